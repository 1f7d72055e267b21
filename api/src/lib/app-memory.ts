// Process memory that belongs to one API server (rate windows, presence samples, cached secrets). It is keyed
// by the server's database handle, which every encapsulated Fastify instance shares: each route plugin is its
// own object, so keying by `app` gave a route and a socket handler two different memories of the same thing.
import type { FastifyInstance } from 'fastify';

export function appMemory<T>(store: WeakMap<object, T>, app: FastifyInstance, create: () => T): T {
  let value = store.get(app.db);
  if (value === undefined) store.set(app.db, (value = create()));
  return value;
}
