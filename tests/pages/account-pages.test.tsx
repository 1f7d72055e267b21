import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserAccountPage from '@/pages/user/account';
import CreatorAccountPage from '@/pages/creator/account';
import BankingPage from '@/pages/creator/banking';
import LoginPage from '@/pages/auth/login';
import HomePage from '@/pages/home';
import Cookies from 'js-cookie';
import { apiState, tokenFor } from '../msw/handlers';
import { useMswServer } from '../msw/server';
import { makeUser, renderWithStore, signedIn } from '../components/render';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
// reference data is decoration for these tests: no network
jest.mock('@/features/reference/api', () => ({
  getCategories: () => Promise.resolve([{ _id: 'a'.repeat(24), name: 'Fitness', slug: 'fitness' }]),
  getCountries: () => Promise.resolve([{ name: 'United States', code: 'US', flag: '' }]),
  getUserAdditional: () => Promise.resolve({}),
}));

// antd Tabs measure themselves; jsdom has no ResizeObserver
if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

useMswServer();

describe('page flags', () => {
  it('declares the gating flags and layouts', () => {
    const flags = (p: object) => ({ ...p });
    expect(flags(LoginPage)).toMatchObject({ layout: 'public', guestOnly: true });
    expect(flags(HomePage)).toMatchObject({ layout: 'home', authenticate: true });
    expect(flags(UserAccountPage)).toMatchObject({ authenticate: true });
    expect(flags(CreatorAccountPage)).toMatchObject({ authenticate: true, onlyPerformer: true });
    // antd-free (issue 22): BaseLayout loads no antd provider for them
    expect(flags(UserAccountPage)).toMatchObject({ plain: true });
    expect(flags(CreatorAccountPage)).toMatchObject({ plain: true });
    expect(flags(BankingPage)).toMatchObject({ authenticate: true, onlyPerformer: true, plain: true });
  });
});

describe('/user/account', () => {
  it('has the profile form, the password form and the resend button when unverified', () => {
    renderWithStore(<UserAccountPage />, signedIn(makeUser({ verifiedEmail: false })));
    for (const label of ['Display name', 'First name', 'Last name', 'Username', 'Email']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend verification email/ })).toBeInTheDocument();
  });

  it('saves through the saga and the API: "Changes saved", or the server message', async () => {
    Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
    renderWithStore(<UserAccountPage />, signedIn(makeUser()));
    const name = screen.getByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, 'New Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(apiState.lastProfileBody).toMatchObject({ name: 'New Name' });

    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username has been taken')).toBeInTheDocument();
    Cookies.remove('token', { path: '/' });
  });
});

describe('credential changes ask for the current password', () => {
  beforeEach(() => Cookies.set('token', tokenFor('demo-fan'), { path: '/' }));
  afterEach(() => Cookies.remove('token', { path: '/' }));

  it('the password form sends the current password with the new one', async () => {
    renderWithStore(<UserAccountPage />, signedIn(makeUser()));
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() =>
      expect(apiState.lastPasswordBody).toMatchObject({
        password: 'new-secret-1',
        currentPassword: 'old-secret',
      }),
    );
  });

  it('a Google/X account without a password sets one without a current password', () => {
    renderWithStore(<UserAccountPage />, signedIn(makeUser({ hasPassword: false })));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('a new email brings up the current password field, and it is sent', async () => {
    renderWithStore(<UserAccountPage />, signedIn(makeUser()));
    expect(screen.queryAllByLabelText('Current password')).toHaveLength(1); // the password form's only
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'fan-moved@example.com');
    const fields = await screen.findAllByLabelText('Current password');
    expect(fields).toHaveLength(2);
    await userEvent.type(fields[0], 'old-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(apiState.lastProfileBody).toMatchObject({
        email: 'fan-moved@example.com',
        currentPassword: 'old-secret',
      }),
    );
  });
});

describe('/creator/account', () => {
  it('has the three tabs and the basic settings fields', async () => {
    renderWithStore(<CreatorAccountPage />, signedIn(makeUser({ isPerformer: true, bio: 'hi' })));
    for (const tab of ['Basic settings', 'ID documents', 'Pricing']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    for (const label of ['Display name', 'Username', 'Email', 'Bio']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    expect(await screen.findByLabelText('Monthly price')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Free trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save pricing' })).toBeInTheDocument();
  });
});

describe('long forms never fail silently (issue 13 item 29)', () => {
  it('an empty date of birth far above the button: summary next to the button, the field focused', async () => {
    Element.prototype.scrollIntoView ??= () => undefined;
    renderWithStore(<CreatorAccountPage />, signedIn(makeUser({ isPerformer: true, dateOfBirth: '' })));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please check Date of birth above.');
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveFocus());
    expect(apiState.lastProfileBody).toBeNull(); // nothing was sent
    // fixing it clears the summary
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await waitFor(() =>
      expect(screen.queryByText('Please check Date of birth above.')).not.toBeInTheDocument(),
    );
  });
});
