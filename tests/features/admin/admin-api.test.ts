import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import {
  auditParams,
  dayBound,
  decidePayout,
  getAuditLog,
  getPayoutQueue,
  getVerifications,
  rejectVerification,
  stepForError,
  stepOf,
} from '@/features/admin';
import { toApiError } from '@/lib/api-error';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/admin'),
}));

useMswServer();

describe('two-factor steps', () => {
  test('the status decides: set-up, code step or the console', () => {
    expect(stepOf({ enrolled: false, sessionVerified: false, recoveryCodesLeft: 0 })).toBe('enrol');
    expect(stepOf({ enrolled: true, sessionVerified: false, recoveryCodesLeft: 10 })).toBe('code');
    expect(stepOf({ enrolled: true, sessionVerified: true, recoveryCodesLeft: 9 })).toBe('open');
  });

  test("an /admin refusal's code sends the operator back to the step it asks for; other errors do not", () => {
    const refusal = (error: string, statusCode = 403) => toApiError({ statusCode, message: 'm', error }, 'x');
    expect(stepForError(refusal('TOTP_ENROLMENT_REQUIRED'))).toBe('enrol');
    expect(stepForError(refusal('TOTP_REQUIRED'))).toBe('code');
    expect(stepForError(refusal('Forbidden'))).toBeNull();
    expect(stepForError(refusal('TOTP_REQUIRED', 422))).toBeNull();
    expect(stepForError(new Error('offline'))).toBeNull();
  });
});

describe('audit log filters', () => {
  test('days become the first and last instant of the UTC day; anything else is left out', () => {
    expect(dayBound('2026-11-02', false)).toBe('2026-11-02T00:00:00.000Z');
    expect(dayBound('2026-11-02', true)).toBe('2026-11-02T23:59:59.999Z');
    expect(dayBound('', true)).toBeUndefined();
    expect(dayBound('02/11/2026', false)).toBeUndefined();
  });

  test('the query carries only the set filters, the dates as instants, and the page as offset/limit', () => {
    expect(auditParams({ action: 'verification.approve', targetId: '', from: '2026-11-01' }, 3)).toEqual({
      action: 'verification.approve',
      fromDate: '2026-11-01T00:00:00.000Z',
      offset: 40,
      limit: 20,
    });
  });
});

describe('console calls', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-fan'), { path: '/' }));

  test('lists are read as pages and the queries sent as the API expects them', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/admin/verifications`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ status: 0, data: { data: [], total: 0 } });
      }),
      http.get(`${API}/admin/audit`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ status: 0, data: { data: [], total: 7 } });
      }),
    );
    await expect(getVerifications(2)).resolves.toEqual({ data: [], total: 0 });
    await expect(getAuditLog({ actorId: 'a'.repeat(24) }, 1)).resolves.toEqual({ data: [], total: 7 });
    expect(seen).toEqual(['?offset=20&limit=20', `?actorId=${'a'.repeat(24)}&offset=0&limit=20`]);
  });

  test("a rejection sends the reason and a refusal keeps the API's code for the gate", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/admin/verifications/:id/reject`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { statusCode: 403, error: 'TOTP_REQUIRED', message: 'Enter the code' },
          { status: 403 },
        );
      }),
    );
    const error: unknown = await rejectVerification('c1', 'Blurred selfie').catch((e: unknown) => e);
    expect(body).toEqual({ reason: 'Blurred selfie' });
    expect(stepForError(error)).toBe('code');
  });

  test('payout decisions carry the note and an Idempotency-Key; the queue filters by status', async () => {
    const seen: { url: string; key: string | null; body?: unknown }[] = [];
    server.use(
      http.get(`${API}/admin/payouts`, ({ request }) => {
        seen.push({ url: new URL(request.url).search, key: null });
        return HttpResponse.json({ status: 0, data: { data: [], total: 0 } });
      }),
      http.post(`${API}/admin/payouts/:id/:verb`, async ({ request, params }) => {
        seen.push({
          url: `${String(params.id)}/${String(params.verb)}`,
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        return HttpResponse.json({ status: 0, data: { payout: { status: 'done' } } });
      }),
    );
    await getPayoutQueue('pending', 1);
    await getPayoutQueue('', 2);
    await decidePayout('p1', 'done', 'Paid by transfer', 'key-1');
    expect(seen).toEqual([
      { url: '?status=pending&offset=0&limit=20', key: null },
      { url: '?offset=20&limit=20', key: null },
      { url: 'p1/done', key: 'key-1', body: { note: 'Paid by transfer' } },
    ]);
  });
});
