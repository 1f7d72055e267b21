// The error shape every failed call produces (the API's error body, spec §8), kept serialisable for Redux.
import type { ErrorBody } from '@api/schemas/common';
import type { Static } from 'typebox';
import type { Loose } from './raw-json';

export interface ApiError {
  statusCode: number;
  message: string;
  error?: string;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && 'statusCode' in value;
}

/** Reduce anything thrown (API body, HTTP failure, Error) to an ApiError. `message` may be a string[] from validation. */
export function toApiError(value: unknown, fallback: string): ApiError {
  if (typeof value === 'object' && value !== null) {
    // the contract's error body, or an error that carries a `status`
    const v = value as Loose<Static<typeof ErrorBody>> & { status?: unknown };
    const statusCode =
      typeof v.statusCode === 'number' ? v.statusCode : typeof v.status === 'number' ? v.status : 0;
    const message = Array.isArray(v.message)
      ? v.message.filter((m) => typeof m === 'string').join(', ')
      : typeof v.message === 'string' && v.message
        ? v.message
        : fallback;
    return {
      statusCode,
      message: message || fallback,
      ...(typeof v.error === 'string' ? { error: v.error } : {}),
    };
  }
  return { statusCode: 0, message: typeof value === 'string' && value ? value : fallback };
}
