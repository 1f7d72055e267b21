// Issue 23 moderation: an operator hides a reported item and it leaves every visitor list, search and detail
// route at once (its owner still sees it); restored, it comes back; a report is dismissed with a note; each
// decision is audited.
import { login, makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { userId } from './helpers/feeds';

jest.setTimeout(120_000);

describe('operator moderation', () => {
  let t: TestApp;
  let admin: string;
  let fan: string;
  let creator: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
    fan = await login(t.app, 'demo-fan');
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterAll(() => t.close());

  const ids = (res: { json(): { data: { data: { _id: string }[] } } }) =>
    res.json().data.data.map((f) => f._id);
  const fileReport = async (target: string, targetId: string) => {
    const res = await post(t.app, '/reports', fan, {
      title: 'harassment or bullying',
      description: 'Fake giveaway',
      target,
      targetId,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as string;
  };

  test('a hidden post leaves the home feed, the profile feed, search and its detail route; restored, it is back', async () => {
    const feed = (await t.app.db
      .prepare(
        "SELECT id, text FROM feeds WHERE performerId = ? AND status = 'active' AND isSchedule = 0 ORDER BY createdAt DESC LIMIT 1",
      )
      .get(creatorId)) as { id: string; text: string };
    const word = feed.text.split(/\s+/).find((w) => w.length > 3) ?? '';
    const lists = () => [
      '/user/feeds?isHome=true&limit=100',
      `/user/feeds/search/demo-creator?limit=100`,
      `/user/feeds?q=${encodeURIComponent(word)}&limit=100`,
    ];
    for (const url of lists())
      expect({ url, has: ids(await get(t.app, url, fan)).includes(feed.id) }).toEqual({ url, has: true });
    expect((await get(t.app, `/user/feeds/${feed.id}`, fan)).statusCode).toBe(200);

    const reportId = await fileReport('feed', feed.id);
    const queued = (await get(t.app, '/admin/reports?status=open&target=feed', admin)).json().data.data;
    expect(queued.find((r: { report: { _id: string } }) => r.report._id === reportId)).toMatchObject({
      status: 'open',
      preview: {
        exists: true,
        hidden: false,
        authorUsername: 'demo-creator',
        excerpt: feed.text.slice(0, 200),
      },
    });

    const hidden = await post(t.app, `/admin/moderation/feed/${feed.id}/hide`, admin, { note: 'Scam' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ kind: 'feed', id: feed.id, hidden: true });
    for (const url of lists())
      expect({ url, has: ids(await get(t.app, url, fan)).includes(feed.id) }).toEqual({ url, has: false });
    expect((await get(t.app, `/user/feeds/${feed.id}`, fan)).statusCode).toBe(404);
    expect((await get(t.app, `/user/feeds/${feed.id}`, null)).statusCode).toBe(404);
    // its owner still sees it (and can edit or delete it)
    expect((await get(t.app, `/user/feeds/${feed.id}`, creator)).statusCode).toBe(200);
    // hiding decided the report
    const decided = (await get(t.app, '/admin/reports?target=feed', admin)).json().data.data;
    expect(decided.find((r: { report: { _id: string } }) => r.report._id === reportId)).toMatchObject({
      status: 'actioned',
      decisionNote: 'Scam',
      preview: { hidden: true },
    });

    expect(
      (await post(t.app, `/admin/moderation/feed/${feed.id}/restore`, admin, {})).json().data.hidden,
    ).toBe(false);
    for (const url of lists())
      expect({ url, has: ids(await get(t.app, url, fan)).includes(feed.id) }).toEqual({ url, has: true });
    expect((await get(t.app, `/user/feeds/${feed.id}`, fan)).statusCode).toBe(200);

    const audit = (await get(t.app, `/admin/audit?targetKind=feed&targetId=${feed.id}`, admin)).json().data;
    expect(
      audit.data.map((r: { action: string; before: unknown; after: unknown; note: string }) => [
        r.action,
        r.before,
        r.after,
        r.note,
      ]),
    ).toEqual([
      ['feed.restore', { hidden: true, hiddenAt: expect.any(String) }, { hidden: false, hiddenAt: null }, ''],
      [
        'feed.hide',
        { hidden: false, hiddenAt: null },
        { hidden: true, hiddenAt: expect.any(String) },
        'Scam',
      ],
    ]);
  });

  test("a hidden video leaves the creator's list and its detail route", async () => {
    const video = (await t.app.db
      .prepare("SELECT id FROM videos WHERE performerId = ? AND status = 'active' AND isSchedule = 0 LIMIT 1")
      .get(creatorId)) as { id: string };
    const listUrl = `/performer-assets/videos/search?performerId=${creatorId}&limit=100`;
    expect(ids(await get(t.app, listUrl, fan))).toContain(video.id);
    expect((await post(t.app, `/admin/moderation/video/${video.id}/hide`, admin, {})).statusCode).toBe(200);
    expect(ids(await get(t.app, listUrl, fan))).not.toContain(video.id);
    expect((await get(t.app, `/performer-assets/videos/${video.id}`, fan)).statusCode).toBe(404);
    await post(t.app, `/admin/moderation/video/${video.id}/restore`, admin, {});
    expect((await get(t.app, `/performer-assets/videos/${video.id}`, fan)).statusCode).toBe(200);
  });

  test('a report is dismissed with a note (required), audited; an unknown item or report is 404', async () => {
    const feedId = (
      (await t.app.db.prepare('SELECT id FROM feeds WHERE performerId = ? LIMIT 1').get(creatorId)) as {
        id: string;
      }
    ).id;
    const reportId = await fileReport('feed', feedId);
    expect((await post(t.app, `/admin/reports/${reportId}/dismiss`, admin, {})).statusCode).toBe(400);
    const res = await post(t.app, `/admin/reports/${reportId}/dismiss`, admin, { note: 'Not a scam' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'dismissed', decisionNote: 'Not a scam' });
    const audit = (await get(t.app, `/admin/audit?targetKind=report&targetId=${reportId}`, admin)).json()
      .data;
    expect(audit.data[0]).toMatchObject({ action: 'report.dismiss', note: 'Not a scam' });
    expect(
      (await post(t.app, '/admin/reports/0123456789abcdef01234567/dismiss', admin, { note: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/admin/moderation/post/0123456789abcdef01234567/hide', admin, {})).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, '/admin/moderation/feed/0123456789abcdef01234567/hide', admin, {})).statusCode,
    ).toBe(404);
  });
});
