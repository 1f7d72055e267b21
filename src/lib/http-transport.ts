// The wire under lib/http-client: the browser's own fetch (nothing to download) for every call, and axios (over
// XMLHttpRequest) for an upload that reports its progress, which fetch cannot, loaded with the first such upload.
// axios (about 20 kB gzip) used to carry every call, and arrived right after the load event on almost every page
// for the first call an effect made (issue 22).

export type QueryParams = Record<string, unknown>;

export interface WireRequest {
  method: string;
  /** absolute, or relative to `baseUrl` */
  url: string;
  baseUrl: string;
  params?: QueryParams;
  /** a plain value is sent as JSON, FormData as multipart */
  data?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** milliseconds; 0 for none */
  timeout: number;
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
}

export interface WireResponse {
  status: number;
  /** the parsed JSON body, the text when it is not JSON, null when empty */
  data: unknown;
  header: (name: string) => string | null;
}

/** A failed call: `response` is set when the server answered (not 2xx), absent for a network error, a timeout
 * or an abort. */
export class HttpFailure extends Error {
  constructor(readonly response?: WireResponse) {
    super(response ? `HTTP ${response.status}` : 'network error');
  }
}

function appendParam(search: URLSearchParams, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  // arrays as repeated keys: categoryIds=a&categoryIds=b (reference §4.1)
  if (Array.isArray(value)) for (const item of value) appendParam(search, key, item);
  else if (value instanceof Date) search.append(key, value.toISOString());
  else if (typeof value === 'object') search.append(key, JSON.stringify(value));
  else search.append(key, String(value));
}

export function wireUrl({ url, baseUrl, params }: Pick<WireRequest, 'url' | 'baseUrl' | 'params'>): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  const joined = absolute || !baseUrl ? url : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) appendParam(search, key, value);
  const query = search.toString();
  return query ? `${joined}${joined.includes('?') ? '&' : '?'}${query}` : joined;
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const ok = (status: number) => status >= 200 && status < 300;

function body(data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || typeof data === 'string') return data;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(data);
}

/** The caller's signal, aborted too when the timeout passes. */
function withTimeout(signal: AbortSignal | undefined, timeout: number) {
  if (!timeout) return { signal, done: () => undefined };
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeout);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

async function viaFetch(request: WireRequest, url: string, headers: Record<string, string>) {
  const payload = body(request.data, headers);
  const { signal, done } = withTimeout(request.signal, request.timeout);
  try {
    let res: Response;
    try {
      res = await fetch(url, { method: request.method, headers, body: payload, signal });
    } catch {
      throw new HttpFailure();
    }
    const response: WireResponse = {
      status: res.status,
      data: parseBody(await res.text().catch(() => '')),
      header: (name) => res.headers.get(name),
    };
    if (!ok(res.status)) throw new HttpFailure(response);
    return response;
  } finally {
    done();
  }
}

/**
 * An upload that reports its progress (fetch cannot): axios, over the browser's XMLHttpRequest, downloaded with the
 * first upload only. Its answer is read as text and parsed here, so both paths hand back the same WireResponse.
 */
async function viaAxios(request: WireRequest, url: string, headers: Record<string, string>) {
  const payload = body(request.data, headers);
  const { default: axios } = await import('axios');
  let res;
  try {
    res = await axios.request<string>({
      method: request.method,
      url,
      headers,
      data: payload,
      timeout: request.timeout,
      signal: request.signal,
      responseType: 'text',
      transformResponse: (raw: string) => raw,
      validateStatus: () => true,
      onUploadProgress: (e) => request.onUploadProgress?.(e.loaded, e.total),
    });
  } catch {
    throw new HttpFailure();
  }
  const response: WireResponse = {
    status: res.status,
    data: parseBody(typeof res.data === 'string' ? res.data : ''),
    header: (name) => {
      const value: unknown = res.headers[name.toLowerCase()];
      return value === undefined || value === null ? null : String(value);
    },
  };
  if (!ok(res.status)) throw new HttpFailure(response);
  return response;
}

/** A wire for a JSON (or empty) body, resolving and rejecting as `send` does. */
export type ServerWire = (
  request: WireRequest,
  url: string,
  headers: Record<string, string>,
  payload: string | undefined,
) => Promise<WireResponse>;

let serverWire: ServerWire | null = null;

/**
 * The Next server's own wire (lib/http-transport-node.ts, installed by `_document`): Node's http client over
 * kept-alive sockets. fetch in Node builds web streams around every call, and was the largest single cost of a
 * page's data work on the server (issue 22, "cheap renders").
 */
export function installServerWire(wire: ServerWire): void {
  serverWire = wire;
}

/** Sends the request; resolves with a 2xx answer, rejects with an HttpFailure otherwise. */
export function send(request: WireRequest): Promise<WireResponse> {
  const url = wireUrl(request);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (serverWire) {
    const payload = body(request.data, headers);
    // a multipart body (an upload) keeps to fetch
    if (payload === undefined || typeof payload === 'string') return serverWire(request, url, headers, payload);
  }
  return request.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? viaAxios(request, url, headers)
    : viaFetch(request, url, headers);
}
