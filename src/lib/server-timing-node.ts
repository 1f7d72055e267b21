// The per-request context of lib/server-timing.ts on the Node server (imported by _document only).
import { AsyncLocalStorage } from 'node:async_hooks';
import { installServerTraceContext, type ServerDataTrace } from './server-timing';

const storage = new AsyncLocalStorage<ServerDataTrace>();

/** Called by `_document` (a call, not an import's side effect: package.json's `sideEffects` drops those). */
export function installNodeServerTiming(): void {
  installServerTraceContext({
    run: (trace, fn) => storage.run(trace, fn),
    current: () => storage.getStore(),
  });
}
