// Reading a server request's headers, shared by the app's bootstrap and the features' server loaders.
import type { IncomingMessage } from 'http';

export function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && raw.trim() !== '' ? raw : undefined;
}

/** The visitor's IP as the proxy chain reports it (reference §6 "Country blocking"). */
export function clientIpOf(req: IncomingMessage): string | undefined {
  const forwarded = firstHeader(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || firstHeader(req, 'x-real-ip')?.trim() || req.socket?.remoteAddress;
  return ip ? ip.replace(/^::ffff:/, '') : undefined;
}
