// Types of http.mjs for the cluster test (TypeScript imports the .mjs and reads these).

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string } & Record<string, unknown>;
  upstream: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  key?: string;
  timeoutMs?: number;
}

export function call(base: string, method: string, url: string, options?: RequestOptions): Promise<Answer>;

export function dataOf<T = unknown>(
  base: string,
  method: string,
  url: string,
  options?: RequestOptions,
): Promise<T>;

export function login(base: string, username: string, password?: string): Promise<string>;

export function fanWithBalance(
  base: string,
  dollars: number,
  prefix?: string,
): Promise<{ username: string; token: string; cardId: string }>;
