// One helper for the request/success/failure shape (house rule 5): sagas get {data} or {error}, never a throw.
import { call, type CallEffect } from 'redux-saga/effects';
import { MESSAGES } from '@/config/constants';
import type { ApiError } from './api-error';
import { toSagaError } from './request-error';

export type ApiResult<R> = { data: R; error?: undefined } | { data?: undefined; error: ApiError };

/** `const { data, error } = yield* callApiOr(MESSAGES.loginFallback, login, values)` */
export function* callApiOr<Args extends unknown[], R>(
  fallback: string,
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): Generator<CallEffect<R>, ApiResult<R>, R> {
  try {
    const data: R = yield call(fn, ...args);
    return { data };
  } catch (err) {
    return { error: toSagaError(err, fallback) };
  }
}

/** Same with the generic fallback "Something went wrong, please try again later". */
export function* callApi<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  ...args: Args
): Generator<CallEffect<R>, ApiResult<R>, R> {
  return yield* callApiOr(MESSAGES.genericFallback, fn, ...args);
}
