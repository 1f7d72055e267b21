// Issue 23 moderation of messages: a member reports a message they received (not their own, not one of a
// conversation they are not in); the operator's queue previews it; hidden, it reads as removed to the other
// member (thread, catch-up, the list's preview and a message_deleted on their sockets) while its sender sees it
// marked; restored, it reads as before. Each decision is audited.
import { login, makeApp, type TestApp } from './helpers/app';
import { enrolAdmin, get, post } from './helpers/admin';
import { userId } from './helpers/feeds';
import { newFan } from './helpers/money';

jest.setTimeout(120_000);

describe('operator moderation of messages', () => {
  let t: TestApp;
  let admin: string;
  let fan: string;
  let creator: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await makeApp({ config: { authRateLimitMax: 100_000, messageRateMax: 1000 } });
    admin = (await enrolAdmin(t.app)).token;
    fan = await login(t.app, 'demo-fan');
    creator = await login(t.app, 'demo-creator');
    const open = await post(t.app, '/conversations', fan, {
      source: 'performer',
      sourceId: await userId(t.app, 'demo-creator'),
    });
    conversationId = open.json().data._id;
  });
  afterAll(() => t.close());

  const send = async (token: string, text: string) => {
    const res = await post(t.app, `/messages/conversations/${conversationId}`, token, { text });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as string;
  };
  const thread = async (token: string) =>
    (await get(t.app, `/messages/conversations/${conversationId}?limit=50`, token)).json().data.data as {
      _id: string;
      text: string;
      isDeleted: boolean;
      hiddenByModeration?: boolean;
    }[];
  const report = (token: string, targetId: string) =>
    post(t.app, '/reports', token, {
      title: 'harassment or bullying',
      description: 'Insults',
      target: 'message',
      targetId,
    });

  test('reported by its recipient, previewed, hidden from the recipient only, then restored', async () => {
    const id = await send(creator, 'You will regret this');
    await send(creator, 'Anyway, new set tonight');
    const reported = await report(fan, id);
    expect(reported.statusCode).toBe(200);
    expect(reported.json().data).toMatchObject({ target: 'message', targetId: id });

    const queue = (await get(t.app, '/admin/reports?status=open&target=message', admin)).json().data.data;
    expect(queue.find((r: { report: { targetId: string } }) => r.report.targetId === id)).toMatchObject({
      preview: {
        exists: true,
        hidden: false,
        excerpt: 'You will regret this',
        authorUsername: 'demo-creator',
      },
    });

    const emitted: [string, string, { _id: string; text: string }][] = [];
    const emit = jest.spyOn(t.app, 'emitToUser').mockImplementation((userId, event, payload) => {
      emitted.push([userId, event as string, payload as { _id: string; text: string }]);
    });
    const hidden = await post(t.app, `/admin/moderation/message/${id}/hide`, admin, { note: 'Threat' });
    emit.mockRestore();
    expect(hidden.json().data).toMatchObject({ kind: 'message', hidden: true });

    const fanSees = (await thread(fan)).find((m) => m._id === id);
    expect(fanSees).toMatchObject({ isDeleted: true, text: 'Message removed by moderation' });
    expect(fanSees).toMatchObject({ hiddenByModeration: true });
    expect((await thread(creator)).find((m) => m._id === id)).toMatchObject({
      isDeleted: false,
      text: 'You will regret this',
      hiddenByModeration: true,
    });
    const fanId = await userId(t.app, 'demo-fan');
    expect(emitted).toContainEqual([
      fanId,
      'message_deleted',
      expect.objectContaining({ _id: id, text: 'Message removed by moderation' }),
    ]);
    const creatorId = await userId(t.app, 'demo-creator');
    expect(emitted.find(([u]) => u === creatorId)?.[2].text).toBe('You will regret this');
    const reports = (await get(t.app, '/admin/reports?target=message', admin)).json().data.data;
    expect(reports.find((r: { report: { targetId: string } }) => r.report.targetId === id).status).toBe(
      'actioned',
    );
    const audit = (await get(t.app, `/admin/audit?targetKind=message&targetId=${id}`, admin)).json().data
      .data;
    expect(audit[0]).toMatchObject({ action: 'message.hide', note: 'Threat' });

    // a hidden message is not reportable again by the other side
    expect((await report(fan, id)).statusCode).toBe(404);

    const restored = await post(t.app, `/admin/moderation/message/${id}/restore`, admin, {});
    expect(restored.json().data.hidden).toBe(false);
    expect((await thread(fan)).find((m) => m._id === id)).toMatchObject({
      isDeleted: false,
      text: 'You will regret this',
    });
  });

  test('the last message hidden leaves the conversation list’s preview', async () => {
    await send(creator, 'Kind words');
    const last = await send(creator, 'Rude words');
    await post(t.app, `/admin/moderation/message/${last}/hide`, admin, {});
    const list = (await get(t.app, '/conversations?limit=20', fan)).json().data.data;
    expect(list.find((c: { _id: string }) => c._id === conversationId).lastMessage).toBe('Kind words');
  });

  test('who may report a message: a member, not its sender, not an outsider; an unknown message is 404', async () => {
    const id = await send(creator, 'Hello there');
    expect((await report(creator, id)).statusCode).toBe(422);
    const outsider = (await newFan(t.app, 'outsider')).token;
    expect((await report(outsider, id)).statusCode).toBe(403);
    expect((await report(fan, 'f'.repeat(24))).statusCode).toBe(404);
    expect((await report(null as unknown as string, id)).statusCode).toBe(401);
    const bad = await post(t.app, '/reports', fan, {
      title: 'harassment or bullying',
      target: 'letter',
      targetId: id,
    });
    expect(bad.statusCode).toBe(400);
  });
});
