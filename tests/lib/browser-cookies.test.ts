import Cookies from 'js-cookie';
import { browserCookies } from '@/lib/browser-cookies';

afterEach(() => {
  for (const name of ['a', 'b c', 'js']) Cookies.remove(name, { path: '/' });
});

test('reads and writes what js-cookie reads and writes, encoded alike', () => {
  browserCookies.set('a', 'x=1; y', { expires: 1, path: '/', sameSite: 'lax' });
  expect(Cookies.get('a')).toBe('x=1; y');
  expect(browserCookies.get('a')).toBe('x=1; y');
  Cookies.set('js', 'ü/€', { path: '/' });
  expect(browserCookies.get('js')).toBe('ü/€');
  browserCookies.set('b c', 'v');
  expect(Cookies.get('b c')).toBe('v');
  expect(browserCookies.get('missing')).toBeUndefined();
});

test('remove expires the cookie on its path', () => {
  Cookies.set('js', 'v', { path: '/' });
  browserCookies.remove('js', { path: '/' });
  expect(browserCookies.get('js')).toBeUndefined();
  expect(document.cookie).not.toContain('js=');
});
