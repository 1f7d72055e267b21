// The operator console's calls (issue 23), one per /admin route, typed by the API's answer schemas. The console
// talks to our own API only, so its answers are used as they come (no lenient mapping as for the original API).
import type { Static } from 'typebox';
import { get, post, setParams, unwrap, type ListData } from '@/lib/http-client';
import type {
  AuditEntryJson,
  AuditQuery,
  PayoutQueueItemJson,
  PersonSummaryJson,
  RecoveryCodesJson,
  TwoFactorEnrolmentJson,
  TwoFactorStatusJson,
  VerificationJson,
} from '@api/schemas/admin';

export type TwoFactorStatus = TwoFactorStatusJson;
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolmentJson>;
export type Verification = VerificationJson;
export type AuditEntry = AuditEntryJson;
export type PersonSummary = PersonSummaryJson;
/** The audit log's filters as the page keeps them (dates as yyyy-mm-dd, from the date inputs). */
export type AuditFilters = Pick<AuditQuery, 'actorId' | 'action' | 'targetKind' | 'targetId'> & {
  from?: string;
  to?: string;
};

export const ADMIN_PAGE_SIZE = 20;

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return unwrap(get<TwoFactorStatusJson>('/admin/2fa'));
}

export function startTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  return unwrap(post<TwoFactorEnrolment>('/admin/2fa/enrol'));
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  return (await unwrap(post<Static<typeof RecoveryCodesJson>>('/admin/2fa/confirm', { code }))).recoveryCodes;
}

/** The login's second step: the app's code, or a recovery code (whichever the operator typed). */
export function verifyTwoFactor(
  input: { code: string } | { recoveryCode: string },
): Promise<TwoFactorStatus> {
  return unwrap(post<TwoFactorStatusJson>('/admin/2fa/verify', input));
}

export function getVerifications(page: number): Promise<ListData<Verification>> {
  return unwrap(
    get<ListData<Verification>>('/admin/verifications', {
      offset: (page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
    }),
  );
}

export function approveVerification(id: string, note = ''): Promise<PersonSummary> {
  return unwrap(post<PersonSummary>(`/admin/verifications/${encodeURIComponent(id)}/approve`, { note }));
}

export function rejectVerification(id: string, reason: string): Promise<PersonSummary> {
  return unwrap(post<PersonSummary>(`/admin/verifications/${encodeURIComponent(id)}/reject`, { reason }));
}

/** A day of the date inputs as the API's instant: from its first millisecond, or to its last (UTC days). */
export function dayBound(day: string | undefined, end: boolean): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

export function auditParams(filters: AuditFilters, page: number) {
  const { from, to, ...rest } = filters;
  return setParams({
    ...rest,
    fromDate: dayBound(from, false),
    toDate: dayBound(to, true),
    offset: (page - 1) * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE,
  });
}

export function getAuditLog(filters: AuditFilters, page: number): Promise<ListData<AuditEntry>> {
  return unwrap(get<ListData<AuditEntry>>('/admin/audit', auditParams(filters, page)));
}

export type PayoutQueueItem = PayoutQueueItemJson;
export type PayoutDecision = 'approve' | 'reject' | 'done';
export type PayoutStatus = PayoutQueueItemJson['payout']['status'];

export function getPayoutQueue(status: PayoutStatus | '', page: number): Promise<ListData<PayoutQueueItem>> {
  return unwrap(
    get<ListData<PayoutQueueItem>>(
      '/admin/payouts',
      setParams({ status, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }),
    ),
  );
}

/** A money decision: the same service as `npm run payouts`, sent once per intent (Idempotency-Key). */
export function decidePayout(
  id: string,
  decision: PayoutDecision,
  note: string,
  idempotencyKey: string,
): Promise<PayoutQueueItem> {
  return unwrap(
    post<PayoutQueueItem>(
      `/admin/payouts/${encodeURIComponent(id)}/${decision}`,
      { note },
      { idempotencyKey },
    ),
  );
}
