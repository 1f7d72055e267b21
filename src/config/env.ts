// Runtime configuration. The server reads process.env at request time (not inlined at build time), and hands
// the browser-facing part to the client through _app props, so one build can be pointed at any API.

export interface PublicEnv {
  /** API base URL as the browser reaches it (REST and socket.io). */
  apiEndpoint: string;
  /** MD5-hash passwords in the browser before sending (reference §4.1 HASH_PW_CLIENT). */
  hashPasswordOnClient: boolean;
}

const DEFAULT_API = 'http://localhost:8080';

function readProcessEnv(name: string): string | undefined {
  // Indirect access keeps Next from inlining NEXT_PUBLIC_* values at build time.
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function stripSlash(url: string) {
  return url.replace(/\/+$/, '');
}

/** Server only: where SSR calls the API. */
export function serverApiEndpoint(): string {
  return stripSlash(
    readProcessEnv('API_ENDPOINT') ?? readProcessEnv('NEXT_PUBLIC_API_ENDPOINT') ?? DEFAULT_API,
  );
}

/**
 * Server only: answer each server render with a Server-Timing header (its API calls and their time, issue 22).
 * Off unless SERVER_TIMING=true: the bench and an operator profiling turn it on; visitors are not told how the
 * server spends its time.
 */
export function serverTimingEnabled(): boolean {
  return readProcessEnv('SERVER_TIMING') === 'true';
}

/** Server only: the public part of the environment, serialised into the page for the browser. */
export function readPublicEnv(): PublicEnv {
  return {
    apiEndpoint: stripSlash(
      readProcessEnv('NEXT_PUBLIC_API_ENDPOINT') ?? readProcessEnv('API_ENDPOINT') ?? DEFAULT_API,
    ),
    hashPasswordOnClient: readProcessEnv('NEXT_PUBLIC_HASH_PW_CLIENT') === 'true',
  };
}

let clientEnv: PublicEnv = { apiEndpoint: DEFAULT_API, hashPasswordOnClient: false };

/** Browser: called once by _app with the env the server rendered. */
export function setClientEnv(env: PublicEnv | undefined) {
  if (env) clientEnv = env;
}

/** The env for the current side: fresh from process.env on the server, the handed-over copy in the browser. */
export function publicEnv(): PublicEnv {
  return typeof window === 'undefined' ? readPublicEnv() : clientEnv;
}

export function apiBaseUrl(): string {
  return typeof window === 'undefined' ? serverApiEndpoint() : clientEnv.apiEndpoint;
}
