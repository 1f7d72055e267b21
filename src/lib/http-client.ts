// The one HTTP client (spec §7, §8): API base per call, JSON, raw token header, no retry.
// 2xx -> the envelope body; 204/205 -> null; anything else -> the API's error body as an ApiError.
import { apiBaseUrl } from '@/config/env';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { type ApiError, toApiError } from './api-error';
import { getToken, removeToken } from './cookies';
import { assignLocation, currentPathname } from './navigation';
import { isBrowser } from './runtime';
import type * as Transport from './http-transport';
import type { QueryParams, WireResponse } from './http-transport';
import { loginHref } from './next-path';
import { asRaw, strictStr } from './raw-json';
import type { NoticeJson, Page } from '@api/schemas/common';
import type { Static, TUnknown } from 'typebox';
import { noteApiCall } from './server-timing';

// The wire shapes come from the API's response schemas (`import type` from @api/schemas/*: erased, nothing of the
// API enters the bundle): each call names the `XxxJson` type its route answers with, and the mappers read it
// through `asRaw<XxxJson>` (lib/raw-json). The two generic shells below mirror `Envelope(T)` and `Page(T)` of
// api/src/schemas/common.ts, which TypeBox builds per item schema; `_PageMatches` keeps them in step.

/** The success envelope `{status: 0, data}`. */
export interface Envelope<T> {
  status: number;
  data: T;
}

/** A list page `{data: T[], total}` (the contract's `Page(T)`). */
export interface ListData<T> {
  data: T[];
  total: number;
}
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _PageMatches = Holds<Same<ListData<unknown>, Static<ReturnType<typeof Page<TUnknown>>>>>;

export type { QueryParams } from './http-transport';

/** A list answer as the features keep it: mapped items and the total (the item count when the API sent none). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export function toListPage<R, T>(data: ListData<R> | null | undefined, map: (raw: R) => T): ListPage<T> {
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(map), total: typeof data?.total === 'number' ? data.total : list.length };
}

/** A message-only answer (registrations, password and verification mails): the text the API chose for the user. */
export interface ApiMessage {
  message: string;
}

export function toApiMessage(raw: unknown): ApiMessage {
  return { message: strictStr(asRaw<NoticeJson>(raw).message) };
}

/** Query params without the unset filters ('' and undefined), so URLs stay short and the API sees no empty filter. */
export function setParams(query: object): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export interface RequestOptions {
  /** Explicit token (server side, or right after login). `null` sends no Authorization header at all. */
  token?: string | null;
  headers?: Record<string, string>;
  /** Do not navigate to the login page on 401 (e.g. logout, background checks). */
  noAuthRedirect?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; defaults to 15 s for JSON calls, none for uploads. */
  timeout?: number;
  /** Sent as Idempotency-Key (see lib/idempotency): the API runs one request per key. */
  idempotencyKey?: string;
}

/** Who a server-side render calls for (the browser sends its own cookie token and reaches the API from its IP). */
export interface ViewerOptions {
  /** server side: the cookie's token */
  token?: string;
  /** server side: the visitor's IP, so creator-level country blocks apply to the visitor, not to Next */
  clientIp?: string;
  /** background and optional-login calls never bounce the user to the login page */
  noAuthRedirect?: boolean;
}

/** Request options for a call made on a visitor's behalf: their token and IP when the server makes it. */
export function viewerRequest(opts: ViewerOptions = {}): RequestOptions {
  const request: RequestOptions = { noAuthRedirect: opts.noAuthRedirect };
  if (opts.token) request.token = opts.token;
  if (opts.clientIp) request.headers = { 'x-client-ip': opts.clientIp, 'x-forwarded-for': opts.clientIp };
  return request;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestConfig extends RequestOptions {
  method?: Method;
  url: string;
  params?: QueryParams;
  data?: unknown;
  onUploadProgress?: (percent: number) => void;
}

export interface UploadFile {
  /** form field name; the API uses the first file part whatever its name (default `file`) */
  fieldname?: string;
  file: Blob;
  name?: string;
}

const DEFAULT_TIMEOUT_MS = 15000;
/** A request with the same key still running on the server: wait for it and ask again (it replays the answer). */
const IDEMPOTENT_RETRIES = 5;
const IDEMPOTENT_RETRY_MS = 800;

// Errors whose message is our fallback rather than the server's: sagas may swap in a more specific text.
const noServerMessage = new WeakSet<object>();

/** True when the error carries a message the API sent (or a catalogued client message such as 401). */
export function hasServerMessage(error: unknown): boolean {
  return typeof error === 'object' && error !== null && !noServerMessage.has(error);
}

/** Integer percentage 0-100 of an upload. */
export function toPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded * 100) / total)));
}

function fallbackError(statusCode: number): ApiError {
  const error: ApiError = { statusCode, message: MESSAGES.genericFallback };
  noServerMessage.add(error);
  return error;
}

function redirectToLogin() {
  const pathname = currentPathname();
  // never loop: the login page itself may make calls that answer 401
  if (pathname === paths.auth.login || pathname.startsWith(`${paths.auth.login}/`)) return;
  // Back to this page after signing in again.
  assignLocation(loginHref(pathname));
}

