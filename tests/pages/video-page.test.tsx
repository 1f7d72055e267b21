import '../components/resize-observer-stub';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import VideoPage from '@/pages/video/[id]';
import { makeStore, type RootState } from '@/app-store/store';
import { videoLoaded } from '@/features/video/video-slice';
import { toVideo } from '@/features/video/types';
import { getVideoFileStatus } from '@/features/video/api';
import { makeUser, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import { server, useMswServer } from '../msw/server';
import { assetHandlers, assetState, resetAssetState } from '../msw/asset-handlers';
import { CREATOR_ID, VIDEO_ID, many, rawLockedVideo, rawVideo } from '../fixtures/assets';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/video/x'),
}));
jest.mock('@/features/video/api', () => ({
  ...jest.requireActual('@/features/video/api'),
  getVideoFileStatus: jest.fn(),
}));

useMswServer();

const fan = makeUser({ _id: 'f'.repeat(24) });
const otherCreator = makeUser({ _id: 'e'.repeat(24), username: 'other', isPerformer: true });

beforeEach(() => {
  resetAssetState();
  server.use(...assetHandlers);
  mockRouter.push.mockClear();
});

function renderVideo(raw: Record<string, unknown>, state?: Partial<RootState>, plans = false) {
  const store = makeStore(state);
  const creator = plans
    ? {
        _id: CREATOR_ID,
        name: 'Demo Creator',
        username: 'demo-creator',
        avatar: '/a.jpg',
        monthlyPrice: 9.99,
        yearlyPrice: 99.99,
        isFreeSubscription: true,
        durationFreeSubscriptionDays: 3,
        usedFreeSubscription: false,
        isSubscribed: false,
      }
    : null;
  store.dispatch(videoLoaded({ id: 'morning-yoga', video: toVideo(raw), creator }));
  const utils = render(
    <Provider store={store}>
      <VideoPage origin="https://fans.example" />
    </Provider>,
  );
  return { store, ...utils };
}

const lockHeadings = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => /CONTENT|UPCOMING/.test(t ?? ''));

