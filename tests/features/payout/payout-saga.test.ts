// The payout saga against msw: the form's numbers, a new request with its intent key, the API's refusal kept
// word for word, the settings read and saved.
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { startSaga } from '../saga-store';
import { payoutSaga } from '@/features/payout/payout-saga';
import {
  bankingSaveRequested,
  payoutFormRequested,
  payoutRequested,
  payoutSettingsRequested,
} from '@/features/payout/payout-slice';
import { EMPTY_BANKING } from '@/features/payout/types';
import { setClientEnv } from '@/config/env';

useMswServer();
const ok = (data: unknown) => HttpResponse.json({ status: 0, data });

beforeEach(() => {
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
});

test('the form reads whether a request may be made and the numbers behind it', async () => {
  server.use(
    http.get(`${API}/payout-requests/check/pending-review`, () => ok(true)),
    http.post(`${API}/payout-requests/calculate`, () =>
      ok({ totalEarnedTokens: 120, previousPaidOutTokens: 20, remainingUnpaidTokens: 100 }),
    ),
  );
  const r = startSaga(payoutSaga);
  r.store.dispatch(payoutFormRequested());
  await r.waitFor('payout/payoutFormLoaded');
  expect(r.store.getState().payout.form).toMatchObject({
    canRequest: true,
    stats: { totalEarned: 120, paidOut: 20, balance: 100 },
  });
  r.stop();
});

test('a request carries its intent key; a refusal keeps the API message', async () => {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${API}/payout-requests`, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return keys.length === 1
        ? HttpResponse.json({ statusCode: 404, message: 'Missing banking information' }, { status: 404 })
        : ok({ _id: 'p1', requestTokens: 60, paymentAccountType: 'banking', status: 'pending' });
    }),
  );
  const r = startSaga(payoutSaga);
  const input = { requestTokens: 60, paymentAccountType: 'banking' as const, requestNote: '' };
  r.store.dispatch(payoutRequested({ input, intentKey: 'payout-1' }));
  await r.waitFor('payout/payoutFailed');
  expect(r.store.getState().payout.form.error).toBe('Missing banking information');
  r.store.dispatch(payoutRequested({ input, intentKey: 'payout-2' }));
  await r.waitFor('payout/payoutSent');
  expect(keys).toEqual(['payout-1', 'payout-2']);
  expect(r.store.getState().payout.requests.items[0]).toMatchObject({ _id: 'p1', status: 'pending' });
  expect(r.store.getState().payout.form.canRequest).toBe(false);
  r.stop();
});

test('settings are read together and saved one by one', async () => {
  let saved: unknown = null;
  server.use(
    http.get(`${API}/performers/banking-settings`, () => ok(null)),
    http.get(`${API}/performers/payment-gateway-settings`, () =>
      ok({ key: 'paypal', value: { email: 'me@example.com', phoneNumber: '' } }),
    ),
    http.put(`${API}/performers/banking-settings`, async ({ request }) => {
      saved = await request.json();
      return ok(saved);
    }),
  );
  const r = startSaga(payoutSaga);
  r.store.dispatch(payoutSettingsRequested());
  await r.waitFor('payout/payoutSettingsLoaded');
  expect(r.store.getState().payout.settings).toMatchObject({
    banking: null,
    paypal: { email: 'me@example.com' },
  });
  r.store.dispatch(
    bankingSaveRequested({
      intentKey: 'bank-1',
      values: { ...EMPTY_BANKING, firstName: 'D', lastName: 'C', bankAccount: 'DE00' },
    }),
  );
  await r.waitFor('payout/payoutSettingsSaved');
  expect(saved).toMatchObject({ firstName: 'D', bankAccount: 'DE00' });
  expect(r.store.getState().payout.settings).toMatchObject({ saved: 1, banking: { bankAccount: 'DE00' } });
  r.stop();
});
