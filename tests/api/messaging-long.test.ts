// Issue 11: a conversation of 10 000 messages (seeded by the script) opens fast — its first page and a page
// 1 000 messages back read through the (conversationId, seq) index, well within 150 ms of server time.
import { runSeedMessagesCli } from '@api/cli/seed-messages';
import { login, makeApp, type TestApp } from './helpers/app';

jest.setTimeout(120_000);

describe('a long conversation', () => {
  let t: TestApp;
  let conversationId = '';
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000 } });
    const lines: string[] = [];
    expect(await runSeedMessagesCli(['--count', '10000'], t.dataDir, (l) => lines.push(l))).toBe(0);
    conversationId = /conversation ([a-f0-9]{24})/.exec(lines.join('\n'))![1];
  });
  afterAll(() => t.close());

  test('first page and 1 000 back, timed on the server; the query uses the index', async () => {
    const fan = await login(t.app, 'demo-fan');
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/messages/conversations/${conversationId}?${query}`,
        headers: { authorization: fan },
      });
    await get('limit=25'); // warm-up (statement cache)
    const timed = async (query: string) => {
      const start = process.hrtime.bigint();
      const res = await get(query);
      return { res, ms: Number(process.hrtime.bigint() - start) / 1e6 };
    };
    const first = await timed('offset=0&limit=25');
    expect(first.res.json().data.total).toBe(10_000);
    expect(first.res.json().data.data[0].text).toBe('Message 10000 of 10000');
    const back = await timed('offset=975&limit=25');
    expect(back.res.json().data.data[0].text).toBe('Message 9025 of 10000');
    console.info(
      `10 000 messages: first page ${first.ms.toFixed(1)} ms, 1 000 back ${back.ms.toFixed(1)} ms`,
    );
    expect(first.ms).toBeLessThan(150);
    expect(back.ms).toBeLessThan(150);
    const plan = (await t.app.db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT * FROM messages WHERE conversationId = ? ORDER BY seq DESC LIMIT 25',
      )
      .all(conversationId)) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('messages_conversation');
  });
});
