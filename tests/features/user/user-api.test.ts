import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, tokenFor } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import {
  getCurrentUser,
  uploadAvatar,
  uploadCover,
  uploadDocument,
  uploadWelcomeVideo,
} from '@/features/user/api';

jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/user/account'),
}));

useMswServer();

describe('user api', () => {
  test('getCurrentUser maps the raw user (explicit token for SSR)', async () => {
    const user = await getCurrentUser({ token: tokenFor('demo-creator') });
    expect(user).toMatchObject({
      username: 'demo-creator',
      isPerformer: true,
      balance: 12.5,
      avatar: '/no-avatar.jpg',
      monthlyPrice: 9.99,
    });
    expect(user).not.toHaveProperty('password');
  });

  test('avatar goes to the fan or the creator endpoint; cover, welcome video and documents to theirs', async () => {
    Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
    await expect(uploadAvatar(new Blob(['x']), false)).resolves.toMatchObject({
      url: `${API}/files/avatar.jpg`,
    });
    await expect(uploadAvatar(new Blob(['x']), true)).resolves.toMatchObject({
      url: `${API}/files/performer-avatar.jpg`,
    });
    await expect(uploadCover(new Blob(['x']))).resolves.toMatchObject({ url: `${API}/files/cover.jpg` });
    await expect(uploadWelcomeVideo(new Blob(['x']))).resolves.toMatchObject({
      url: `${API}/files/welcome.jpg`,
    });
  });

  test('document upload sends the type field and the file under "file"', async () => {
    Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
    let seen: { type?: string; hasFile?: boolean } = {};
    server.use(
      http.post(`${API}/performers/documents/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = { type: String(form.get('type')), hasFile: typeof file === 'object' && file !== null };
        return HttpResponse.json({ status: 0, data: { _id: 'd1', url: '/files/id.jpg' } });
      }),
    );
    const progress: number[] = [];
    await expect(
      uploadDocument(new Blob(['img']), 'idVerification', (p) => progress.push(p)),
    ).resolves.toEqual({ _id: 'd1', url: '/files/id.jpg' });
    expect(seen).toEqual({ type: 'idVerification', hasFile: true });
    expect(progress).toContain(100);
  });
});
