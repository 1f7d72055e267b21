// The Next server's wire (lib/http-transport-node.ts) keeps the browser path's contract: a 2xx answer resolves with
// its parsed body, any other answer rejects with an HttpFailure carrying it, a dead server or a timeout rejects
// without one; a JSON body goes out with its length; sockets are kept alive between calls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installNodeWire } from '@/lib/http-transport-node';
import { HttpFailure, send, type WireRequest } from '@/lib/http-transport';

let server: http.Server;
let base = '';
const sockets = new Set<unknown>();
const seen: { method?: string; url?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  installNodeWire();
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, headers: req.headers });
      if (req.url?.startsWith('/slow')) return; // never answers
      const status = req.url?.startsWith('/missing') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', 'x-probe': 'yes' });
      res.end(JSON.stringify(status === 200 ? { status: 0, data: { echo: body || null } } : { message: 'Not found' }));
    });
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = (over: Partial<WireRequest>): WireRequest => ({
  method: 'GET',
  url: '/ok',
  baseUrl: base,
  headers: {},
  timeout: 0,
  ...over,
});

it('resolves a 2xx answer with its parsed body and headers, with the query and the JSON body sent', async () => {
  const res = await send(request({ method: 'POST', params: { a: 1 }, data: { x: 'é' } }));
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ status: 0, data: { echo: '{"x":"é"}' } });
  expect(res.header('X-Probe')).toBe('yes');
  const last = seen.at(-1)!;
  expect(last).toMatchObject({ method: 'POST', url: '/ok?a=1', body: '{"x":"é"}' });
  expect(last.headers['content-type']).toBe('application/json');
  expect(last.headers['content-length']).toBe(String(Buffer.byteLength('{"x":"é"}')));
});

it('rejects any other answer with an HttpFailure carrying it', async () => {
  const failure = await send(request({ url: '/missing' })).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(HttpFailure);
  expect((failure as HttpFailure).response).toMatchObject({ status: 404, data: { message: 'Not found' } });
});

it('rejects a timeout and a dead server without an answer', async () => {
  const slow = await send(request({ url: '/slow', timeout: 100 })).catch((e: unknown) => e);
  expect(slow).toBeInstanceOf(HttpFailure);
  expect((slow as HttpFailure).response).toBeUndefined();
  const dead = await send(request({ baseUrl: 'http://127.0.0.1:1' })).catch((e: unknown) => e);
  expect(dead).toBeInstanceOf(HttpFailure);
  expect((dead as HttpFailure).response).toBeUndefined();
});

it('keeps its sockets alive between calls', async () => {
  const before = sockets.size;
  for (let i = 0; i < 5; i += 1) await send(request({}));
  expect(sockets.size - before).toBeLessThanOrEqual(1);
});
