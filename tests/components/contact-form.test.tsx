import './resize-observer-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, useMswServer } from '../msw/server';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../msw/creator-tools-handlers';
import ContactPage from '@/pages/contact';
import { CONTACT_THANKS } from '@/features/contact/components/contact-form';
import { renderWithStore } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

useMswServer();

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; message?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

describe('/contact', () => {
  it('is open to visitors (noredirect) and has no reCAPTCHA without a site key', () => {
    expect({ ...ContactPage }).toMatchObject({ authenticate: true, noredirect: true });
    renderWithStore(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('validates the fields before sending', async () => {
    const user = userEvent.setup();
    renderWithStore(<ContactPage />);
    await fill(user, { email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(toolsState.lastBody.contact).toBeUndefined();
  });

  it('sends the message and shows the thank-you result', async () => {
    const user = userEvent.setup();
    renderWithStore(<ContactPage />);
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'Hello there' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_THANKS)).toBeInTheDocument();
    expect(toolsState.lastBody.contact).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello there',
    });
  });

  it('shows the server message on 429', async () => {
    toolsState.contactStatus = 429;
    const user = userEvent.setup();
    renderWithStore(<ContactPage />);
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'Hello again' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Rate limit exceeded, retry in 1 minute')).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_THANKS)).not.toBeInTheDocument();
  });

  it("asks for the reCAPTCHA when the site has a key, and loads Google's script only then", async () => {
    const user = userEvent.setup();
    const { makeStore } = await import('@/app-store/store');
    const store = makeStore();
    store.dispatch({ type: 'settings/settingsLoaded', payload: { recaptchaSiteKey: 'site-key' } });
    renderWithStore(<ContactPage />, undefined, store);
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(document.querySelector('script[src*="google.com/recaptcha"]')).not.toBeNull();
    expect(toolsState.lastBody.contact).toBeUndefined();
  });
});
