// Security promises a user could be hurt by: the token never leaks into pages (S2), pages send protective
// headers (H2), and server rendering never mixes two users' data (S6: a store per request).
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, registerFan, signIn } from './helpers';

test('the login token never appears in the HTML or the page data', async ({ page, context, request }) => {
  const token = await signIn(context, request, DEMO.fan.username);
  for (const path of ['/home', '/user/account']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = await response!.text();
    expect(html, `server HTML of ${path}`).not.toContain(token);
    const nextData = await page.locator('#__NEXT_DATA__').textContent();
    expect(nextData ?? '', `__NEXT_DATA__ of ${path}`).not.toContain(token);
    expect(await page.content(), `DOM of ${path}`).not.toContain(token);
  }
});

test("pages carry a nonce CSP: only Next's own scripts run, an injected inline script does not", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto('/auth/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce, 'script-src nonce').toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  // Next's scripts carry this response's nonce, and the page works (the form is interactive).
  const scriptNonces = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  await expect(page.getByRole('button', { name: /log in/i })).toBeEnabled();
  // What an XSS would try: an inline script without the nonce is refused by the browser.
  await page.evaluate(() => {
    const s = document.createElement('div');
    s.innerHTML = '<img src=x onerror="window.__xss=1">';
    document.body.appendChild(s);
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(violations.join('\n')).toMatch(/Content Security Policy/);
  expect(violations.join('\n')).not.toMatch(/_next\/static/);
});

test('pages are sent with nosniff and without x-powered-by', async ({ request }) => {
  for (const path of ['/auth/login', '/home', '/no-such-page-e2e']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const headers = res.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('concurrent server renders for two users each show only that user', async ({ request }) => {
  const other = await registerFan(request, { name: `Other Fan ${Date.now()}` });
  const users = [
    { name: DEMO.fan.name, token: await apiLogin(request, DEMO.fan.username) },
    { name: other.name, token: await apiLogin(request, other.username, other.password) },
  ];
  const rounds = 12;
  const responses = await Promise.all(
    Array.from({ length: rounds * 2 }, async (_, i) => {
      const user = users[i % 2];
      const res = await request.get('/home', { headers: { cookie: `token=${user.token}` }, maxRedirects: 0 });
      return { user, status: res.status(), html: await res.text() };
    }),
  );
  for (const { user, status, html } of responses) {
    expect(status).toBe(200);
    const otherUser = users.find((u) => u !== user)!;
    expect(html, `render for ${user.name}`).toContain(user.name);
    expect(html, `render for ${user.name}`).not.toContain(otherUser.name);
    expect(html).not.toContain(otherUser.token);
  }
});
