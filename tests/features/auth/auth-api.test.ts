import { http, HttpResponse } from 'msw';
import { API, apiState } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { forgotPassword, logout, registerCreator, registerFan, resetPassword } from '@/features/auth/api';
import { resendVerificationEmail } from '@/features/user/api';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/auth/login'),
}));

useMswServer();

describe('auth api', () => {
  test('fan registration posts JSON and returns the API message', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/users/register`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 0, data: { message: 'Check your inbox' } });
      }),
    );
    const values = {
      firstName: 'A',
      lastName: 'B',
      username: 'ab',
      email: 'ab@example.com',
      password: 'secret-pw',
    };
    await expect(registerFan(values)).resolves.toEqual({ message: 'Check your inbox' });
    expect(body).toEqual(values);
  });

  test('creator registration is multipart: fields first, then idVerification and documentVerification files', async () => {
    let seen: { keys: string[]; id?: string; doc?: string; country?: string } = { keys: [] };
    server.use(
      http.post(`${API}/auth/performers/register`, async ({ request }) => {
        const form = await request.formData();
        const name = (v: FormDataEntryValue | null) =>
          v && typeof v === 'object' && 'name' in v ? v.name : undefined;
        seen = {
          keys: [...form.keys()],
          id: name(form.get('idVerification')),
          doc: name(form.get('documentVerification')),
          country: String(form.get('country')),
        };
        return HttpResponse.json({ status: 0, data: { message: 'Registered' } });
      }),
    );
    const progress: number[] = [];
    const values = {
      firstName: 'A',
      lastName: 'B',
      name: 'AB',
      username: 'ab',
      email: 'ab@x.com',
      password: 'pw-123456',
      gender: 'female',
      country: 'DE',
      dateOfBirth: '1990-01-01',
    };
    // File-like blobs (jsdom's File is not accepted by the FormData polyfill in this environment)
    const named = (content: string, name: string) =>
      Object.assign(new Blob([content], { type: 'image/jpeg' }), { name });
    const files = {
      idVerification: named('id', 'id.jpg'),
      documentVerification: named('selfie', 'selfie.jpg'),
    };
    await expect(registerCreator(values, files, (p) => progress.push(p))).resolves.toEqual({
      message: 'Registered',
    });
    expect(seen.keys.slice(-2)).toEqual(['idVerification', 'documentVerification']);
    expect(seen).toMatchObject({ id: 'id.jpg', doc: 'selfie.jpg', country: 'DE' });
    expect(progress[progress.length - 1]).toBe(100);
  });

  test('logout tolerates an API without /auth/logout (404/405) but reports other failures', async () => {
    server.use(
      http.post(`${API}/auth/logout`, () =>
        HttpResponse.json({ statusCode: 404, message: 'Not Found' }, { status: 404 }),
      ),
    );
    await expect(logout('t')).resolves.toBeUndefined();
    server.use(
      http.post(`${API}/auth/logout`, () =>
        HttpResponse.json({ statusCode: 405, message: 'Method Not Allowed' }, { status: 405 }),
      ),
    );
    await expect(logout('t')).resolves.toBeUndefined();
    server.use(
      http.post(`${API}/auth/logout`, () =>
        HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    await expect(logout('t')).rejects.toMatchObject({ statusCode: 500 });
    expect(apiState.calls.logout).toBe(0);
  });

  test('forgot, reset and resend verification hit their endpoints', async () => {
    const bodies: Record<string, unknown> = {};
    const record = (path: string) =>
      http.post(`${API}${path}`, async ({ request }) => {
        bodies[path] = await request.json();
        return HttpResponse.json({ status: 0, data: { message: `ok ${path}` } });
      });
    server.use(
      record('/auth/users/forgot'),
      record('/auth/password-change'),
      record('/auth/email-verification'),
    );
    await expect(forgotPassword('a@x.com')).resolves.toEqual({ message: 'ok /auth/users/forgot' });
    await resetPassword('reset-token', 'new-password');
    await resendVerificationEmail('a@x.com');
    expect(bodies).toEqual({
      '/auth/users/forgot': { email: 'a@x.com' },
      '/auth/password-change': { token: 'reset-token', password: 'new-password' },
      '/auth/email-verification': { email: 'a@x.com' },
    });
  });
});
