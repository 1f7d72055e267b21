// The Next server's wire for lib/http-transport (imported by `_document` only, like server-timing-node.ts): Node's
// http client with kept-alive sockets to the API. Same contract as the browser's fetch path: a 2xx answer
// resolves, any other answer rejects with an HttpFailure carrying it, a network error, timeout or abort rejects
// with an HttpFailure without one.
import http from 'node:http';
import https from 'node:https';
import { HttpFailure, installServerWire, ok, parseBody, type ServerWire, type WireResponse } from './http-transport';

// Every render calls the same API: its sockets stay open between requests instead of a handshake per call.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

const nodeWire: ServerWire = (request, url, headers, payload) =>
  new Promise<WireResponse>((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) {
      reject(new HttpFailure());
      return;
    }
    const outgoing = { ...headers };
    if (payload !== undefined) outgoing['Content-Length'] = String(Buffer.byteLength(payload));
    const req = client.request(
      target,
      { method: request.method, headers: outgoing, agent, signal: request.signal },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => reject(new HttpFailure()));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const response: WireResponse = {
            status,
            data: parseBody(Buffer.concat(chunks).toString('utf8')),
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              if (value === undefined) return null;
              return Array.isArray(value) ? value.join(', ') : String(value);
            },
          };
          if (ok(status)) resolve(response);
          else reject(new HttpFailure(response));
        });
      },
    );
    if (request.timeout) req.setTimeout(request.timeout, () => req.destroy());
    req.on('error', () => reject(new HttpFailure()));
    req.end(payload);
  });

/** Called by `_document` (a call, not an import's side effect: package.json's `sideEffects` drops those). */
export function installNodeWire(): void {
  installServerWire(nodeWire);
}
