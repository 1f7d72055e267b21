import '../components/resize-observer-stub';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import ProfilePage from '@/pages/[profileId]';
import { makeStore, type RootState } from '@/app-store/store';
import {
  PROFILE_POLL_MS,
  profileFailed,
  profileLoaded,
  profilePollingStarted,
  profilePollingStopped,
} from '@/features/performer/performer-slice';
import { getPerformer } from '@/features/performer/api';
import { toPerformerProfile } from '@/features/performer/types';
import { WELCOME_VIDEO_KEY } from '@/features/performer/components/welcome-video';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';
import { CREATOR_ID, rawCreator } from '../msw/performer-handlers';
import { namedCountry } from '../fixtures/named-country';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
// the sagas' calls are not under test here: they never leave the process
jest.mock('@/features/follow/api', () => ({
  follow: jest.fn(() => Promise.resolve()),
  unfollow: jest.fn(() => Promise.resolve()),
}));
// the Posts tab (issue 4) asks for the creator's posts: none here
jest.mock('@/features/feed/api', () => ({
  getCreatorFeeds: jest.fn(() => Promise.resolve({ items: [], total: 0 })),
  getFeeds: jest.fn(() => Promise.resolve({ items: [], total: 0 })),
}));
jest.mock('@/features/performer/api', () => ({
  getPerformer: jest.fn(() => new Promise(() => undefined)),
  searchPerformers: jest.fn(() => Promise.resolve({ items: [], total: 0 })),
  bookmarkPerformer: jest.fn(() => Promise.resolve()),
  unbookmarkPerformer: jest.fn(() => Promise.resolve()),
}));

function renderProfile(raw: Record<string, unknown> = {}, state?: Partial<RootState>) {
  const store = makeStore(state);
  store.dispatch(
    profileLoaded({ id: 'demo-creator', profile: namedCountry(toPerformerProfile(rawCreator(raw))) }),
  );
  const dispatch = jest.spyOn(store, 'dispatch');
  const utils = renderWithStore(<ProfilePage origin="https://fans.example" msg="" />, undefined, store);
  return { ...utils, store, dispatch };
}

const fan = makeUser();
const creator = makeUser({ _id: 'u2', username: 'other-creator', isPerformer: true });
const actions = () => within(screen.getByRole('group', { name: 'Creator actions' }));

beforeEach(() => {
  mockRouter.push.mockClear();
  window.localStorage.clear();
});

describe('page flags', () => {
  test('Open+: anyone can view', () => {
    expect({ ...ProfilePage }).toMatchObject({ authenticate: true, noredirect: true });
  });

  test('plain: the page renders and toasts without the antd provider', async () => {
    expect(ProfilePage.plain).toBe(true);
    const store = makeStore();
    store.dispatch(
      profileLoaded({ id: 'demo-creator', profile: namedCountry(toPerformerProfile(rawCreator())) }),
    );
    render(
      <Provider store={store}>
        <ProfilePage origin="" msg="" />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: /Demo Creator/ })).toBeInTheDocument();
    await userEvent.click(actions().getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please log in or register!');
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/auth/login'), { timeout: 2000 });
  });
});

