// Issue 20 item 6: live chat senders are held to the private messages' limit (MESSAGE_RATE_MAX per
// MESSAGE_RATE_WINDOW_MS, 429 with the same words, nothing stored or broadcast beyond it); a viewer who keeps
// sending into a full window is dropped from the live's room and told why; the creator is slowed, never dropped.
import { login, makeApp, type TestApp } from './helpers/app';
import { userId } from './helpers/feeds';
import { goneFromRoom, liveClients, listenUrl, until } from './helpers/live';
import { money } from './helpers/money';

jest.setTimeout(60_000);

const TOO_FAST = {
  statusCode: 429,
  message: 'You are sending messages too fast. Please wait a moment and try again.',
};

describe('live chat rate', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let live: ReturnType<typeof liveClients>;
  let creator: string;
  let fan: string;
  let chat: string;

  beforeAll(async () => {
    t = await makeApp({
      config: { authRateLimitMax: 1000, liveSweepMs: 0, messageRateMax: 3, messageRateWindowMs: 60_000 },
    });
    live = liveClients(await listenUrl(t.app));
    m = money(t.app);
    creator = await login(t.app, 'demo-creator');
    fan = await login(t.app, 'demo-fan'); // subscribed to demo-creator in the demo data
    const opened = (
      await m.post('/streaming/live', creator, { title: 'Chatty', description: 'Say hi', isFree: true })
    ).json().data;
    chat = opened.conversation._id;
    await t.app.repos.streams.setStreaming(opened.stream._id, true, new Date().toISOString());
  });
  afterAll(async () => {
    live.closeAll();
    await t.close();
  });

  const say = (token: string, text: string, clientId?: string) =>
    m.post(`/messages/stream/${chat}`, token, { text, ...(clientId ? { clientId } : {}) });
  const stored = async () =>
    (
      (await t.app.db
        .prepare("SELECT COUNT(*) AS n FROM messages WHERE conversationId = ? AND type = 'text'")
        .get(chat)) as { n: number }
    ).n;

  test('a flooding viewer is slowed with the messages’ words, then dropped from the room and told why', async () => {
    const viewer = await live.inRoom(fan, chat, ['media-revoked', `message_created_conversation_${chat}`]);
    const first = '11111111-1111-4111-8111-111111111111';
    expect((await say(fan, 'one', first)).statusCode).toBe(200);
    expect((await say(fan, 'two')).statusCode).toBe(200);
    expect((await say(fan, 'three')).statusCode).toBe(200);
    expect((await say(fan, 'four')).json()).toMatchObject(TOO_FAST);
    // a repeat of a stored line answers it again and is not counted
    expect((await say(fan, 'one', first)).statusCode).toBe(200);
    expect(await stored()).toBe(3);
    for (let i = 0; i < 8; i += 1) expect((await say(fan, `flood ${i}`)).statusCode).toBe(429);
    expect(viewer.heard.filter((h) => h.event === 'media-revoked')).toEqual([]);
    expect((await say(fan, 'the tenth refusal')).statusCode).toBe(429); // ten refused in the window
    await until(() => viewer.heard.some((h) => h.event === 'media-revoked'));
    expect(viewer.heard.find((h) => h.event === 'media-revoked')?.data).toMatchObject({
      conversationId: chat,
      message: 'You were removed from this live for sending messages too fast. You can join it again.',
    });
    await goneFromRoom(t.app, chat, await userId(t.app, 'demo-fan'));
    expect(viewer.heard.filter((h) => h.event.startsWith('message_created'))).toHaveLength(3);
    expect(await stored()).toBe(3);
  });

  test('the creator is slowed the same way but stays in their room', async () => {
    const page = await live.inRoom(creator, chat, ['media-revoked']);
    for (let i = 0; i < 3; i += 1) expect((await say(creator, `c${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 12; i += 1)
      expect((await say(creator, `c-flood ${i}`)).json()).toMatchObject(TOO_FAST);
    await new Promise((r) => setTimeout(r, 200));
    expect(page.heard).toEqual([]);
    const inRoom = await t.app.io.in(`conversation-public-${chat}`).fetchSockets();
    const creatorId = await userId(t.app, 'demo-creator');
    expect(inRoom.some((s) => (s.data as { userId?: string }).userId === creatorId)).toBe(true);
  });
});
