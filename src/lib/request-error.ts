// The error of a failed request as Redux stores it, for sagas (request-saga.ts) and for page loaders and forms
// alike. Apart from request-saga.ts so a loader's import brings no redux-saga into a page's chunk (issue 22: the
// saga runtime loads on demand, app-store/shell-sagas.ts).
import { type ApiError, toApiError } from './api-error';
import { hasServerMessage } from './http-client';

/** The error as Redux stores it: the server's message, or `fallback` when the server sent none. */
export function toSagaError(err: unknown, fallback: string): ApiError {
  const error = toApiError(err, fallback);
  return hasServerMessage(err) ? error : { ...error, message: fallback };
}
