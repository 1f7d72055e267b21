import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '@/pages/auth/login';
import { loginFailed } from '@/features/auth/auth-slice';
import { makeStore } from '@/app-store/store';
import { renderWithStore } from './render';

jest.mock('next/router', () => require('./router-mock'));

describe('login page', () => {
  it('has the labelled fields, remember checkbox and links of the UI contract', () => {
    renderWithStore(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    // Google / Twitter only when configured
    expect(screen.queryByRole('button', { name: /Twitter/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  });

  it('shows validation messages for empty fields', async () => {
    renderWithStore(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email or username')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('dispatches loginRequested with the remember flag', async () => {
    const store = makeStore();
    // record instead of running the saga (no API here)
    const dispatch = jest.spyOn(store, 'dispatch').mockImplementation((action) => action);
    renderWithStore(<LoginPage />, undefined, store);
    await userEvent.type(screen.getByLabelText('Email or username'), ' demo-fan ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'auth/loginRequested',
        payload: { username: 'demo-fan', password: 'demo-password', remember: true },
      }),
    );
  });

  it('rejects a short password', async () => {
    renderWithStore(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Email or username'), 'demo-fan');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the Twitter button when the site enables it', () => {
    const base = makeStore().getState();
    renderWithStore(<LoginPage />, { settings: { ...base.settings, twitterLoginEnabled: true } });
    expect(screen.getByRole('button', { name: 'Sign in with Twitter' })).toBeInTheDocument();
  });

  it('keeps the server message next to the form until the user edits it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { store } = renderWithStore(<LoginPage />);
    act(() => {
      store.dispatch(loginFailed({ statusCode: 422, message: 'The password is incorrect' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect');
    // still there long after a toast would have gone
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The password is incorrect');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAccessibleDescription(
      'The password is incorrect',
    );
    jest.useRealTimers();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loginFailed({ statusCode: 0, message: '' }));
    });
    expect(await screen.findByText('Incorrect credentials!')).toBeInTheDocument();
  });
});
