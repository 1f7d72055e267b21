// Issue 20 item 20: /creator/live asks for the creator's open session only when their account says one is live
// (every open used to ask GET /streaming/join/<own id> and log its 422); a live one is offered to resume.
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setClientEnv } from '@/config/env';
import { CreatorLive } from '@/features/streaming/components/creator-live';
import { API, tokenFor } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@/features/streaming/components/use-camera', () => ({
  useCamera: () => ({ stream: null, cameras: [], microphones: [], error: '' }),
}));
jest.mock('@/features/streaming/components/use-live-media', () => ({
  useLiveMedia: () => ({ media: null, access: null, state: 'idle', message: '' }),
}));

useMswServer();
const CREATOR = 'a'.repeat(24);
let joins = 0;
let me: Record<string, unknown> = {};
beforeEach(() => {
  joins = 0;
  setClientEnv({ apiEndpoint: API, hashPasswordOnClient: false });
  Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
  server.use(
    http.get(`${API}/users/me`, () => HttpResponse.json({ status: 0, data: me })),
    http.get(`${API}/streaming/join/:id`, () => {
      joins += 1;
      return HttpResponse.json({
        status: 0,
        data: {
          stream: {
            _id: 's'.repeat(24),
            performerId: CREATOR,
            title: 'Still on',
            isStreaming: 1,
            isFree: true,
            conversationId: 'c'.repeat(24),
          },
        },
      });
    }),
  );
});

const creator = (live: boolean) =>
  makeUser({ _id: CREATOR, username: 'demo-creator', isPerformer: true, verifiedDocument: true, live });

test('no live open: nothing is asked', async () => {
  me = { ...creator(false), live: 0 };
  renderWithStore(<CreatorLive />, signedIn(creator(false)));
  expect(await screen.findByRole('heading', { name: 'Update stream information' })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 100));
  expect(joins).toBe(0);
});

test('a live still open: it is fetched once and offered to resume', async () => {
  me = { ...creator(true), live: 1 };
  renderWithStore(<CreatorLive />, signedIn(creator(true)));
  expect(await screen.findByRole('region', { name: 'Open live session' })).toHaveTextContent('Still on');
  expect(joins).toBe(1);
});

test('a live started in another tab: the account read again says so, and it is offered', async () => {
  me = { ...creator(true), live: 1 };
  renderWithStore(<CreatorLive />, signedIn(creator(false)));
  expect(await screen.findByRole('region', { name: 'Open live session' })).toBeInTheDocument();
  expect(joins).toBe(1);
});
