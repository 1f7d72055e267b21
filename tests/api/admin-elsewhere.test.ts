// An operator's session on the fans' and creators' routes: refused or answered, never a failure (an operator's
// role must not reach a field whose schema knows only fans and creators).
import { makeApp, type TestApp } from './helpers/app';
import { enrolAdmin } from './helpers/admin';

jest.setTimeout(240_000);

test('every write route answers an operator without a 5xx', async () => {
  const t: TestApp = await makeApp({ config: { authRateLimitMax: 100_000 } });
  try {
    const { token } = await enrolAdmin(t.app);
    const creatorId = (await t.app.repos.users.findByLogin('demo-creator'))!.id;
    const feedId = (
      (await t.app.db.prepare('SELECT id FROM feeds WHERE performerId = ? LIMIT 1').get(creatorId)) as {
        id: string;
      }
    ).id;
    const failures: string[] = [];
    const routes = t.app.routeCatalog.filter(
      (r) => !r.url.startsWith('/socket.io') && !r.url.startsWith('/admin') && r.method !== 'GET',
    );
    const bodies = [
      {},
      { target: 'feed', targetId: feedId, title: 'harassment or bullying' },
      { text: 'hi' },
    ];
    for (const r of routes) {
      const url = r.url
        .replace(':performerId', creatorId)
        .replace(':type', 'feed')
        .replace(/:[a-zA-Z]+/g, feedId);
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url,
          payload,
          headers: { authorization: token, 'idempotency-key': `k-${Math.random()}` },
        });
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${r.method} ${url} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  } finally {
    await t.close();
  }
});
