import { safeNextPath } from '@/lib/next-path';

describe('safeNextPath (login return path, no open redirect)', () => {
  test.each(['/home', '/creator/account', '/demo-creator?tab=videos', '/user/bookmarks?tab=creators'])(
    'keeps the same-origin path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  test.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'home',
    '/auth/login',
    '/path\nwith-newline',
    undefined,
    42,
  ])('refuses %p', (value) => expect(safeNextPath(value)).toBeUndefined());
});
