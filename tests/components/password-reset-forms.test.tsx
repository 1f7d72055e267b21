// The forgot/reset password pages, antd-free since issue 22: the same fields, messages and outcomes as before.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, useMswServer } from '../msw/server';
import { API } from '../msw/handlers';
import ForgotPasswordPage from '@/pages/auth/forgot-password';
import ResetPasswordPage from '@/pages/auth/reset-password';
import { mockRouter } from './router-mock';
import { renderWithStore } from './render';

jest.mock('next/router', () => require('./router-mock'));

useMswServer();

const bodies: Record<string, unknown> = {};
beforeEach(() => {
  mockRouter.push.mockClear();
  server.use(
    http.post(`${API}/auth/users/forgot`, async ({ request }) => {
      bodies.forgot = await request.json();
      return HttpResponse.json({ status: 0, data: { message: 'sent' } });
    }),
    http.post(`${API}/auth/password-change`, async ({ request }) => {
      bodies.reset = await request.json();
      return HttpResponse.json(
        { statusCode: 400, message: 'The link has expired', error: 'Bad Request' },
        { status: 400 },
      );
    }),
  );
});

describe('/auth/forgot-password', () => {
  it('is a plain page (no antd provider)', () => {
    expect(ForgotPasswordPage.plain).toBe(true);
    expect(ResetPasswordPage.plain).toBe(true);
  });

  it('checks the email, then sends the link and says to check the inbox', async () => {
    const user = userEvent.setup();
    renderWithStore(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(bodies.forgot).toEqual({ email: 'nope@example.com' });
  });
});

describe('/auth/reset-password', () => {
  it('says the link is invalid without a token', () => {
    renderWithStore(<ResetPasswordPage token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it('checks both passwords and shows the server refusal', async () => {
    const user = userEvent.setup();
    renderWithStore(<ResetPasswordPage token="tok" />);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'defg');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefX');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The link has expired')).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
