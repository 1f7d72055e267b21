// Chat delivery latency (issue 11): with `sockets` connected sockets on loopback (idle guests plus the
// recipient), the time from a message's POST to the recipient's message_created event, over `messages` sends.
import { io as connect } from 'socket.io-client';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function login(apiUrl, username, password) {
  const res = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (!body?.data?.token) throw new Error(`${username} login failed: HTTP ${res.status}`);
  return body.data.token;
}

function open(apiUrl, token) {
  const socket = connect(apiUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function chatLatency(apiUrl, { password, sockets = 1000, messages = 300 } = {}) {
  const fanToken = await login(apiUrl, 'demo-fan', password);
  const creatorToken = await login(apiUrl, 'demo-creator', password);
  const opened = [];
  try {
    // idle guests, opened in batches so the handshakes do not all land at once
    for (let i = 0; i < sockets - 1; i += 50) {
      const batch = Math.min(50, sockets - 1 - i);
      opened.push(...(await Promise.all(Array.from({ length: batch }, () => open(apiUrl)))));
    }
    const recipient = await open(apiUrl, creatorToken);
    opened.push(recipient);
    const me = await (await fetch(`${apiUrl}/users/me`, { headers: { authorization: creatorToken } })).json();
    const conv = await fetch(`${apiUrl}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: fanToken },
      body: JSON.stringify({ source: 'performer', sourceId: me.data._id }),
    });
    const conversationId = (await conv.json()).data._id;
    const pending = new Map();
    recipient.on('message_created', (m) => {
      const resolve = pending.get(m.clientId);
      if (resolve) resolve(performance.now());
    });
    const samples = [];
    for (let i = 0; i < messages; i += 1) {
      const clientId = `bench-${Date.now().toString(36)}-${i}`;
      const arrived = new Promise((resolve) => pending.set(clientId, resolve));
      const start = performance.now();
      const res = await fetch(`${apiUrl}/messages/conversations/${conversationId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: fanToken },
        body: JSON.stringify({ text: `bench ${i}`, clientId }),
      });
      if (res.status !== 200) throw new Error(`send ${i}: HTTP ${res.status} ${await res.text()}`);
      const at = await Promise.race([arrived, new Promise((r) => setTimeout(() => r(null), 5000))]);
      if (at === null) throw new Error(`message ${i} never reached the recipient's socket`);
      samples.push(at - start);
      pending.delete(clientId);
    }
    samples.sort((a, b) => a - b);
    const round = (n) => Math.round(n * 10) / 10;
    return {
      sockets: opened.length,
      messages: samples.length,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(samples[samples.length - 1]),
    };
  } finally {
    for (const s of opened) s.close();
  }
}
