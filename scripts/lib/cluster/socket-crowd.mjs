// A child of the cluster chat bench: holds `count` idle guest sockets to nginx, so that the process measuring
// latency keeps its event loop to itself. nginx pins sockets to an API process by client address, so the
// sockets leave from many loopback addresses (127.0.<block>.1..<addresses>), which spreads them over the
// processes; each address's process is read once from a polling handshake's X-Upstream.
//   node socket-crowd.mjs <nginx url> <count> <block> <addresses>
// Prints `CROWD {"opened":n,"byUpstream":{...}}` on stdout when all are open; exits when stdin closes.
import http from 'node:http';
import { io as connect } from 'socket.io-client';

const [url, countArg, blockArg, addressesArg] = process.argv.slice(2);
const count = Number(countArg);
const addresses = Array.from(
  { length: Number(addressesArg) },
  (_, i) => `127.0.${Number(blockArg)}.${i + 1}`,
);

/** The API process nginx pins `localAddress` to. */
export function upstreamOf(base, localAddress) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/socket.io/?EIO=4&transport=polling`, { localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['x-upstream'] ?? ''));
    });
    req.on('error', reject);
  });
}

export function openSocket(base, { localAddress, token } = {}) {
  const socket = connect(base, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    localAddress,
    ...(token ? { auth: { token } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) =>
      reject(new Error(`${localAddress ?? ''} ${error.message}: ${error.description?.message ?? ''}`)),
    );
  });
}

async function main() {
  const byUpstream = {};
  for (const [i, address] of addresses.entries()) {
    const upstream = await upstreamOf(url, address);
    // the sockets go round the addresses: the first `count % n` get one more
    const share = Math.floor(count / addresses.length) + (i < count % addresses.length ? 1 : 0);
    byUpstream[upstream] = (byUpstream[upstream] ?? 0) + share;
  }
  const opened = [];
  // in batches, so the handshakes do not all land at once
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) =>
      openSocket(url, { localAddress: addresses[(i + j) % addresses.length] }),
    );
    opened.push(...(await Promise.all(batch)));
  }
  process.stdout.write(`CROWD ${JSON.stringify({ opened: opened.length, byUpstream })}\n`);
  process.stdin.on('end', () => {
    opened.forEach((s) => s.close());
    process.exit(0);
  });
  process.stdin.resume();
}

// imported by bench-chat.mjs for its helpers; run as a child for the crowd
if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
