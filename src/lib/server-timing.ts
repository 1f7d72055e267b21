// What a server render spends on the API (issue 22, "report the server time per page and the API calls each
// makes"). _app's getInitialProps runs its data work inside `traceServerData`; every API call made meanwhile is
// counted (lib/http-client.ts calls `noteApiCall`), and the page answers with a `Server-Timing` header that the
// bench and the browser's DevTools read: `api;desc="2 calls";dur=14.2, data;dur=15.0, api1;desc="GET /users/me";
// dur=3.1, api2;desc="GET /user/feeds?isHome=true&limit=3";dur=11.0`. This module has no Node
// import, so the browser bundle can name it; the per-request context (AsyncLocalStorage) is installed by
// server-only code (`_document`, via server-timing-node.ts). Without it, nothing is counted.

export interface ServerDataTrace {
  calls: number;
  apiMs: number;
  /** each named call with its time, in the order they ended (`GET /users/me`) */
  named?: { name: string; ms: number }[];
}

interface TraceContext {
  run<T>(trace: ServerDataTrace, fn: () => Promise<T>): Promise<T>;
  current(): ServerDataTrace | undefined;
}

let context: TraceContext | null = null;

export function installServerTraceContext(impl: TraceContext): void {
  context = impl;
}

export function noteApiCall(ms: number, name?: string): void {
  const trace = context?.current();
  if (!trace) return;
  trace.calls += 1;
  trace.apiMs += ms;
  if (name) (trace.named ??= []).push({ name, ms });
}

/** Runs `fn`, counting the API calls it makes; resolves with its value and the header's value. */
export async function traceServerData<T>(fn: () => Promise<T>): Promise<{ value: T; header: string }> {
  const started = performance.now();
  const trace: ServerDataTrace = { calls: 0, apiMs: 0 };
  const value = context ? await context.run(trace, fn) : await fn();
  const dataMs = performance.now() - started;
  return { value, header: serverTimingHeader(trace, dataMs) };
}

export function serverTimingHeader(trace: ServerDataTrace, dataMs: number): string {
  const calls = `${trace.calls} call${trace.calls === 1 ? '' : 's'}`;
  // then one entry per named call, so the bench can say which calls a page makes (quotes cannot be escaped away)
  const each = (trace.named ?? []).map(
    ({ name, ms }, i) => `, api${i + 1};desc="${name.replace(/["\\]/g, '')}";dur=${ms.toFixed(1)}`,
  );
  return `api;desc="${calls}";dur=${trace.apiMs.toFixed(1)}, data;dur=${dataMs.toFixed(1)}${each.join('')}`;
}
