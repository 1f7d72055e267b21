import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { del, get, hasServerMessage, post, put, toPercent, upload, unwrap } from '@/lib/http-client';
import { assignLocation, currentPathname } from '@/lib/navigation';

jest.mock('@/lib/navigation', () => ({ assignLocation: jest.fn(), currentPathname: jest.fn(() => '/home') }));

const assignMock = assignLocation as jest.MockedFunction<typeof assignLocation>;
const pathnameMock = currentPathname as jest.MockedFunction<typeof currentPathname>;

useMswServer();

/** Answers with what the server saw: method, auth header, query, content type. */
function echo() {
  server.use(
    http.all(`${API}/echo`, async ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        status: 0,
        data: {
          method: request.method,
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          query: url.search,
          body: request.method === 'GET' ? null : await request.text(),
        },
      });
    }),
  );
}

type Echo = {
  method: string;
  authorization: string | null;
  contentType: string | null;
  query: string;
  body: string | null;
};

beforeEach(() => {
  assignMock.mockClear();
  pathnameMock.mockReturnValue('/home');
  Cookies.remove('token', { path: '/' });
});

describe('http-client', () => {
  test('sends the raw token from the cookie as Authorization and returns the envelope', async () => {
    echo();
    Cookies.set('token', 'cookie-token', { path: '/' });
    const res = await get<Echo>('/echo');
    expect(res).toEqual({
      status: 0,
      data: expect.objectContaining({ method: 'GET', authorization: 'cookie-token' }),
    });
  });

  test('an explicit token wins; token null sends no header', async () => {
    echo();
    Cookies.set('token', 'cookie-token', { path: '/' });
    expect((await get<Echo>('/echo', undefined, { token: 'explicit' }))?.data.authorization).toBe('explicit');
    expect((await get<Echo>('/echo', undefined, { token: null }))?.data.authorization).toBeNull();
  });

  test('sends JSON bodies for post/put/del', async () => {
    echo();
    const posted = await unwrap(post<Echo>('/echo', { a: 1 }));
    expect(posted.contentType).toMatch(/application\/json/);
    expect(JSON.parse(posted.body ?? '')).toEqual({ a: 1 });
    expect((await unwrap(put<Echo>('/echo', { b: 2 }))).method).toBe('PUT');
    expect((await unwrap(del<Echo>('/echo'))).method).toBe('DELETE');
  });

  test('serialises query arrays as repeated keys', async () => {
    echo();
    const res = await unwrap(get<Echo>('/echo', { categoryIds: ['a', 'b'], limit: 12 }));
    expect(res.query).toBe('?categoryIds=a&categoryIds=b&limit=12');
  });

  test('204 resolves to null', async () => {
    server.use(http.delete(`${API}/thing`, () => new HttpResponse(null, { status: 204 })));
    await expect(del('/thing')).resolves.toBeNull();
  });

  test('passes the error body on as ApiError', async () => {
    server.use(
      http.post(`${API}/fail`, () =>
        HttpResponse.json(
          { statusCode: 422, message: 'The password is incorrect', error: 'Unprocessable Entity' },
          { status: 422 },
        ),
      ),
    );
    const err = await post('/fail', {}).catch((e: unknown) => e);
    expect(err).toEqual({
      statusCode: 422,
      message: 'The password is incorrect',
      error: 'Unprocessable Entity',
    });
    expect(hasServerMessage(err)).toBe(true);
    expect(assignMock).not.toHaveBeenCalled();
  });

  test('validation messages (string[]) are joined; a body without message is marked as fallback', async () => {
    server.use(
      http.post(`${API}/invalid`, () =>
        HttpResponse.json({ statusCode: 400, message: ['a is bad', 'b is bad'] }, { status: 400 }),
      ),
      http.post(`${API}/bare`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(post('/invalid')).rejects.toEqual({ statusCode: 400, message: 'a is bad, b is bad' });
    const bare = await post('/bare').catch((e: unknown) => e);
    expect(bare).toEqual({ statusCode: 500, message: 'Something went wrong, please try again later' });
    expect(hasServerMessage(bare)).toBe(false);
  });

  test('401 in the browser: removes the token, goes to login (back here after) and throws "Forbidden in the action!"', async () => {
    Cookies.set('token', 'dead-token', { path: '/' });
    await expect(get('/users/me')).rejects.toEqual({ statusCode: 401, message: 'Forbidden in the action!' });
    expect(assignMock).toHaveBeenCalledWith('/auth/login?next=%2Fhome');
    expect(Cookies.get('token')).toBeUndefined();
  });

  test('401 on the login page itself does not navigate again (no loop)', async () => {
    pathnameMock.mockReturnValue('/auth/login');
    await expect(get('/users/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(assignMock).not.toHaveBeenCalled();
  });

  test('401 with noAuthRedirect only throws', async () => {
    await expect(get('/users/me', undefined, { noAuthRedirect: true })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(assignMock).not.toHaveBeenCalled();
  });

  test('network errors become statusCode 0 with the generic text, and are not retried', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/down`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const err = await get('/down').catch((e: unknown) => e);
    expect(err).toEqual({ statusCode: 0, message: 'Something went wrong, please try again later' });
    expect(hasServerMessage(err)).toBe(false);
    expect(calls).toBe(1);
  });

  test('upload: multipart with field file, extra fields (arrays repeated) and integer progress', async () => {
    let seen: {
      fileName?: string;
      fileField?: boolean;
      type?: string;
      tags?: string[];
      auth?: string | null;
    } = {};
    server.use(
      http.post(`${API}/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        // the part arrives as a file (a Blob with a name), not as a text field
        const isFile = typeof file === 'object' && file !== null && 'name' in file;
        seen = {
          fileField: isFile,
          fileName: isFile ? (file as { name: string }).name : undefined,
          type: String(form.get('type')),
          tags: form.getAll('tags').map(String),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json({ status: 0, data: { url: 'http://localhost:8080/files/x.jpg' } });
      }),
    );
    Cookies.set('token', 'up-token', { path: '/' });
    const progress: number[] = [];
    const blob = new Blob([new Uint8Array(2048)], { type: 'image/jpeg' });
    const res = await upload<{ url: string }>(
      '/upload',
      [{ file: blob, name: 'me.jpg' }],
      { type: 'idVerification', tags: ['x', 'y'] },
      (p) => progress.push(p),
    );
    expect(res?.data.url).toBe('http://localhost:8080/files/x.jpg');
    expect(seen).toEqual({
      fileField: true,
      fileName: 'me.jpg',
      type: 'idVerification',
      tags: ['x', 'y'],
      auth: 'up-token',
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(progress[progress.length - 1]).toBe(100);
  });

  test('upload failure passes the response body on', async () => {
    server.use(
      http.post(`${API}/upload`, () =>
        HttpResponse.json({ statusCode: 413, message: 'File too large' }, { status: 413 }),
      ),
    );
    await expect(upload('/upload', [{ file: new Blob(['x']) }])).rejects.toEqual({
      statusCode: 413,
      message: 'File too large',
    });
  });

  test('toPercent rounds to integers within 0-100', () => {
    expect(toPercent(1, 3)).toBe(33);
    expect(toPercent(2, 3)).toBe(67);
    expect(toPercent(5, 0)).toBe(0);
    expect(toPercent(150, 100)).toBe(100);
  });

  test('sends Idempotency-Key and, while the API says the same key is still running, asks again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/create`, ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        if (seen.length === 1) {
          return HttpResponse.json(
            { statusCode: 409, message: 'still being processed', error: 'Conflict' },
            { status: 409, headers: { 'Retry-After': '1' } },
          );
        }
        return HttpResponse.json(
          { status: 0, data: { _id: 'one' } },
          { headers: { 'Idempotent-Replayed': 'true' } },
        );
      }),
    );
    const res = await post<{ _id: string }>('/create', { a: 1 }, { idempotencyKey: 'intent.k1' });
    jest.useRealTimers();
    expect(res?.data._id).toBe('one');
    expect(seen).toEqual(['intent.k1', 'intent.k1']);
  });

  test('a 409 of another kind (no Retry-After) is not retried', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/create`, () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 409, message: 'Already subscribed', error: 'Conflict' },
          { status: 409 },
        );
      }),
    );
    await expect(post('/create', {}, { idempotencyKey: 'intent.k2' })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(calls).toBe(1);
  });
});