describe('creator profile for a visitor', () => {
  test('shows identity, stats, about, plans and honest empty tabs', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: /Demo Creator/ })).toBeInTheDocument();
    expect(screen.getByText('@demo-creator')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'Statistics' }));
    expect(stats.getByText('1.2M')).toBeInTheDocument();
    expect(stats.getByText('1.5K')).toBeInTheDocument();
    expect(stats.getByText('Fans')).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $99.99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR FREE FOR 3 DAYS' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts' })).toBeInTheDocument();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  test('every action says "Please log in or register!" and goes to login, without calling the API', async () => {
    const { dispatch } = renderProfile();
    for (const name of ['Follow', 'Send tip', 'Message', 'Bookmark', 'Report', 'SUBSCRIBE FOR $9.99']) {
      mockRouter.push.mockClear();
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('title', 'Please log in or register!');
      await userEvent.click(button);
      await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/auth/login'), { timeout: 2000 });
    }
    expect((await screen.findAllByText('Please log in or register!')).length).toBeGreaterThan(0);
    const types = dispatch.mock.calls.map(([a]) => (a as { type: string }).type);
    expect(types).not.toContain('follow/followRequested');
    expect(types).not.toContain('performer/bookmarkRequested');
    expect(types).not.toContain('subscription/subscriptionModalOpened');
  }, 20_000);

  test('bio is text: only http(s) URLs become safe links, HTML is shown escaped', () => {
    const { container } = renderProfile({
      bio: 'Hi <b>bold</b> <img src=x onerror=alert(1)> https://example.com/me javascript:alert(1)',
    });
    const link = screen.getByRole('link', { name: 'https://example.com/me' });
    expect(link).toHaveAttribute('href', 'https://example.com/me');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('article b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<b>bold<\/b>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
  });
});

describe('creator profile for a fan', () => {
  test('follow, bookmark and subscribe dispatch their events; message links to the conversation', async () => {
    const { store, dispatch } = renderProfile({}, signedIn(fan));
    await userEvent.click(actions().getByRole('button', { name: 'Follow' }));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'follow/followRequested',
      payload: { performerId: CREATOR_ID },
    });
    await userEvent.click(actions().getByRole('button', { name: 'Bookmark' }));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'performer/bookmarkRequested',
      payload: { performerId: CREATOR_ID },
    });
    expect(actions().getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?toSource=performer&toId=${CREATOR_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE FOR $99.99' }));
    expect(store.getState().subscription).toMatchObject({ showModal: true, subscriptionType: 'yearly' });
    expect(store.getState().subscription.performer).toMatchObject({ _id: CREATOR_ID, monthlyPrice: 9.99 });
    expect(mockRouter.push).not.toHaveBeenCalledWith('/auth/login');
  });

  test('followed state comes from the follow slice (seeded by the page load)', () => {
    renderProfile(
      {},
      { ...signedIn(fan), follow: { followedIds: [CREATOR_ID], pendingIds: [], error: null } },
    );
    expect(actions().getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  test('tip opens the wallet tip dialog for this creator', async () => {
    const { store } = renderProfile({}, signedIn(fan));
    await userEvent.click(actions().getByRole('button', { name: 'Send tip' }));
    expect(store.getState().purchaseDialogs.tip.target).toMatchObject({ performerId: CREATOR_ID });
  });

  test('report opens the report form (loaded on demand)', async () => {
    renderProfile({}, signedIn(fan));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(actions().getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    expect(within(dialog).getByRole('radio', { name: 'Spam or misleading' })).toBeInTheDocument();
  });

  test('free trial hidden once used; no plans when subscribed', () => {
    const { unmount } = renderProfile({ usedFreeSubscription: true }, signedIn(fan));
    expect(screen.queryByRole('button', { name: /FREE FOR/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeInTheDocument();
    unmount();
    renderProfile({ isSubscribed: true }, signedIn(fan));
    expect(screen.queryByRole('button', { name: /SUBSCRIBE FOR/ })).toBeNull();
  });

  test('free trial hidden when the site disables free subscriptions', () => {
    renderProfile({}, signedIn(fan, { freeSubscriptionEnabled: false }));
    expect(screen.queryByRole('button', { name: /FREE FOR/ })).toBeNull();
  });

  test('welcome video once, until "Don\'t show this again"', async () => {
    const video = { activateWelcomeVideo: true, welcomeVideoPath: 'http://localhost:8080/files/welcome.mp4' };
    const first = renderProfile(video, signedIn(fan));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome from Demo Creator' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to profile' }));
    expect(JSON.parse(window.localStorage.getItem(WELCOME_VIDEO_KEY) ?? '[]')).toEqual([CREATOR_ID]);
    first.unmount();
    renderProfile(video, signedIn(fan));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Welcome from Demo Creator' })).toBeNull();
  });
});

describe('creator profile for another creator', () => {
  test('fan actions and plans are disabled; reporting stays possible', () => {
    renderProfile({}, signedIn(creator));
    for (const name of ['Follow', 'Send tip', 'Message', 'Bookmark']) {
      expect(actions().getByRole('button', { name })).toBeDisabled();
    }
    expect(actions().getByRole('button', { name: 'Report' })).toBeEnabled();
    expect(actions().getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'SUBSCRIBE FOR $9.99' })).toBeDisabled();
  });
});

