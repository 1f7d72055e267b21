// Live media figures (issue 12), on loopback against the bench's own API and its built-in SFU process:
//   (1) the SFU's CPU while it forwards one publisher to 1, 10 and 50 receive-only subscribers (werift peers in
//       this Node process, not browsers): % of one core over a 10 s window, and the packets each received;
//   (2) glass-to-glass latency with 1 and 10 Chromium viewers: the publisher draws the current time as a row of
//       black/white blocks into a canvas it streams; each viewer reads the blocks back from the decoded video
//       and compares with its own clock (same machine, same clock).
// The bench starts the API with a known SFU_SECRET so it can mint viewer grants for many distinct users; the
// publisher goes through the API's real credential call.
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { io as connect } from 'socket.io-client';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function mintGrant(secret, { room, user, publish, play }) {
  const iat = Math.floor(Date.now() / 1000);
  const body = Buffer.from(
    JSON.stringify({ room, user, publish, play, iat, exp: iat + 120, jti: randomUUID() }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

async function api(apiUrl, pathname, { token, body, method = 'POST' } = {}) {
  const res = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status} ${json?.message ?? ''}`);
  return json.data;
}

/** The SFU child of the bench's API: the newest process running api/sfu/main.ts. */
function sfuPid() {
  const pids = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`sfu${path.sep}main.ts`);
      } catch {
        return false;
      }
    })
    .map(Number);
  return pids.sort((a, b) => b - a)[0];
}

function cpuTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

async function cpuPercent(pid, seconds) {
  const hz = 100; // USER_HZ on Linux
  const t0 = cpuTicks(pid);
  const start = Date.now();
  await sleep(seconds * 1000);
  const used = (cpuTicks(pid) - t0) / hz;
  return Math.round((used / ((Date.now() - start) / 1000)) * 1000) / 10;
}

/** A page that streams a canvas showing Date.now() as 48 blocks (8 × 6 of 80 px), plus the signalling. */
const PAGE_SCRIPT = `
window.bench = {
  signal(url, grant) {
    const socket = io(url, { transports: ['websocket'], auth: { grant } });
    const call = (event, body) => new Promise((resolve, reject) =>
      socket.timeout(10000).emit(event, body, (err, ack) => (err || !ack.ok ? reject(new Error(err?.message || ack.message)) : resolve(ack))));
    return new Promise((resolve, reject) => { socket.on('connect', () => resolve(call)); socket.on('connect_error', reject); });
  },
  async gathered(pc) {
    if (pc.iceGatheringState === 'complete') return;
    await new Promise((r) => { pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && r()); setTimeout(r, 2000); });
  },
  clockStream() {
    const canvas = document.createElement('canvas');
    canvas.width = 640; canvas.height = 480;
    const ctx = canvas.getContext('2d');
    let x = 0;
    const draw = () => {
      const now = Date.now();
      // moving content below the clock keeps the encoder sending real frames
      x = (x + 7) % 640;
      ctx.fillStyle = 'hsl(' + (now / 10) % 360 + ', 70%, 50%)';
      ctx.fillRect(0, 240, 640, 240);
      ctx.fillStyle = '#222';
      ctx.fillRect(x, 260, 120, 200);
      for (let bit = 0; bit < 48; bit++) {
        const on = Math.floor(now / 2 ** bit) % 2 === 1;
        ctx.fillStyle = on ? '#fff' : '#000';
        ctx.fillRect((bit % 8) * 80, Math.floor(bit / 8) * 40, 80, 40);
      }
    };
    setInterval(draw, 33);
    return canvas.captureStream(30);
  },
  async publish(url, grant, source) {
    const stream = source === 'camera'
      ? await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true })
      : this.clockStream();
    const call = await this.signal(url, grant);
    const { offer } = await call('publish', {});
    const pc = new RTCPeerConnection();
    await pc.setRemoteDescription(offer);
    for (const t of pc.getTransceivers()) {
      const track = stream.getTracks().find((x) => x.kind === t.receiver.track.kind);
      if (track) { await t.sender.replaceTrack(track); t.direction = 'sendonly'; } else t.direction = 'inactive';
    }
    await pc.setLocalDescription(await pc.createAnswer());
    await this.gathered(pc);
    await call('answer', { role: 'publish', sdp: pc.localDescription.sdp });
    const sender = pc.getSenders().find((s) => s.track);
    const params = sender.getParameters();
    params.encodings = [{ ...(params.encodings?.[0] ?? {}), maxBitrate: 1000000 }];
    await sender.setParameters(params).catch(() => {});
    window.publisher = pc;
  },
  async play(url, grant, from) {
    const call = await this.signal(url, grant);
    const { offer } = await call('play', { from });
    const pc = new RTCPeerConnection();
    const stream = new MediaStream();
    pc.ontrack = (e) => stream.addTrack(e.track);
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await this.gathered(pc);
    await call('answer', { role: 'play', sdp: pc.localDescription.sdp, from });
    const video = document.createElement('video');
    video.muted = true; video.autoplay = true; video.playsInline = true; video.srcObject = stream;
    document.body.appendChild(video);
    const canvas = document.createElement('canvas');
    canvas.width = 640; canvas.height = 480;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    window.samples = [];
    const read = () => {
      if (video.videoWidth) {
        ctx.drawImage(video, 0, 0, 640, 480);
        let ts = 0;
        for (let bit = 0; bit < 48; bit++) {
          const [r, g, b] = ctx.getImageData((bit % 8) * 80 + 40, Math.floor(bit / 8) * 40 + 20, 1, 1).data;
          if (r + g + b > 384) ts += 2 ** bit;
        }
        const lag = Date.now() - ts;
        if (lag >= 0 && lag < 5000) window.samples.push(lag);
      }
      video.requestVideoFrameCallback(read);
    };
    video.requestVideoFrameCallback(read);
  },
};`;

async function openPage(browser, socketIoPath, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // a loopback origin (about:blank counts as public: Chromium refuses its requests to loopback addresses)
  await page.goto(`${origin}/health`);
  await page.addScriptTag({ path: socketIoPath });
  await page.addScriptTag({ content: PAGE_SCRIPT });
  return page;
}

/** A receive-only werift peer: answers the SFU's offer and counts the RTP packets that arrive. */
async function nodeSubscriber(werift, url, grant, from) {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { grant },
    forceNew: true,
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(10_000).emitWithAck('play', { from });
  if (!ack.ok) throw new Error(ack.message);
  const pc = new werift.RTCPeerConnection({ headerExtensions: { video: [], audio: [] } });
  const counter = { packets: 0 };
  pc.onRemoteTransceiverAdded.subscribe((transceiver) =>
    transceiver.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (counter.packets += 1))),
  );
  await pc.setRemoteDescription(ack.offer);
  await pc.setLocalDescription(await pc.createAnswer());
  const done = await socket
    .timeout(10_000)
    .emitWithAck('answer', { role: 'play', sdp: pc.localDescription.sdp, from });
  if (!done.ok) throw new Error(done.message);
  return { counter, close: async () => (socket.close(), await pc.close()) };
}

export async function liveBench(apiUrl, { password, secret, chromium: executablePath, root }) {
  const { chromium } = await import('playwright-core');
  const werift = await import('werift');
  const token = (await api(apiUrl, '/auth/login', { body: { username: 'demo-creator', password } })).token;
  const creatorId = (await api(apiUrl, '/users/me', { token, method: 'GET' }))._id;
  const { stream } = await api(apiUrl, '/streaming/live', {
    token,
    body: { title: 'Bench live', description: 'Benchmark', isFree: true },
  });
  const credential = await api(apiUrl, `/streaming/media/${stream._id}`, { token, body: {} });
  // the creator's socket in the session's room, as /creator/live keeps it (a live without it is ended)
  const room = connect(apiUrl, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    room.once('connect', resolve);
    room.once('connect_error', reject);
  });
  await room.timeout(10_000).emitWithAck('public-stream/join', { conversationId: stream.conversationId });
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--headless',
      '--allow-loopback-in-peer-connection',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const socketIo = path.join(root, 'node_modules/socket.io-client/dist/socket.io.min.js');
  const subscribers = [];
  const viewerPages = [];
  const result = { cpu: [], latency: [] };
  try {
    const publisher = await openPage(browser, socketIo, apiUrl);
    await publisher.evaluate(
      ([url, grant]) => window.bench.publish(url, grant),
      [credential.url, credential.grant],
    );
    await room.timeout(10_000).emitWithAck('public-stream/live', { conversationId: stream.conversationId });
    await sleep(3000);
    const pid = sfuPid();
    if (!pid) throw new Error('the SFU process was not found');
    result.cpu.push({ subscribers: 0, cpuPercent: await cpuPercent(pid, 5), minPacketsPerSec: null });
    for (const target of [1, 10, 50]) {
      while (subscribers.length < target) {
        const grant = mintGrant(secret, {
          room: stream.sessionId,
          user: `bench-node-${subscribers.length}`,
          publish: false,
          play: true,
        });
        subscribers.push(await nodeSubscriber(werift, credential.url, grant, creatorId));
      }
      await sleep(2000);
      const before = subscribers.map((s) => s.counter.packets);
      const seconds = 10;
      const cpu = await cpuPercent(pid, seconds);
      const rates = subscribers.map((s, i) => (s.counter.packets - before[i]) / seconds);
      result.cpu.push({
        subscribers: target,
        cpuPercent: cpu,
        minPacketsPerSec: Math.round(Math.min(...rates)),
      });
    }
    await Promise.all(subscribers.splice(0).map((s) => s.close()));
    // the clock canvas for latency: published again (a new credential; the SFU replaces the publication)
    const clock = await api(apiUrl, `/streaming/media/${stream._id}`, { token, body: {} });
    await publisher.evaluate(
      ([url, grant]) => window.bench.publish(url, grant, 'clock'),
      [clock.url, clock.grant],
    );
    await sleep(2000);
    for (const viewers of [1, 10]) {
      while (viewerPages.length < viewers) {
        const page = await openPage(browser, socketIo, apiUrl);
        const grant = mintGrant(secret, {
          room: stream.sessionId,
          user: `bench-browser-${viewerPages.length}`,
          publish: false,
          play: true,
        });
        await page.evaluate(
          ([url, g, from]) => window.bench.play(url, g, from),
          [credential.url, grant, creatorId],
        );
        viewerPages.push(page);
      }
      await sleep(3000);
      await Promise.all(viewerPages.map((p) => p.evaluate(() => (window.samples = []))));
      await sleep(8000);
      const samples = (await Promise.all(viewerPages.map((p) => p.evaluate(() => window.samples))))
        .flat()
        .sort((a, b) => a - b);
      result.latency.push({
        viewers,
        samples: samples.length,
        p50Ms: samples.length ? percentile(samples, 50) : null,
        p95Ms: samples.length ? percentile(samples, 95) : null,
      });
    }
  } finally {
    await Promise.all(subscribers.map((s) => s.close().catch(() => undefined)));
    await browser.close();
    room.close();
    await api(apiUrl, `/streaming/live/${stream._id}/end`, { token, body: {} }).catch(() => undefined);
  }
  return result;
}
