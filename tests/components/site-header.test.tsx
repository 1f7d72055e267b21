import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/layouts/header/site-header';
import { ProfileDrawer } from '@/layouts/header/profile-drawer';
import { creatorMenu, fanMenu } from '@/layouts/header/profile-menu';
import { makeStore } from '@/app-store/store';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

const fan = makeUser();
const creator = makeUser({
  _id: 'c1',
  name: 'Demo Creator',
  username: 'demo-creator',
  isPerformer: true,
  balance: 12.5,
});

const labels = (entries: ReturnType<typeof fanMenu>) =>
  entries.map((e) => (e.kind === 'link' ? e.label : '---'));

describe('header', () => {
  it('shows Log in and Sign up to visitors', () => {
    renderWithStore(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('button', { name: 'Open profile menu' })).not.toBeInTheDocument();
  });

  it('shows fans Home, Discover creators, Messages and the profile button', () => {
    renderWithStore(<SiteHeader />, signedIn(fan));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Discover creators' })).toHaveAttribute('href', '/creator');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('link', { name: 'Create post' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
  });

  it('shows creators Create post instead of Discover creators', () => {
    renderWithStore(<SiteHeader />, signedIn(creator));
    expect(screen.getByRole('link', { name: 'Create post' })).toHaveAttribute(
      'href',
      '/creator/my-post/create',
    );
    expect(screen.queryByRole('link', { name: 'Discover creators' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search creators' })).not.toBeInTheDocument();
  });

  it('gives phones a search button to the directory and a labelled bottom bar when signed in', () => {
    const { unmount } = renderWithStore(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Search creators' })).toHaveAttribute('href', '/creator');
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('site-nav--app');
    unmount();
    renderWithStore(<SiteHeader />, signedIn(fan));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // the bottom bar (chrome.css) shows each item's label under its icon
    expect(nav).toHaveClass('site-nav--app');
    expect(within(nav).getByRole('link', { name: 'Discover creators' })).toHaveTextContent('Discover');
    expect(within(nav).getByRole('button', { name: 'Open profile menu' })).toHaveTextContent('Account');
  });
});

describe('profile menus (reference §6.2)', () => {
  it('lists the fan items in order; Add Card with the sandbox, or with Stripe and a key', () => {
    expect(labels(fanMenu({ paymentGateway: 'sandbox', stripePublishableKey: '' }))[1]).toBe('Add Card');
    expect(labels(fanMenu({ paymentGateway: 'stripe', stripePublishableKey: '' }))).toEqual([
      'Edit Profile',
      'Bookmarks',
      'Following',
      'Subscriptions',
      '---',
      'Order History',
      'Payment History',
      'Wallet Transactions',
    ]);
    expect(labels(fanMenu({ paymentGateway: 'stripe', stripePublishableKey: 'pk_test' }))[1]).toBe(
      'Add Card',
    );
    expect(labels(fanMenu({ paymentGateway: 'ccbill', stripePublishableKey: 'pk_test' }))).not.toContain(
      'Add Card',
    );
  });

  it('lists the creator items in order, Go Live first on every engine', () => {
    expect(labels(creatorMenu(creator))).toEqual([
      'Go Live',
      'My Profile',
      'Edit Profile',
      'Blacklist',
      'Block Countries',
      'Followers',
      'Payout Details',
      '---',
      'My Posts',
      'My Videos',
      'My Products',
      'My Galleries',
      '---',
      'Order History',
      'Earning History',
      'Payout Requests',
    ]);
  });

  it('drawer for a fan: balance chip to the wallet, dark mode switch, sign out', async () => {
    const store = makeStore(signedIn(fan, { stripePublishableKey: 'pk', paymentGateway: 'stripe' }));
    renderWithStore(<ProfileDrawer open onClose={() => undefined} />, undefined, store);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '$50.00' })).toHaveAttribute('href', '/wallet');
    expect(within(dialog).getByRole('link', { name: 'Add Card' })).toHaveAttribute('href', '/user/cards');
    expect(within(dialog).queryByRole('link', { name: 'Go Live' })).not.toBeInTheDocument();
    const darkMode = within(dialog).getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(darkMode);
    expect(store.getState().ui.theme).toBe('dark');
    const dispatch = jest.spyOn(store, 'dispatch');
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    dispatch.mockRestore();
  });

  it('drawer for a creator: balance chip to earnings, creator items, Go Live without Agora', async () => {
    renderWithStore(<ProfileDrawer open onClose={() => undefined} />, signedIn(creator));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '$12.50' })).toHaveAttribute('href', '/creator/earning');
    expect(within(dialog).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/demo-creator');
    expect(within(dialog).getByRole('link', { name: 'Payout Requests' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go Live' })).toHaveAttribute('href', '/creator/live');
    expect(within(dialog).queryByRole('link', { name: 'Bookmarks' })).not.toBeInTheDocument();
  });

  it('sign out dispatches logoutRequested', async () => {
    const store = makeStore(signedIn(fan));
    const dispatch = jest.spyOn(store, 'dispatch').mockImplementation((a) => a);
    renderWithStore(<ProfileDrawer open onClose={() => undefined} />, undefined, store);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'auth/logoutRequested', payload: undefined });
  });
});