describe('issue 13 items 23 and 31: the owner, and sharing', () => {
  const owner = makeUser({ _id: CREATOR_ID, username: 'demo-creator', isPerformer: true });

  test('the owner gets owner actions, no fan buttons, no self-report, and no welcome video', async () => {
    renderProfile(
      { activateWelcomeVideo: true, welcomeVideoPath: 'http://localhost:8080/files/welcome.mp4' },
      signedIn(owner),
    );
    const mine = within(screen.getByRole('group', { name: 'Your profile' }));
    expect(mine.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/creator/account');
    expect(mine.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/creator/my-post/create');
    expect(screen.queryByRole('group', { name: 'Creator actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Welcome from Demo Creator' })).toBeNull();
  });

  test('"View as a fan" shows the fan buttons as fans see them, and back', async () => {
    renderProfile({}, signedIn(owner));
    await userEvent.click(screen.getByRole('button', { name: 'View as a fan' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is what fans see.');
    expect(actions().getByRole('button', { name: 'Follow' })).toBeDisabled();
    expect(actions().queryByRole('button', { name: 'Report' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to your view' }));
    expect(screen.getByRole('group', { name: 'Your profile' })).toBeInTheDocument();
  });

  test('a visitor shares a profile without being asked to log in', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProfile();
    const share = actions().getByRole('button', { name: 'Share' });
    expect(share).not.toHaveAttribute('title');
    await userEvent.click(share);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/demo-creator')));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  test.each([
    [403, 'This account is suspended'],
    [403, 'Your country has been blocked by this creator'],
    [403, 'You have been blocked by this creator'],
    [404, 'This account is not found'],
  ])('%s %s is shown as a Result', async (statusCode, message) => {
    const store = makeStore();
    store.dispatch(profileFailed({ id: 'x', error: { statusCode, message } }));
    renderWithStore(<ProfilePage origin="" msg="" />, undefined, store);
    expect(await screen.findByRole('heading', { name: String(statusCode) })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Creator actions' })).toBeNull();
  });

  test('?msg= shows an info message', async () => {
    const store = makeStore();
    store.dispatch(
      profileLoaded({ id: 'demo-creator', profile: namedCountry(toPerformerProfile(rawCreator())) }),
    );
    renderWithStore(<ProfilePage origin="" msg="Please subscribe to join live chat!" />, undefined, store);
    expect(await screen.findByText('Please subscribe to join live chat!')).toBeInTheDocument();
  });
});

describe('the live and online refresh (reference §2.5: every 15 s)', () => {
  // the page has just read the flags: the first refresh is due in 15 s, and the saga that polls downloads then
  test('starts when the first refresh is due, not with the page, and stops when the page leaves', async () => {
    jest.useFakeTimers();
    try {
      const getMock = getPerformer as jest.MockedFunction<typeof getPerformer>;
      getMock.mockClear();
      const { dispatch, unmount } = renderProfile();
      const sent = () => dispatch.mock.calls.map(([a]) => (a as { type: string }).type);
      await act(() => jest.advanceTimersByTimeAsync(PROFILE_POLL_MS - 1));
      expect(sent()).not.toContain(profilePollingStarted.type);
      expect(getMock).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(sent().filter((t) => t === profilePollingStarted.type)).toHaveLength(1);
      await waitFor(() =>
        expect(getMock).toHaveBeenCalledWith(CREATOR_ID, { noAuthRedirect: true, countryName: false }),
      );
      unmount();
      expect(sent()).toContain(profilePollingStopped.type);
    } finally {
      jest.useRealTimers();
    }
  });
});
