// Issue 20 item 19 (API): the conversation list follows deletes (both sides' preview is the newest message
// still there, "Message deleted" when none is), and a conversation joins the list with its first message, so a
// fan who opens one with a creator they cannot write to does not get an empty entry.
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { money, newFan } from './helpers/money';

jest.setTimeout(60_000);

describe('conversation list', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let creator: string;
  let creatorId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 1000, messageRateMax: 1000 } });
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    creatorId = await userId(t.app, 'demo-creator');
  });
  afterAll(() => t.close());

  const send = (token: string, id: string, text: string) =>
    m.post(`/messages/conversations/${id}`, token, { text });
  const del = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/messages/${id}`, headers: { authorization: token } });
  const listed = async (token: string) =>
    (await m.get('/conversations?offset=0&limit=25', token)).json().data as {
      data: { _id: string; lastMessage: string; lastSenderId: string | null }[];
      total: number;
    };
  const entry = async (token: string, id: string) => (await listed(token)).data.find((c) => c._id === id);

  test('a delete moves both sides’ preview to the newest message still there', async () => {
    const fan = await newFan(t.app, 'delprev');
    const id = (await m.post('/conversations', creator, { source: 'user', sourceId: fan.id })).json().data
      ._id as string;
    await send(creator, id, 'first words');
    const second = (await send(creator, id, 'a secret typed by mistake')).json().data._id as string;
    expect((await entry(fan.token, id))?.lastMessage).toBe('a secret typed by mistake');

    expect((await del(creator, second)).statusCode).toBe(200);
    for (const token of [creator, fan.token]) {
      expect(await entry(token, id)).toMatchObject({ lastMessage: 'first words', lastSenderId: creatorId });
      expect((await m.get(`/conversations/${id}`, token)).json().data.lastMessage).toBe('first words');
    }
  });

  test('when every message is deleted the preview says so, never the text', async () => {
    const fan = await newFan(t.app, 'delall');
    const id = (await m.post('/conversations', creator, { source: 'user', sourceId: fan.id })).json().data
      ._id as string;
    const only = (await send(creator, id, 'gone soon')).json().data._id as string;
    await del(creator, only);
    for (const token of [creator, fan.token])
      expect((await entry(token, id))?.lastMessage).toBe('Message deleted');
  });

  test('an empty conversation is not listed; it joins the list with its first message', async () => {
    const stranger = await newFan(t.app, 'nosubls');
    const open = (
      await m.post('/conversations', stranger.token, { source: 'performer', sourceId: creatorId })
    ).json().data;
    expect(open).toMatchObject({ isSubscribed: false });
    expect(await listed(stranger.token)).toEqual({ data: [], total: 0 });
    expect(await entry(creator, open._id)).toBeUndefined();
    // the conversation itself opens (the composer shows the subscribe notice)
    expect((await m.get(`/conversations/${open._id}`, stranger.token)).statusCode).toBe(200);

    await send(creator, open._id, 'Welcome! Subscribe to chat.');
    expect(await entry(stranger.token, open._id)).toMatchObject({
      lastMessage: 'Welcome! Subscribe to chat.',
    });
    expect((await listed(stranger.token)).total).toBe(1);
  });
});
