// Shared e2e helpers: demo data, signing in (through the form or, when the journey is elsewhere, through the
// API plus the `token` cookie the app reads), site settings through the settings CLI, and the mail outbox.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

const execFileAsync = promisify(execFile);

export const ROOT = path.resolve(__dirname, '..');
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT}`;
export const APP_URL = `http://localhost:${process.env.E2E_APP_PORT}`;
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  fan: { username: 'demo-fan', email: 'demo-fan@example.com', name: 'Demo Fan' },
  creator: { username: 'demo-creator', email: 'demo-creator@example.com', name: 'Demo Creator' },
  incompleteFan: { email: 'incomplete-fan@example.com', name: 'Incomplete Fan' },
  incompleteCreator: { username: 'incomplete-creator', name: 'Incomplete Creator' },
  inactiveFan: { username: 'inactive-fan', email: 'inactive-fan@example.com' },
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Unique suffix for accounts a test creates, so tests never depend on each other's data. */
export function uniqueId(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Waits until React has hydrated `target` (it carries React's fiber key). Clicking a submit button before that
 * would let the browser submit the form natively, which no user of a hydrated page can do.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))), {
      message: 'page did not hydrate',
    })
    .toBe(true);
}

export async function gotoLogin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Log in' }));
}

/** Logs in through the login form as a user does. Does not wait for the redirect. */
export async function loginWithForm(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
  { remember = false }: { remember?: boolean } = {},
): Promise<void> {
  await gotoLogin(page);
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(remember);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the API and returns the raw token. */
export async function apiLogin(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
  remember = false,
): Promise<string> {
  const res = await request.post(`${API_URL}/auth/login`, { data: { username: login, password, remember } });
  expect(res.status(), `API login of ${login}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

/** Signs a browser context in the way the app itself does after login: the `token` cookie. */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const token = await apiLogin(request, login, password);
  await context.addCookies([{ name: 'token', value: token, url: APP_URL, sameSite: 'Lax' }]);
  return token;
}

export interface NewFan {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

/** Registers a fresh fan through the API (for journeys that change an account's data). */
export async function registerFan(
  request: APIRequestContext,
  overrides: Partial<NewFan> = {},
): Promise<NewFan> {
  const id = uniqueId('fan');
  const fan: NewFan = {
    username: id,
    email: `${id}@example.com`,
    password: 'E2e-password-1',
    firstName: 'Eve',
    lastName: 'Tester',
    name: `Eve ${id}`,
    ...overrides,
  };
  const res = await request.post(`${API_URL}/auth/users/register`, { data: fan });
  expect(res.status(), `register ${fan.username}: ${await res.text()}`).toBeLessThan(300);
  return fan;
}

// ---------------------------------------------------------------------------------------------------------
// Site settings: changed the way an operator does (the settings CLI on the API's DATA_DIR), then awaited in
// the app, which caches public settings for SETTINGS_CACHE_MS (500 ms in e2e).

/** Runs one of the API's operator commands (api/src/cli/<name>.ts) on the e2e data directory. */
export async function runCli(name: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', `api/src/cli/${name}.ts`, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR, NODE_ENV: 'production' },
      timeout: 30_000,
    },
  );
  return stdout;
}

export const runSettingsCli = (...args: string[]) => runCli('settings', ...args);

/** Sets a setting; `value` is passed as JSON (true, 'text' -> "text", ["DE"]). */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await runSettingsCli('set', key, typeof value === 'string' ? value : JSON.stringify(value));
}

/** Reloads `url` until `locator` (built on that page) is visible, i.e. until the app shows a settings change. */
export async function reloadUntilVisible(
  page: Page,
  url: string,
  locator: (p: Page) => Locator,
): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(locator(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1_000] });
}

// ---------------------------------------------------------------------------------------------------------
// Mail outbox: the API writes every outgoing mail to DATA_DIR/outbox/*.eml.

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  let body = split === -1 ? '' : raw.slice(split).trimStart();
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  // Multipart or single-part, decode what is encoded; links are searched in the decoded text.
  if (/quoted-printable/i.test(raw)) body = decodeQuotedPrintable(body);
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding:\s*base64\s*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ];
  for (const part of base64Parts)
    body += '\n' + Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
  return { file, headers, body: body.replace(/&amp;/g, '&') };
}

/** Mails sent to `address`, newest last. */
export function readOutbox(address: string): OutboxMail[] {
  const dir = path.join(DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map(parseMail)
    .filter((m) => (m.headers.to ?? '').toLowerCase().includes(address.toLowerCase()));
}

/** Waits for a mail to `address` containing a link that matches `pattern`, and returns the link. */
export async function waitForMailLink(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of readOutbox(address).reverse()) {
          const match = mail.body.match(pattern);
          if (match) return (link = match[0]);
        }
        return undefined;
      },
      { message: `no mail to ${address} with a link matching ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The creator's banking form (/creator/banking): name and account, and optionally where they live, chosen
 * from the reference data (country, then its states, then the state's cities). */
export async function saveBanking(
  page: Page,
  who: { firstName: string; lastName: string; country?: string; state?: string; city?: string },
): Promise<void> {
  await page.goto('/creator/banking');
  const bank = page.getByRole('form', { name: 'Banking' });
  await waitForHydration(bank.getByLabel('First name'));
  await bank.getByLabel('First name').fill(who.firstName);
  await bank.getByLabel('Last name').fill(who.lastName);
  await bank.getByLabel('Bank account (IBAN or number)').fill('DE00123456780000');
  for (const [label, value] of [
    ['Country', who.country],
    ['State', who.state],
    ['City', who.city],
  ] as const) {
    if (!value) continue;
    // a select once its list has loaded (the state and city fields take free text until then)
    await bank.getByRole('combobox', { name: label, exact: true }).selectOption({ label: value });
  }
  await bank.getByRole('button', { name: 'Save banking details' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
}
