// Issue 23 moderation, the owner's side: a creator's own lists (studio) mark an item an operator hid
// (`hiddenByModeration`), the detail they own says so too, nobody else gets the field, and the owner is mailed
// once when an item of theirs is hidden (the same mail path as the ID review's decision).
import { login, makeApp, outboxFor, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { userId } from './helpers/feeds';

jest.setTimeout(120_000);

const KINDS = [
  { kind: 'feed', table: 'feeds', own: '/performer/feeds?limit=200', noun: 'post' },
  {
    kind: 'video',
    table: 'videos',
    own: '/performer/performer-assets/videos/search?limit=200',
    noun: 'video',
  },
  {
    kind: 'gallery',
    table: 'galleries',
    own: '/performer/performer-assets/galleries/search?limit=200',
    noun: 'gallery',
  },
  {
    kind: 'product',
    table: 'products',
    own: '/performer/performer-assets/products/search?limit=200',
    noun: 'product',
  },
] as const;

describe("an operator's hide, as the owner sees it", () => {
  let t: TestApp;
  let admin: string;
  let creator: string;
  let creatorId: string;
  let creatorEmail: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000 } });
    admin = (await enrolAdmin(t.app)).token;
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
    creatorEmail = (await t.app.repos.users.findById(creatorId))!.email!;
  });
  afterAll(() => t.close());

  type Item = { _id: string; hiddenByModeration?: boolean };
  const ownList = async (url: string) => {
    const res = await get(t.app, url, creator);
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Item[];
  };

  test.each(KINDS)(
    "the creator's own $kind list marks the hidden one, and only it",
    async ({ kind, table, own, noun }) => {
      const { id } = (await t.app.db
        .prepare(`SELECT id FROM ${table} WHERE performerId = ? AND status = 'active' LIMIT 1`)
        .get(creatorId)) as { id: string };
      const before = await ownList(own);
      expect(before.find((i) => i._id === id)).toMatchObject({ hiddenByModeration: false });
      const mailsBefore = (await outboxFor(t.app, creatorEmail)).length;

      const hide = await post(t.app, `/admin/moderation/${kind}/${id}/hide`, admin, { note: 'Spam links' });
      expect(hide.statusCode).toBe(200);
      const after = await ownList(own);
      expect(after.find((i) => i._id === id)).toMatchObject({ hiddenByModeration: true });
      expect(after.filter((i) => i.hiddenByModeration).map((i) => i._id)).toEqual([id]);

      // the owner is mailed once, with the note and where to find it
      // the outbox lists newest first
      const mails = (await outboxFor(t.app, creatorEmail)).slice(0, -mailsBefore || undefined);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toMatch(new RegExp(`^Your ${noun}.* was hidden on `));
      expect(mails[0].body).toContain('Spam links');
      expect(mails[0].body).toContain('Hidden by moderation');
      // hiding what is already hidden mails nobody again
      await post(t.app, `/admin/moderation/${kind}/${id}/hide`, admin, {});
      expect(await outboxFor(t.app, creatorEmail)).toHaveLength(mailsBefore + 1);

      await post(t.app, `/admin/moderation/${kind}/${id}/restore`, admin, {});
      expect((await ownList(own)).find((i) => i._id === id)).toMatchObject({ hiddenByModeration: false });
    },
  );

  test("the queue names the author; the owner's detail of a hidden post says so; a fan's lists never carry the field", async () => {
    const fan = await login(t.app, 'demo-fan');
    const { id } = (await t.app.db
      .prepare(
        "SELECT id FROM feeds WHERE performerId = ? AND status = 'active' AND isSchedule = 0 ORDER BY createdAt DESC LIMIT 1",
      )
      .get(creatorId)) as { id: string };
    const report = await post(t.app, '/reports', fan, {
      title: 'harassment or bullying',
      description: '',
      target: 'feed',
      targetId: id,
    });
    expect(report.statusCode).toBe(200);
    // the queue names the author's account, so the console can deactivate it
    const queued = (await get(t.app, '/admin/reports?status=open&target=feed', admin)).json().data.data as {
      report: { _id: string };
      preview: { authorId: string };
    }[];
    expect(queued.find((r) => r.report._id === report.json().data._id)?.preview.authorId).toBe(creatorId);
    await post(t.app, `/admin/moderation/feed/${id}/hide`, admin, {});
    const detail = await get(t.app, `/user/feeds/${id}`, creator);
    expect(detail.json().data).toMatchObject({ _id: id, hiddenByModeration: true });
    const fanFeed = (await get(t.app, '/user/feeds/search/demo-creator?limit=100', fan)).json().data
      .data as Item[];
    expect(fanFeed.length).toBeGreaterThan(0);
    expect(fanFeed.some((f) => 'hiddenByModeration' in f)).toBe(false);
    await post(t.app, `/admin/moderation/feed/${id}/restore`, admin, {});
  });
});
