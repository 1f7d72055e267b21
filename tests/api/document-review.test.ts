// Issue 20 item 12: a new creator can be verified. The operator's `npm run accounts -- verify|unverify` decides
// on the ID documents, mails the creator and tells their open pages (socket relay); the creator's next call sees
// it without logging in again. The creator sees their own ID pictures through short-lived signed links.
import { runAccountsCli } from '@api/cli/accounts';
import { USER_EVENTS } from '@api/contract/socket-events';
import {
  login,
  makeApp,
  multipart,
  outboxFor,
  registerCreatorWithDocuments,
  tinyJpeg,
  type TestApp,
} from './helpers/app';

jest.setTimeout(60_000);

describe('ID document review', () => {
  let t: TestApp;
  let clock = new Date();
  let token: string;
  let creatorId: string;
  const lines: string[] = [];
  const accounts = async (...args: string[]) =>
    await runAccountsCli(
      args,
      t,
      (l) => lines.push(l),
      () => clock,
    );

  beforeAll(async () => {
    // the test reads the socket relay itself: the app's relay job is off (0), so it cannot drain it first
    t = await makeApp({ now: () => clock, config: { socketRelayMs: 0 } });
    ({ token, id: creatorId } = await registerCreatorWithDocuments(t.app, {
      firstName: 'Rita',
      lastName: 'Review',
      username: 'rita-review',
      email: 'rita@example.com',
      password: 'rita-password',
    }));
  });
  afterAll(() => t.close());

  const me = async () =>
    (await t.app.inject({ url: '/users/me', headers: { authorization: token } })).json().data;
  const post = () =>
    t.app.inject({
      method: 'POST',
      url: '/performer/feeds',
      headers: { authorization: token },
      payload: { type: 'text', text: 'Hello, I am verified' },
    });
  const open = (url: string) => {
    const u = new URL(url);
    return t.app.inject({ url: u.pathname + u.search });
  };

  test('the creator sees their own ID pictures through short-lived links; nobody else does', async () => {
    const { idVerification, documentVerification, documentReview } = await me();
    expect(documentReview).toBe('pending');
    for (const doc of [idVerification, documentVerification]) {
      // an <img> sends no Authorization header: the signed link alone opens the picture
      const shown = await open(doc.url);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toMatch(/^image\//);
      expect(shown.headers['cache-control']).toBe('private, no-store');
      const bare = new URL(doc.url);
      expect((await t.app.inject({ url: bare.pathname })).statusCode).toBe(404);
      const sig = bare.searchParams.get('sig')!;
      bare.searchParams.set('sig', sig.replace(/^./, sig[0] === 'a' ? 'b' : 'a'));
      expect((await open(bare.toString())).statusCode).toBe(404);
    }
    // the link lives minutes, not hours
    const saved = clock;
    clock = new Date(saved.getTime() + 21 * 60_000);
    expect((await open(idVerification.url)).statusCode).toBe(404);
    clock = saved;
    // nobody else's account JSON carries the documents
    const fan = await login(t.app, 'demo-fan');
    const profile = (
      await t.app.inject({ url: '/performers/rita-review', headers: { authorization: fan } })
    ).json().data;
    expect(profile.idVerification).toBeUndefined();
  });

  test('verify: mailed, the open pages told, the same session may post at once', async () => {
    expect((await post()).json()).toMatchObject({ statusCode: 403 });
    await t.app.repos.socketRelay.take();
    expect(await accounts('verify', 'rita-review')).toBe(0);
    expect(lines.pop()).toBe('rita-review: ID documents verified, creator mailed');
    expect(await t.app.repos.socketRelay.take()).toEqual([
      {
        userId: creatorId,
        event: USER_EVENTS.accountUpdated,
        data: { verifiedDocument: true, documentReview: 'verified' },
      },
    ]);
    expect((await outboxFor(t.app, 'rita@example.com')).map((m: { subject: string }) => m.subject)).toContain(
      'Your ID documents are verified on Fanplatform',
    );
    expect(await me()).toMatchObject({ verifiedDocument: true, documentReview: 'verified' });
    expect((await post()).statusCode).toBe(200);
  });

  test('unverify with a note: the creator reads why and is refused again; a new picture is pending', async () => {
    expect(await accounts('unverify', 'rita-review', '--note', 'The selfie is blurred')).toBe(0);
    expect(await me()).toMatchObject({
      verifiedDocument: false,
      documentReview: 'rejected',
      documentReviewNote: 'The selfie is blurred',
    });
    const mail = (await outboxFor(t.app, 'rita@example.com')).find((m: { subject: string }) =>
      m.subject.startsWith('Your ID documents were not approved'),
    ) as { body: string };
    expect(mail.body).toContain('The selfie is blurred');
    expect((await post()).json()).toMatchObject({ statusCode: 403 });
    const upload = multipart([
      { name: 'file', filename: 'selfie2.jpg', contentType: 'image/jpeg', data: await tinyJpeg() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/performers/documents/upload/documentVerification',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: token },
    });
    expect(res.statusCode).toBe(200);
    expect((await open(res.json().data.url)).statusCode).toBe(200);
    expect(await me()).toMatchObject({ verifiedDocument: false, documentReview: 'pending' });
  });

  test('refused: unknown accounts, fans, creators without both documents, a bad call', async () => {
    expect(await accounts('verify', 'nobody-here')).toBe(1);
    expect(lines.pop()).toBe('No account nobody-here');
    expect(await accounts('verify', 'demo-fan')).toBe(1);
    expect(lines.pop()).toBe('demo-fan is not a creator account');
    expect(await accounts('verify', 'incomplete-creator')).toBe(1);
    expect(lines.pop()).toMatch(/has not uploaded both ID documents/);
    expect(await accounts('verify')).toBe(2);
  });
});
