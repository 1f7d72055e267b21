import '../components/resize-observer-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { server, useMswServer } from '../msw/server';
import { tokenFor } from '../msw/handlers';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../msw/creator-tools-handlers';
import BlacklistPage from '@/pages/creator/blacklist';
import BlockCountriesPage from '@/pages/creator/block-countries';
import BookmarksPage from '@/pages/user/bookmarks';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/creator/blacklist'),
}));

useMswServer();

const FAN_ID = 'f'.repeat(24);
const CREATOR_ID = 'c'.repeat(24);
const creator = makeUser({
  _id: CREATOR_ID,
  username: 'demo-creator',
  name: 'Demo Creator',
  isPerformer: true,
});

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

describe('page flags', () => {
  it('creator tools are creator-only, bookmarks need a login', () => {
    expect({ ...BlacklistPage }).toMatchObject({ authenticate: true, onlyPerformer: true });
    expect({ ...BlockCountriesPage }).toMatchObject({ authenticate: true, onlyPerformer: true });
    expect({ ...BookmarksPage }).toMatchObject({ authenticate: true });
    expect((BookmarksPage as { onlyPerformer?: boolean }).onlyPerformer).toBeUndefined();
  });
});

describe('/creator/blacklist', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-creator'), { path: '/' }));

  it('shows the empty state', async () => {
    renderWithStore(<BlacklistPage />, signedIn(creator));
    expect(await screen.findByText('You have not blocked anyone')).toBeInTheDocument();
  });

  it('asks for confirmation before unblocking, then unblocks', async () => {
    const user = userEvent.setup();
    toolsState.blocks = [
      {
        _id: 'b1',
        targetId: FAN_ID,
        reason: 'spam',
        createdAt: '2026-11-01T00:00:00.000Z',
        targetInfo: { _id: FAN_ID, name: 'Demo Fan', username: 'demo-fan', avatar: '' },
      },
    ];
    renderWithStore(<BlacklistPage />, signedIn(creator));
    const row = (await screen.findByText('Demo Fan')).closest('tr')!;
    expect(within(row).getByText('@demo-fan')).toBeInTheDocument();
    expect(within(row).getByText('spam')).toBeInTheDocument();
    expect(within(row).getByText('1 Nov 2026')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Unblock' }));
    const confirm = await screen.findByText('Unblock Demo Fan?');
    expect(toolsState.blocks).toHaveLength(1); // nothing happened yet
    const popover = confirm.closest('dialog') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toolsState.blocks).toHaveLength(0));
    expect(await screen.findByText('User has been unblocked')).toBeInTheDocument();
    expect(await screen.findByText('You have not blocked anyone')).toBeInTheDocument();
  });

  it('cancelling the confirmation keeps the block', async () => {
    const user = userEvent.setup();
    toolsState.blocks = [
      {
        _id: 'b1',
        targetId: FAN_ID,
        reason: 'spam',
        createdAt: '',
        targetInfo: { _id: FAN_ID, name: 'Demo Fan', username: 'demo-fan' },
      },
    ];
    renderWithStore(<BlacklistPage />, signedIn(creator));
    const row = (await screen.findByText('Demo Fan')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Unblock' }));
    const popover = (await screen.findByText('Unblock Demo Fan?')).closest('dialog') as HTMLElement;
    await user.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(toolsState.blocks).toHaveLength(1);
  });

  it('blocks a user picked by search with a required reason', async () => {
    const user = userEvent.setup();
    renderWithStore(<BlacklistPage />, signedIn(creator));
    await screen.findByText('You have not blocked anyone');
    await user.click(screen.getByRole('button', { name: 'Block user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Please choose a user')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'User' }), 'demo');
    const option = await screen.findByText('Demo Fan (@demo-fan)', {}, { timeout: 2000 });
    await user.click(option);
    await user.type(within(dialog).getByLabelText('Reason'), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(toolsState.lastBody.block).toEqual({
        targetId: FAN_ID,
        target: 'user',
        reason: 'Rude messages',
      }),
    );
    expect(await screen.findByText('User has been blocked')).toBeInTheDocument();
    expect(await screen.findByText('Demo Fan')).toBeInTheDocument();
  });
});

describe('/creator/block-countries', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-creator'), { path: '/' }));

  it('preloads the blocked countries and saves the selection', async () => {
    const user = userEvent.setup();
    toolsState.blockedCountries = ['DE'];
    renderWithStore(<BlockCountriesPage />, signedIn(creator));
    expect(await screen.findByText('Germany')).toBeInTheDocument(); // the selected tag
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toolsState.lastBody.countries).toEqual({ countryCodes: ['DE'] }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});

describe('/user/bookmarks', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-fan'), { path: '/' }));

  it('opens the tab from the URL and lists bookmarked creators', async () => {
    mockRouter.query = { tab: 'creators' };
    toolsState.bookmarks.performers = [
      {
        _id: 'r1',
        objectId: CREATOR_ID,
        objectInfo: { _id: CREATOR_ID, name: 'Demo Creator', username: 'demo-creator', avatar: '' },
      },
    ];
    renderWithStore(<BookmarksPage />, signedIn(makeUser()));
    expect(screen.getByRole('tab', { name: 'Creators' })).toHaveAttribute('aria-selected', 'true');
    const link = await screen.findByRole('link', { name: 'Demo Creator' });
    expect(link).toHaveAttribute('href', '/demo-creator');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove bookmark Demo Creator' }));
    expect(await screen.findByText('No bookmarked creators yet')).toBeInTheDocument();
  });

  it('shows an honest empty state on the content tabs and puts the tab in the URL', async () => {
    renderWithStore(<BookmarksPage />, signedIn(makeUser()));
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No bookmarked posts yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(mockRouter.replace).toHaveBeenCalledWith(
      expect.objectContaining({ query: { tab: 'videos' } }),
      undefined,
      { shallow: true },
    );
  });
});
