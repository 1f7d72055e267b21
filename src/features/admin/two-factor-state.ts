// Where an operator's session stands with two-factor sign-in, from GET /admin/2fa or from an /admin answer's
// error code (the API's ADMIN_REFUSALS): the console shows the set-up, the code step or the page.
import { isApiError } from '@/lib/api-error';
import type { TwoFactorStatus } from './api';

export type GateStep = 'loading' | 'enrol' | 'code' | 'open' | 'failed';

export const TOTP_ENROLMENT_REQUIRED = 'TOTP_ENROLMENT_REQUIRED';
export const TOTP_REQUIRED = 'TOTP_REQUIRED';

export function stepOf(status: TwoFactorStatus): GateStep {
  if (!status.enrolled) return 'enrol';
  return status.sessionVerified ? 'open' : 'code';
}

/** The step an /admin call's refusal asks for, or null when the error is something else. */
export function stepForError(error: unknown): GateStep | null {
  if (!isApiError(error) || error.statusCode !== 403) return null;
  if (error.error === TOTP_ENROLMENT_REQUIRED) return 'enrol';
  if (error.error === TOTP_REQUIRED) return 'code';
  return null;
}
