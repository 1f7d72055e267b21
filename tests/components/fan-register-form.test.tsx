import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FanRegisterForm } from '@/features/auth/components/fan-register-form';
import { renderWithStore } from './render';

jest.mock('next/router', () => require('./router-mock'));

describe('FanRegisterForm validation', () => {
  it('links the terms to the seeded CMS page (one slug for forms and footer)', () => {
    renderWithStore(<FanRegisterForm />);
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/page/terms');
  });

  it('rejects a bad email, a bad username and a password confirmation mismatch', async () => {
    renderWithStore(<FanRegisterForm />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Username'), 'a!');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(
      await screen.findByText('Username must be 3-30 characters: lowercase letters, numbers, _ or -'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please accept the terms of service')).toBeInTheDocument();
  });

  it('requires a password of at least 6 characters', async () => {
    renderWithStore(<FanRegisterForm />);
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('names every field to fix in words the form shows, never a raw field name ("Agree")', async () => {
    renderWithStore(<FanRegisterForm />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Username'), 'ann-lee');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByText(/^Please check/);
    expect(summary).toHaveTextContent(
      'Please check these fields above: Confirm password, I accept the terms of service.',
    );
  });
});
