// The live pages' server checks (reference §2.3, §2.5, §5.5): /creator/live sends an unverified creator to the
// account page with the reference's message; /streaming/[username] sends a fan who is not subscribed, or who
// comes before the creator streams, back to the profile with the reference's messages; a live session renders.
import type { NextPageContext } from 'next';
import { http, HttpResponse } from 'msw';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { setClientEnv } from '@/config/env';
import { makeStore } from '@/app-store/store';
import { initialUserState } from '@/features/user/user-slice';
import LivePage, { UNVERIFIED_MESSAGE } from '@/pages/creator/live';
import StreamingPage, { NOT_LIVE, NOT_SUBSCRIBED } from '@/pages/streaming/[username]';

jest.mock('next/router', () => require('../components/router-mock'));
useMswServer();

const CREATOR = 'a'.repeat(24);
function ctx(query: Record<string, string>, user: Record<string, unknown> | null) {
  const res = { headersSent: false, writeHead: jest.fn(), end: jest.fn() };
  const store = makeStore({ user: { ...initialUserState, current: user } } as never);
  return { c: { query, res, req: { headers: {} }, store } as unknown as NextPageContext, res };
}
const location = (res: { writeHead: jest.Mock }) =>
  (res.writeHead.mock.calls[0]?.[1] as { Location?: string })?.Location;

beforeEach(() => setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false }));

test('/creator/live: creators only; an unverified creator goes to the account page with the message', async () => {
  expect({ ...LivePage }).toMatchObject({ authenticate: true, onlyPerformer: true, plain: true });
  const unverified = ctx({}, { _id: CREATOR, isPerformer: true, verifiedDocument: false });
  await LivePage.getInitialProps!(unverified.c);
  expect(unverified.res.writeHead).toHaveBeenCalledWith(302, {
    Location: `/creator/account?msg=${encodeURIComponent(UNVERIFIED_MESSAGE)}`,
  });
  const verified = ctx({}, { _id: CREATOR, isPerformer: true, verifiedDocument: true });
  await LivePage.getInitialProps!(verified.c);
  expect(verified.res.writeHead).not.toHaveBeenCalled();
});

describe('/streaming/[username]', () => {
  const profile = (isSubscribed: boolean) =>
    http.get(`${API}/performers/:username`, () =>
      HttpResponse.json({
        status: 0,
        data: { _id: CREATOR, username: 'demo-creator', name: 'Demo Creator', isSubscribed },
      }),
    );

  test('not subscribed → the profile with "Please subscribe to join live chat!"', async () => {
    server.use(profile(false));
    const fan = ctx({ username: 'demo-creator' }, { _id: 'f'.repeat(24), isPerformer: false });
    expect(await StreamingPage.getInitialProps!(fan.c)).toEqual({ performer: null, stream: null });
    expect(location(fan.res)).toBe(`/demo-creator?msg=${encodeURIComponent(NOT_SUBSCRIBED)}`);
  });

  test('not live → the profile with the "not started streaming" message', async () => {
    server.use(
      profile(true),
      http.get(`${API}/streaming/join/:id`, () =>
        HttpResponse.json({ statusCode: 422, message: 'Stream is offline' }, { status: 422 }),
      ),
    );
    const fan = ctx({ username: 'demo-creator' }, { _id: 'f'.repeat(24), isPerformer: false });
    await StreamingPage.getInitialProps!(fan.c);
    expect(location(fan.res)).toBe(`/demo-creator?msg=${encodeURIComponent(NOT_LIVE)}`);
  });

  test('live and subscribed: the session and the creator for the page', async () => {
    server.use(
      profile(true),
      http.get(`${API}/streaming/join/:id`, () =>
        HttpResponse.json({
          status: 0,
          data: {
            stream: {
              _id: 's'.repeat(24),
              performerId: CREATOR,
              isStreaming: 1,
              isFree: false,
              price: 4.5,
              conversationId: 'c'.repeat(24),
              hasPurchased: false,
              title: 'Hi',
            },
          },
        }),
      ),
    );
    const fan = ctx({ username: 'demo-creator' }, { _id: 'f'.repeat(24), isPerformer: false });
    const props = await StreamingPage.getInitialProps!(fan.c);
    expect(fan.res.writeHead).not.toHaveBeenCalled();
    expect(props).toMatchObject({
      performer: { _id: CREATOR, username: 'demo-creator' },
      stream: { isFree: false, price: 4.5, hasPurchased: false, isStreaming: true, title: 'Hi' },
    });
  });
});
