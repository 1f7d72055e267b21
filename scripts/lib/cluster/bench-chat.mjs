// Chat delivery at scale for the cluster bench (issue 24): `sockets` connected sockets spread over the cluster's
// API processes behind nginx (idle guests held by child processes, socket-crowd.mjs), and the time from a
// message's POST through nginx to the recipient's message_created event on a socket pinned to ANOTHER process
// than the one that stored the message (the Redis relay's path). The recipient (demo-creator) has one socket
// on each process; each send is timed on the socket the POST's process does not hold.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { login } from './http.mjs';
import { openSocket, upstreamOf } from './socket-crowd.mjs';

const CROWD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-crowd.mjs');
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n) => Math.round(n * 10) / 10;

function startCrowd(url, count, block, addresses) {
  const child = spawn(process.execPath, [CROWD, url, String(count), String(block), String(addresses)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = /^CROWD (.+)$/m.exec(out);
      if (line) resolve(JSON.parse(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`a socket crowd exited (${code}) before it was ready`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.stdin.end();
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { ready, stop };
}

/** A loopback address (127.0.200.x) nginx pins to each upstream: the recipient's sockets leave from them. */
async function addressPerUpstream(url, upstreams) {
  const found = new Map();
  for (let i = 1; i < 255 && found.size < upstreams; i += 1) {
    const address = `127.0.200.${i}`;
    const upstream = await upstreamOf(url, address);
    if (!found.has(upstream)) found.set(upstream, address);
  }
  return found;
}

export async function clusterChatLatency(
  cluster,
  { sockets = 10_000, messages = 300, crowds = 2, onProgress = () => undefined } = {},
) {
  const url = cluster.apiLocalUrl;
  const fanToken = await login(url, 'demo-fan');
  const creatorToken = await login(url, 'demo-creator');
  const perUpstream = await addressPerUpstream(url, cluster.apis.length);
  if (perUpstream.size < 2) throw new Error('nginx pinned every address to one API process');
  const recipients = new Map();
  const crowdsStarted = [];
  try {
    for (const [upstream, localAddress] of perUpstream)
      recipients.set(upstream, await openSocket(url, { localAddress, token: creatorToken }));
    const idle = sockets - recipients.size;
    for (let c = 0; c < crowds; c += 1) {
      const count = Math.floor(idle / crowds) + (c < idle % crowds ? 1 : 0);
      // 100 addresses per crowd: enough for nginx's hash to spread them, 100 ports or so each
      crowdsStarted.push(startCrowd(url, count, 10 + c, 100));
    }
    const started = Date.now();
    const crowdReports = await Promise.all(crowdsStarted.map((c) => c.ready));
    const byUpstream = {};
    for (const report of crowdReports)
      for (const [upstream, n] of Object.entries(report.byUpstream))
        byUpstream[upstream] = (byUpstream[upstream] ?? 0) + n;
    for (const upstream of recipients.keys()) byUpstream[upstream] = (byUpstream[upstream] ?? 0) + 1;
    const opened = crowdReports.reduce((n, r) => n + r.opened, recipients.size);
    onProgress(
      `${opened} sockets open in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(byUpstream)}`,
    );

    const me = await (await fetch(`${url}/users/me`, { headers: { authorization: creatorToken } })).json();
    const conv = await fetch(`${url}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: fanToken },
      body: JSON.stringify({ source: 'performer', sourceId: me.data._id }),
    });
    const conversationId = (await conv.json()).data._id;
    const pending = new Map();
    for (const [upstream, socket] of recipients)
      socket.on('message_created', (m) => pending.get(`${m.clientId} ${upstream}`)?.(performance.now()));

    const samples = [];
    let crossed = 0;
    for (let i = 0; i < messages; i += 1) {
      const clientId = `cluster-bench-${Date.now().toString(36)}-${i}`;
      const arrivals = new Map(
        [...recipients.keys()].map((upstream) => [
          upstream,
          new Promise((resolve) => pending.set(`${clientId} ${upstream}`, resolve)),
        ]),
      );
      const start = performance.now();
      const res = await fetch(`${url}/messages/conversations/${conversationId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: fanToken },
        body: JSON.stringify({ text: `cluster bench ${i}`, clientId }),
      });
      if (res.status !== 200) throw new Error(`send ${i}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      const storedBy = res.headers.get('x-upstream') ?? '';
      // timed on a socket held by another process than the one that stored the message
      const other = [...recipients.keys()].find((u) => u !== storedBy) ?? storedBy;
      if (other !== storedBy) crossed += 1;
      const timeout = new Promise((r) => setTimeout(() => r(null), 5000));
      const at = await Promise.race([arrivals.get(other), timeout]);
      if (at === null) throw new Error(`message ${i} never reached the recipient's socket on ${other}`);
      samples.push(at - start);
      // the socket on the storing process gets it too (its own room): wait, so it is not counted as load later
      await Promise.race([arrivals.get(storedBy) ?? Promise.resolve(), timeout]);
      for (const upstream of recipients.keys()) pending.delete(`${clientId} ${upstream}`);
    }
    samples.sort((a, b) => a - b);
    return {
      sockets: opened,
      processes: cluster.apis.length,
      byUpstream,
      messages: samples.length,
      crossProcess: crossed,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(samples[samples.length - 1]),
    };
  } finally {
    for (const socket of recipients.values()) socket.close();
    await Promise.all(crowdsStarted.map((c) => c.stop()));
  }
}