describe('video page', () => {
  test('flags: Open+ and antd-free', () => {
    expect({ ...VideoPage }).toMatchObject({ authenticate: true, noredirect: true, plain: true });
  });

  test('viewable: plays with controls and poster; details, participants and related videos', async () => {
    assetState.videos = [rawVideo(), ...many(2, rawVideo, 'rel')];
    const { container } = renderVideo(rawVideo(), signedIn(fan));
    expect(screen.getByRole('heading', { level: 1, name: 'Morning yoga' })).toBeInTheDocument();
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('playsinline');
    expect(player?.getAttribute('src')).toContain('/videos/clip.mp4');
    expect(player?.getAttribute('poster')).toContain('poster-640.jpg');
    expect(lockHeadings()).toEqual([]);
    const stats = within(screen.getByRole('list', { name: 'Statistics' }));
    expect(stats.getByText(/1.2K views/)).toBeInTheDocument();
    expect(stats.getByText(/5 likes/)).toBeInTheDocument();
    expect(stats.getByText(/2 comments/)).toBeInTheDocument();
    const actions = within(screen.getByRole('group', { name: 'Video actions' }));
    expect(actions.getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');
    expect(actions.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(actions.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    // description is text: markup shows as typed
    expect(screen.getByText('Stretch with me <b>every</b> morning')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('#yoga');
    await userEvent.click(screen.getByRole('tab', { name: 'Participants' }));
    expect(within(screen.getByRole('list', { name: 'Participants' })).getByRole('link')).toHaveAttribute(
      'href',
      '/demo-creator',
    );
    const related = await screen.findByRole('list', { name: 'Related videos' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/video/rel-0', '/video/rel-1']);
    expect(assetState.queries).toContain(`videos?performerId=${CREATOR_ID}&excludedId=${VIDEO_ID}&limit=12`);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  test('processing: the status player polls every 5 s, then plays', async () => {
    jest.useFakeTimers();
    try {
      const poll = getVideoFileStatus as jest.Mock;
      poll.mockReset();
      poll.mockResolvedValueOnce({ status: 'processing', url: null }).mockResolvedValueOnce({
        status: 'finished',
        url: 'http://localhost:8080/files/videos/done.mp4?sig=1',
      });
      const raw = rawVideo({
        video: { ...(rawVideo().video as object), status: 'processing' },
        processing: true,
      });
      const { container } = renderVideo(raw, signedIn(fan));
      expect(screen.getByText('Video is on progressing, please wait or comeback later!')).toBeInTheDocument();
      expect(poll).not.toHaveBeenCalled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(poll).toHaveBeenCalledTimes(1);
      expect(poll).toHaveBeenCalledWith(VIDEO_ID, 'f1'.padEnd(24, '0'));
      expect(container.querySelector('video[src]')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(poll).toHaveBeenCalledTimes(2);
      expect(container.querySelector('video')?.getAttribute('src')).toContain('done.mp4');
    } finally {
      jest.useRealTimers();
    }
  });

  test('pay per view: one heading, "PAY $4.99 TO UNLOCK" opens the wallet unlock dialog; no media URL', async () => {
    const raw = rawLockedVideo({ isSale: true, price: 4.99 });
    const { container, store } = renderVideo(raw, signedIn(fan));
    expect(lockHeadings()).toEqual(['UNLOCK TO VIEW FULL CONTENT']);
    expect(container.querySelector('video')).toBeNull();
    expect(container.innerHTML).not.toContain('clip.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'PAY $4.99 TO UNLOCK' }));
    expect(store.getState().purchaseDialogs.unlock.item).toMatchObject({
      kind: 'video',
      id: raw._id,
      price: 4.99,
    });
    // still locked until the purchase answers: no fake unlock
    expect(container.querySelector('video')).toBeNull();
  });

  test('a visitor who presses pay is sent to log in', async () => {
    renderVideo(rawLockedVideo({ isSale: true, price: 4.99 }));
    await userEvent.click(screen.getByRole('button', { name: 'PAY $4.99 TO UNLOCK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Please log in or register!')).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/auth/login'), { timeout: 2000 });
  });

  test('subscribers only: the teaser plays muted in a loop; subscribe buttons open the modal', async () => {
    const raw = rawLockedVideo({
      teaser: {
        _id: 'tz',
        type: 'video-teaser',
        mimeType: 'video/mp4',
        status: 'finished',
        thumbnails: [],
        url: 'http://localhost:8080/files/video-teasers/teaser.mp4',
      },
    });
    const { store, container } = renderVideo(raw, signedIn(fan), true);
    expect(lockHeadings()).toEqual(['SUBSCRIBE TO VIEW FULL CONTENT']);
    const teaser = container.querySelector('video');
    expect(teaser?.getAttribute('src')).toContain('teaser.mp4');
    expect(teaser).toHaveAttribute('loop');
    expect(teaser).toHaveAttribute('autoplay');
    expect((teaser as HTMLVideoElement).muted).toBe(true);
    expect(teaser).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR FREE FOR 3 DAYS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE FOR $99.99' }));
    expect(store.getState().subscription).toMatchObject({ showModal: true, subscriptionType: 'yearly' });
    expect(store.getState().subscription.performer).toMatchObject({ _id: CREATOR_ID, monthlyPrice: 9.99 });
  });

  test('another creator cannot subscribe from the lock panel', () => {
    renderVideo(rawLockedVideo(), signedIn(otherCreator), true);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeDisabled();
  });

  test('upcoming: the premiere date, nothing to unlock', () => {
    const raw = rawVideo({ isSchedule: true, scheduledAt: '2099-12-01T18:00:00.000Z' });
    const { container } = renderVideo(raw, signedIn(makeUser({ _id: CREATOR_ID, isPerformer: true })));
    expect(lockHeadings()).toEqual(['VIDEO IS UPCOMING']);
    expect(screen.getByText('Main video will be premiered on 1 Dec 2099, 18:00 UTC')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: /PAY|SUBSCRIBE/ })).toBeNull();
  });
});

describe('video page data (getInitialProps)', () => {
  const ctx = (id: string, store = makeStore()) => ({
    query: { id },
    pathname: '/video/[id]',
    asPath: `/video/${id}`,
    req: { headers: { host: 'fans.example' }, socket: {} },
    res: { statusCode: 200 },
    store,
  });

  test('a locked subscribers-only video also loads the creator plans', async () => {
    assetState.videos = [rawLockedVideo()];
    const c = ctx('morning-yoga');
    const props = await VideoPage.getInitialProps!(c as never);
    expect(props).toEqual({ origin: 'http://fans.example' });
    const detail = c.store.getState().video.detail;
    expect(detail.status).toBe('succeeded');
    expect(detail.creator).toMatchObject({ _id: CREATOR_ID, monthlyPrice: 9.99 });
    expect(assetState.calls.performers).toBe(1);
  });

  test('a viewable video needs no plans', async () => {
    assetState.videos = [rawVideo()];
    const c = ctx('morning-yoga');
    await VideoPage.getInitialProps!(c as never);
    expect(c.store.getState().video.detail.creator).toBeNull();
    expect(assetState.calls.performers).toBe(0);
  });

  test.each([
    {
      status: 404,
      id: 'missing',
      shows: () => screen.getByRole('heading', { level: 1, name: 'Page not found' }),
    },
    {
      status: 403,
      id: 'morning-yoga',
      shows: () => screen.getByText('You have been blocked by this creator'),
    },
  ])('$status from the API: that status and its result', async ({ status, id, shows }) => {
    // 'missing' is unknown to the mock API (404); 'morning-yoga' is refused by it
    if (status === 403) assetState.errors[id] = { status, message: 'You have been blocked by this creator' };
    const c = ctx(id);
    await VideoPage.getInitialProps!(c as never);
    expect(c.res.statusCode).toBe(status);
    render(
      <Provider store={c.store}>
        <VideoPage origin="" />
      </Provider>,
    );
    expect(shows()).toBeInTheDocument();
  });
});