// The transport (fetch, XMLHttpRequest for upload progress) loads with the first call rather than with every
// page: pages render from the server's data, and most browser calls follow an effect or a user action.
let transport: Promise<typeof Transport> | null = null;
function loadTransport() {
  transport ??= import('./http-transport').catch((err: unknown) => {
    transport = null; // a failed chunk download may succeed on the next call
    throw err;
  });
  return transport;
}

/** The server's answer carried by a failed call, if the server answered. */
const answerOf = (err: unknown): WireResponse | undefined =>
  typeof err === 'object' && err !== null && 'response' in err
    ? ((err as { response?: WireResponse }).response ?? undefined)
    : undefined;

function toThrown(err: unknown, opts: RequestOptions): ApiError {
  const answer = answerOf(err);
  if (!answer) return fallbackError(0);
  const { status, data } = answer;
  if (status === 401) {
    if (isBrowser()) {
      removeToken(); // the token is dead: keep SSR from trying it again
      if (!opts.noAuthRedirect) redirectToLogin();
    }
    return { statusCode: 401, message: MESSAGES.forbidden };
  }
  if (typeof data !== 'object' || data === null) return fallbackError(status);
  const body = data as { message?: unknown; statusCode?: unknown };
  const hasMessage =
    (typeof body.message === 'string' && body.message !== '') ||
    (Array.isArray(body.message) && body.message.some((m) => typeof m === 'string'));
  const error = toApiError(
    { ...body, statusCode: typeof body.statusCode === 'number' ? body.statusCode : status },
    MESSAGES.genericFallback,
  );
  if (!hasMessage) noServerMessage.add(error);
  return error;
}

export async function request<T>(config: RequestConfig): Promise<Envelope<T> | null> {
  const {
    method = 'GET',
    url,
    params,
    data,
    token,
    headers,
    signal,
    timeout,
    onUploadProgress,
    idempotencyKey,
  } = config;
  const authToken = token === null ? undefined : (token ?? (isBrowser() ? getToken() : undefined));
  const wire = {
    method,
    url,
    baseUrl: apiBaseUrl(),
    params,
    data,
    signal,
    timeout: timeout ?? (data instanceof FormData ? 0 : DEFAULT_TIMEOUT_MS),
    headers: {
      ...(authToken ? { Authorization: authToken } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...headers,
    },
    ...(onUploadProgress
      ? { onUploadProgress: (loaded: number, total?: number) => onUploadProgress(toPercent(loaded, total)) }
      : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { send, wireUrl } = await loadTransport();
      const started = isBrowser() ? 0 : performance.now();
      const response = await send(wire).finally(
        () =>
          started &&
          noteApiCall(performance.now() - started, `${method} ${wireUrl({ url, baseUrl: '', params })}`),
      );
      if (response.status === 204 || response.status === 205) return null;
      return (response.data as Envelope<T> | null) ?? null;
    } catch (err) {
      const answer = answerOf(err);
      const stillRunning =
        idempotencyKey &&
        answer?.status === 409 &&
        answer.header('retry-after') !== null &&
        attempt < IDEMPOTENT_RETRIES;
      if (!stillRunning) throw toThrown(err, config);
      await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_MS));
    }
  }
}

export function get<T>(url: string, params?: QueryParams, opts?: RequestOptions) {
  return request<T>({ ...opts, method: 'GET', url, params });
}

export function post<T>(url: string, body?: unknown, opts?: RequestOptions) {
  return request<T>({ ...opts, method: 'POST', url, data: body });
}

export function put<T>(url: string, body?: unknown, opts?: RequestOptions) {
  return request<T>({ ...opts, method: 'PUT', url, data: body });
}

export function del<T>(url: string, body?: unknown, opts?: RequestOptions) {
  return request<T>({ ...opts, method: 'DELETE', url, data: body });
}

function appendField(form: FormData, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendField(form, key, item);
    return;
  }
  if (value instanceof Blob) form.append(key, value);
  else if (typeof value === 'object') form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}

/** Multipart upload with integer percentage progress; extra fields as form fields, arrays as repeated keys. */
export function upload<T>(
  url: string,
  files: UploadFile[],
  fields?: Record<string, unknown>,
  onProgress?: (percent: number) => void,
  opts?: RequestOptions & { method?: 'POST' | 'PUT' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) appendField(form, key, value);
  for (const { fieldname, file, name } of files) {
    const ownName = (file as { name?: unknown }).name; // a File carries its name
    const fileName = name ?? (typeof ownName === 'string' && ownName ? ownName : 'blob');
    form.append(fieldname || 'file', file, fileName);
  }
  return request<T>({
    ...opts,
    method: opts?.method ?? 'POST',
    url,
    data: form,
    onUploadProgress: onProgress,
  });
}

/** The envelope's payload; a missing body (204) becomes an error for calls that must return data. */
export async function unwrap<T>(pending: Promise<Envelope<T> | null>): Promise<T> {
  const envelope = await pending;
  if (!envelope || !('data' in envelope)) throw fallbackError(204);
  return envelope.data;
}
