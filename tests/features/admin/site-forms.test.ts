// The console's money and site forms (issue 23): what each form checks before it sends, the JSON a setting's
// draft becomes, the dashboard's periods, and a refund sent with its Idempotency-Key.
import { http, HttpResponse } from 'msw';
import { API } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { checkCoupon, labelOf, pageProblems, periodOf, refund, toDraft, toValue } from '@/features/admin';

useMswServer();

describe('new coupon form', () => {
  const draft = { code: 'SPRING_24', percent: '12.5', uses: '50', perFan: '0', expires: '' };
  test('a valid draft becomes the API body: the percentage as a fraction', () => {
    expect(checkCoupon(draft, '2026-01-01')).toEqual({
      problems: {},
      body: { code: 'SPRING_24', value: 0.125, numberOfUses: 50, perFanUses: 0 },
    });
    expect(checkCoupon({ ...draft, expires: '2026-02-01' }, '2026-01-01').body.expires).toBe('2026-02-01');
  });
  test('each wrong field says what it takes', () => {
    const { problems } = checkCoupon(
      { code: 'a b', percent: '100', uses: '0', perFan: '-1', expires: '2025-12-31' },
      '2026-01-01',
    );
    expect(Object.keys(problems).sort()).toEqual(['code', 'expires', 'perFan', 'percent', 'uses']);
    expect(checkCoupon({ ...draft, percent: '1e1' }, '2026-01-01').problems.percent).toBeTruthy();
    expect(checkCoupon({ ...draft, uses: '2.5' }, '2026-01-01').problems.uses).toBeTruthy();
  });
});

describe('a setting draft', () => {
  test('numbers, flags and countries become JSON of their kind; loose numbers are refused here', () => {
    expect(toValue('money', '2.95')).toEqual({ value: 2.95 });
    expect(toValue('count', '7')).toEqual({ value: 7 });
    expect(toValue('money', '1e3')).toHaveProperty('problem');
    expect(toValue('fraction', '')).toHaveProperty('problem');
    expect(toValue('flag', true)).toEqual({ value: true });
    expect(toValue('countries', ['DE', 'FR'])).toEqual({ value: ['DE', 'FR'] });
    expect(toValue('text', 'Club')).toEqual({ value: 'Club' });
    expect(toDraft('flag', 'yes')).toBe(false);
    expect(toDraft('countries', null)).toEqual([]);
    expect(toDraft('money', 10)).toBe('10');
    expect(labelOf('maximumTipPrice')).toBe('Maximum tip price');
  });
});

test('a CMS page needs a title, a slug of lower-case words and a whole order', () => {
  const ok = { title: 'Rules', slug: 'house-rules', shortDescription: '', ordering: '0', content: '' };
  expect(pageProblems(ok)).toEqual({});
  expect(Object.keys(pageProblems({ ...ok, title: ' ', slug: 'House Rules', ordering: '-1' })).sort()).toEqual([
    'ordering',
    'slug',
    'title',
  ]);
  expect(pageProblems({ ...ok, slug: 'a--b' }).slug).toBeTruthy();
});

test('the dashboard periods end today (UTC) and count today in', () => {
  const now = Date.parse('2026-03-10T23:30:00Z');
  expect(periodOf(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10', days: 7 });
  expect(periodOf(30, now).from).toBe('2026-02-09');
});

test('a refund is a money POST: its Idempotency-Key goes with it', async () => {
  let key: string | null = null;
  let url = '';
  server.use(
    http.post(`${API}/admin/refunds/:kind/:id`, ({ request }) => {
      key = request.headers.get('idempotency-key');
      url = new URL(request.url).pathname;
      return HttpResponse.json({
        status: 0,
        data: {
          kind: 'purchase',
          id: 'a'.repeat(24),
          status: 'refunded',
          fanId: 'f',
          performerId: 'c',
          amount: 20,
          fromPerformer: 16,
          fromPlatform: 4,
          subscriptionEnded: false,
        },
      });
    }),
  );
  const done = await refund('purchase', 'a'.repeat(24), 'Goodwill', 'intent-1.abc');
  expect(done.amount).toBe(20);
  expect(key).toBe('intent-1.abc');
  expect(url).toBe(`/admin/refunds/purchase/${'a'.repeat(24)}`);
});
