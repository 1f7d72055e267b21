import { login, tinyJpeg, tinyMp4 } from './helpers/app';
import {
  DEMO_CLIP,
  fields,
  file,
  get,
  HOSTILE_NAMES,
  PROTECTED_PATH,
  sendForm,
  storedName,
} from './helpers/assets';
import { assetSuite } from './helpers/asset-suite';

const CREATE = '/performer/performer-assets/videos/upload';
const DAY = 86_400_000;
// Real clips go through ffprobe/ffmpeg (~0.3 s each).
jest.setTimeout(30_000);

describe('videos API', () => {
  let clock = Date.now();
  // remember: the clock moves days ahead in the schedule test.
  const s = assetSuite(
    { now: () => new Date(clock), config: { maxImageBytes: 100 * 1024, maxVideoBytes: 200 * 1024 } },
    true,
  );
  let otherId: string;
  beforeAll(async () => {
    otherId = (await s.app.repos.users.findByLogin('creator-01'))!.id;
  });

  const upload = (values: Record<string, string | string[]>, withFiles = true, token = s.creator) =>
    sendForm(s.app, 'POST', CREATE, token, [
      ...fields(values),
      ...(withFiles
        ? [
            file('video', DEMO_CLIP, 'clip.mp4', 'video/mp4'),
            file('thumbnail', s.jpeg, 'thumb.jpg', 'image/jpeg'),
          ]
        : []),
    ]);
  const stats = async () => (await get(s.app, '/performers/demo-creator')).json().data.stats;

  test('a creator uploads a video with tags, participants, teaser and thumbnail; totals follow', async () => {
    const before = (await stats()).totalVideos;
    const res = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({
        title: 'Beach day',
        description: 'Sun <b>and</b> sand',
        tags: ['beach', 'summer'],
        participantIds: otherId,
        status: 'active',
      }),
      file('video', DEMO_CLIP, 'clip.mp4', 'video/mp4'),
      file('teaser', DEMO_CLIP, 'teaser.mp4', 'video/mp4'),
      file('thumbnail', s.jpeg, 'thumb.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const v = res.json().data;
    expect(v).toMatchObject({
      title: 'Beach day',
      description: 'Sun <b>and</b> sand',
      slug: 'beach-day',
      tags: ['beach', 'summer'],
      status: 'active',
    });
    expect(v).toMatchObject({
      isSale: false,
      price: 0,
      isSchedule: false,
      participantIds: [otherId],
      processing: true,
    });
    expect(v.participants[0].username).toBe('creator-01');
    expect(v.performer.username).toBe('demo-creator');
    expect(v.video).toMatchObject({ type: 'video', status: 'processing' });
    expect(v.teaser.type).toBe('video-teaser');
    expect(v.thumbnail.type).toBe('video-thumbnail');
    expect((await stats()).totalVideos).toBe(before + 1);
    await s.app.media.idle();
    const view = (await get(s.app, `/performer/performer-assets/videos/${v._id}/view`, s.creator)).json()
      .data;
    expect(view.video).toMatchObject({
      status: 'finished',
      duration: expect.any(Number),
      width: 320,
      height: 180,
    });
    expect(view.video.url).toMatch(/\/files\/video\/[a-f0-9]+\.mp4\?exp=\d+&sig=[a-f0-9]{64}$/);
  });

  test('fans get 403 on creator endpoints; visitors 401', async () => {
    expect((await upload({ title: 'x' }, true, s.fan)).statusCode).toBe(403);
    expect((await get(s.app, '/performer/performer-assets/videos/search', s.fan)).statusCode).toBe(403);
    expect((await get(s.app, '/performer/performer-assets/videos/search')).statusCode).toBe(401);
    const del = await s.app.inject({
      method: 'DELETE',
      url: `/performer/performer-assets/videos/${'a'.repeat(24)}`,
      headers: { authorization: s.fan },
    });
    expect(del.statusCode).toBe(403);
  });

  test('an unverified creator cannot upload', async () => {
    const unverified = await login(s.app, 'incomplete-creator');
    const res = await upload({ title: 'Nope' }, true, unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your ID documents are not verified yet! You could not post any content right now.',
    );
  });

  test.each([
    ['negative price', { title: 'a', isSale: 'true', price: '-1' }, 'price must be >= 0'],
    ['missing title', { description: 'x' }, 'title is required'],
    ['bad status', { title: 'a', status: 'published' }, 'status must be one of: active, inactive'],
    [
      'schedule in the past',
      { title: 'a', isSchedule: 'true', scheduledAt: '2001-01-01T00:00:00Z' },
      'The scheduled date must be in the future',
    ],
    [
      'participant not a creator',
      { title: 'a', participantIds: 'b'.repeat(24) },
      `participantIds: ${'b'.repeat(24)} is not a creator`,
    ],
  ])('validation: %s → 400', async (_name, values, message) => {
    const res = await upload(values as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  test('an unknown field or file is dropped, never refused nor stored (issue 20 item 9)', async () => {
    const res = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'With extras', foo: 'bar' }),
      file('video', DEMO_CLIP),
      file('avatar', s.jpeg),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('foo');
    const video = (await s.app.repos.videos.findOwned(res.json().data._id, res.json().data.performerId))!;
    expect([video.thumbnailId, video.teaserId]).toEqual([null, null]);
  });

  test('the video file is required, typed by content and size-limited', async () => {
    const missing = await upload({ title: 'No file' }, false);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please upload a video file (field video)');
    const wrongType = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'x' }),
      file('video', s.jpeg, 'a.mp4', 'video/mp4'),
    ]);
    expect(wrongType.statusCode).toBe(415);
    const badThumb = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'x' }),
      file('video', DEMO_CLIP, 'a.mp4'),
      file('thumbnail', tinyMp4(), 'a.jpg', 'image/jpeg'),
    ]);
    expect(badThumb.statusCode).toBe(415);
    const bigThumb = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'x' }),
      file('video', DEMO_CLIP),
      file('thumbnail', Buffer.alloc(150 * 1024, 1)),
    ]);
    expect(bigThumb.statusCode).toBe(413);
    const bigVideo = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'x' }),
      file('video', Buffer.concat([DEMO_CLIP, Buffer.alloc(250 * 1024)])),
    ]);
    expect(bigVideo.statusCode).toBe(413);
    const twice = await sendForm(s.app, 'POST', CREATE, s.creator, [
      ...fields({ title: 'x' }),
      file('video', DEMO_CLIP),
      file('video', DEMO_CLIP),
    ]);
    expect(twice.json()).toMatchObject({ statusCode: 400, message: ['Send one video file only'] });
  });

  test('hostile file names never reach the stored name', async () => {
    for (const name of HOSTILE_NAMES.slice(0, 5)) {
      const res = await sendForm(s.app, 'POST', CREATE, s.creator, [
        ...fields({ title: 'Hostile', status: 'inactive' }),
        file('video', DEMO_CLIP, name),
      ]);
      expect(res.statusCode).toBe(200);
      const v = res.json().data;
      expect(storedName(v.video.url)).toMatch(/^[a-f0-9]{32}\.mp4$/);
      expect(v.video.name).not.toMatch(/[/\\]/);
    }
  });

  describe('per-viewer access', () => {
    let free: { _id: string; video: { url: string } };
    let sale: { _id: string };
    beforeAll(async () => {
      free = (await upload({ title: 'Subscribers only' })).json().data;
      sale = (await upload({ title: 'Pay per view', isSale: 'true', price: '4.99' })).json().data;
      await s.app.media.idle();
      free = (await get(s.app, `/performer/performer-assets/videos/${free._id}/view`, s.creator)).json().data;
    });

    test('a subscribed fan gets a working signed URL', async () => {
      const v = (await get(s.app, `/performer-assets/videos/${free._id}`, s.fan)).json().data;
      expect(v).toMatchObject({ isSubscribed: true, canView: true });
      expect(v.video.url).toMatch(/sig=/);
      const served = await s.app.inject({ method: 'GET', url: v.video.url.replace('http://api.test', '') });
      expect(served.statusCode).toBe(200);
      const unsigned = await s.app.inject({
        method: 'GET',
        url: v.video.url.replace('http://api.test', '').split('?')[0],
      });
      expect(unsigned.statusCode).toBe(403);
    });

    test('visitors, other creators and unpaid fans get no media URL', async () => {
      const original = storedName(free.video.url);
      for (const token of [null, s.other]) {
        const res = await get(s.app, `/performer-assets/videos/${free._id}`, token);
        const v = res.json().data;
        expect(v.canView).toBe(false);
        expect(v.video.url).toBeNull();
        expect(v.thumbnail.url).toMatch(/\/files\/video-thumbnail\//);
        expect(res.body).not.toMatch(PROTECTED_PATH);
        expect(res.body).not.toContain(original.split('.')[0]);
      }
      const paid = await get(s.app, `/performer-assets/videos/${sale._id}`, s.fan);
      expect(paid.json().data).toMatchObject({
        isSale: true,
        price: 4.99,
        isBought: false,
        isSubscribed: true,
        canView: false,
      });
      expect(paid.json().data.video.url).toBeNull();
      expect(paid.body).not.toMatch(PROTECTED_PATH);
      expect(
        (await get(s.app, `/performer-assets/videos/${sale._id}`, s.creator)).json().data.video.url,
      ).toMatch(/sig=/);
    });

    test('the status endpoint answers per viewer', async () => {
      const fileId = (free as unknown as { fileId: string }).fileId;
      const path = `/performer-assets/videos/${free._id}/file/${fileId}/status`;
      expect((await get(s.app, path, s.fan)).json().data).toMatchObject({
        _id: fileId,
        status: 'finished',
        url: expect.stringMatching(/sig=/),
      });
      expect((await get(s.app, path)).json().data).toMatchObject({ status: 'finished', url: null });
      expect(
        (await get(s.app, `/performer-assets/videos/${free._id}/file/${'c'.repeat(24)}/status`, s.fan))
          .statusCode,
      ).toBe(404);
    });
  });

  test('inactive and scheduled videos are hidden from everyone but the owner', async () => {
    const inactive = (await upload({ title: 'Draft cut', status: 'inactive' })).json().data;
    const when = new Date(clock + 2 * DAY).toISOString();
    const scheduled = (await upload({ title: 'Premiere', isSchedule: 'true', scheduledAt: when })).json()
      .data;
    expect(scheduled).toMatchObject({ isSchedule: true, scheduledAt: when });
    for (const id of [inactive._id, scheduled._id]) {
      expect((await get(s.app, `/performer-assets/videos/${id}`, s.fan)).statusCode).toBe(404);
      expect((await get(s.app, `/performer-assets/videos/${id}`, s.creator)).statusCode).toBe(200);
    }
    const ids = async () =>
      (await get(s.app, '/performer-assets/videos/search?limit=200', s.fan))
        .json()
        .data.data.map((v: { _id: string }) => v._id);
    expect(await ids()).not.toEqual(expect.arrayContaining([inactive._id]));
    expect(await ids()).not.toContain(scheduled._id);
    const own = (await get(s.app, '/performer/performer-assets/videos/search?limit=200', s.creator))
      .json()
      .data.data.map((v: { _id: string }) => v._id);
    expect(own).toEqual(expect.arrayContaining([inactive._id, scheduled._id]));
    clock += 3 * DAY;
    expect(await ids()).toContain(scheduled._id);
    expect((await get(s.app, `/performer-assets/videos/${scheduled.slug}`, s.fan)).statusCode).toBe(200);
  });

  test('public search filters by creator, keyword, sale and excludedId', async () => {
    const a = (await upload({ title: 'Zebra crossing' })).json().data;
    const b = (await upload({ title: 'Zebra stripes', isSale: 'true', price: '2' })).json().data;
    const search = async (qs: string) =>
      (await get(s.app, `/performer-assets/videos/search?${qs}`))
        .json()
        .data.data.map((v: { _id: string }) => v._id);
    // The test clock stands still: both share createdAt, so only the set is compared.
    expect((await search('q=zebra')).sort()).toEqual([a._id, b._id].sort());
    expect(await search(`q=zebra&excludedId=${a._id}`)).toEqual([b._id]);
    expect(await search('q=zebra&isSale=true')).toEqual([b._id]);
    expect(await search(`q=zebra&performerId=${otherId}`)).toEqual([]);
  });

  test('edit replaces files, remove-file drops the teaser; other creators get 404', async () => {
    const v = (
      await sendForm(s.app, 'POST', CREATE, s.creator, [
        ...fields({ title: 'Editable' }),
        file('video', DEMO_CLIP),
        file('teaser', DEMO_CLIP),
        file('thumbnail', s.jpeg),
      ])
    ).json().data;
    const oldThumb = v.thumbnail.url.replace('http://api.test', '');
    const edit = (token: string, parts = fields({ title: 'Edited', tags: '["a","b"]' })) =>
      sendForm(s.app, 'PUT', `/performer/performer-assets/videos/edit/${v._id}`, token, parts);
    expect((await edit(s.other)).statusCode).toBe(404);
    const res = await edit(s.creator, [
      ...fields({ title: 'Edited', tags: '["a","b"]', isSale: 'true', price: '3.5' }),
      file('thumbnail', await tinyJpeg()),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Edited', tags: ['a', 'b'], isSale: true, price: 3.5 });
    expect(res.json().data.thumbnailId).not.toBe(v.thumbnailId);
    expect((await s.app.inject({ method: 'GET', url: oldThumb })).statusCode).toBe(404);
    const past = await edit(s.creator, fields({ isSchedule: 'true', scheduledAt: '2020-01-01T00:00:00Z' }));
    expect(past.statusCode).toBe(400);
    const removeUrl = `/performer/performer-assets/videos/remove-file/${v._id}`;
    const removeFile = (type: string) =>
      s.app.inject({
        method: 'DELETE',
        url: removeUrl,
        headers: { authorization: s.creator },
        payload: { type },
      });
    const removed = await removeFile('teaser');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ teaser: null, teaserId: '' });
    expect((await removeFile('video')).statusCode).toBe(400);
  });

  test('likes, bookmarks and deletion (files, reactions and totals go too)', async () => {
    const v = (await upload({ title: 'Short lived' })).json().data;
    const react = (action: string, method: 'POST' | 'DELETE' = 'POST') =>
      s.app.inject({
        method,
        url: '/reactions',
        headers: { authorization: s.fan },
        payload: { objectId: v._id, objectType: 'video', action },
      });
    expect((await react('like')).statusCode).toBe(200);
    expect((await react('bookmark')).statusCode).toBe(200);
    const seen = (await get(s.app, `/performer-assets/videos/${v._id}`, s.fan)).json().data;
    expect(seen).toMatchObject({
      isLiked: true,
      isBookmarked: true,
      isBookMarked: true,
      stats: { likes: 1, bookmarks: 1 },
    });
    const list = (await get(s.app, '/reactions/videos/bookmark', s.fan)).json().data;
    expect(list.data[0]).toMatchObject({
      objectId: v._id,
      objectType: 'video',
      action: 'bookmark',
      objectInfo: { _id: v._id, title: 'Short lived' },
    });
    expect((await react('like', 'DELETE')).statusCode).toBe(200);
    expect((await get(s.app, `/performer-assets/videos/${v._id}`, s.fan)).json().data.stats.likes).toBe(0);
    const comment = (token: string) =>
      s.app.inject({
        method: 'POST',
        url: '/comments',
        headers: { authorization: token },
        payload: { objectId: v._id, objectType: 'video', content: 'Nice!' },
      });
    expect((await comment(s.fan)).statusCode).toBe(200);
    const refused = await comment(s.other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have access to comment on this item');
    expect((await get(s.app, `/performer-assets/videos/${v._id}`, s.fan)).json().data.stats.comments).toBe(1);

    const before = (await stats()).totalVideos;
    const del = (token: string) =>
      s.app.inject({
        method: 'DELETE',
        url: `/performer/performer-assets/videos/${v._id}`,
        headers: { authorization: token },
      });
    expect((await del(s.other)).statusCode).toBe(404);
    expect((await del(s.creator)).statusCode).toBe(200);
    expect((await get(s.app, `/performer-assets/videos/${v._id}`, s.creator)).statusCode).toBe(404);
    expect(
      (await s.app.inject({ method: 'GET', url: v.thumbnail.url.replace('http://api.test', '') })).statusCode,
    ).toBe(404);
    expect((await stats()).totalVideos).toBe(before - 1);
    expect((await s.app.repos.comments.list('video', v._id, 0, 10)).total).toBe(0);
    expect(
      await s.app.repos.reactions.exists({
        action: 'bookmark',
        objectType: 'video',
        objectId: v._id,
        createdBy: (await s.app.repos.users.findByLogin('demo-fan'))!.id,
      }),
    ).toBe(false);
  });
});
