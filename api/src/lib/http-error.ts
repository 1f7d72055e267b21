// "Not found" and friends are values the routes throw; plugins/errors turns them into the contract body.
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly expose = true;

  constructor(statusCode: number, message: string | string[], error?: string) {
    super(Array.isArray(message) ? message.join(', ') : message);
    this.statusCode = statusCode;
    this.error = error ?? reasonPhrase(statusCode);
    this.messages = Array.isArray(message) ? message : undefined;
  }

  readonly messages: string[] | undefined;
}

/** Refused input (malformed numbers, shapes): routes with `invalidStatus` answer it with their own status. */
export class InputError extends HttpError {
  constructor(message: string | string[]) {
    super(400, message);
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (m = 'Forbidden') => new HttpError(403, m);
export const notFound = (m = 'Not found') => new HttpError(404, m);
export const unprocessable = (m: string | string[]) => new HttpError(422, m);

/** Wraps a payload in the success envelope. */
export function ok<T>(data: T): { status: 0; data: T } {
  return { status: 0, data };
}
