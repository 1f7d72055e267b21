// Environment helpers shared by the start, dev, e2e and bench scripts. No dependencies on purpose.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Loads KEY=VALUE lines from a .env file into process.env without overriding variables that are already set
 * (the real environment wins, as with Next's own .env handling). Supports comments, `export KEY=...`, and
 * single- or double-quoted values; nothing fancier (no interpolation, no multi-line values).
 */
export function loadDotEnv(file = path.join(ROOT, '.env')) {
  if (!fs.existsSync(file)) return false;
  for (const rawLine of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rest] = match;
    let value = rest;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.lastIndexOf(quote) > 0) {
      value = value.slice(1, value.lastIndexOf(quote));
      if (quote === '"') value = value.replace(/\\n/g, '\n');
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    if (process.env[key] === undefined) process.env[key] = value;
  }
  return true;
}

/** Sets `key` in process.env when it is missing or blank, and returns the effective value. */
export function envDefault(key, value) {
  if (process.env[key] === undefined || process.env[key].trim() === '') process.env[key] = String(value);
  return process.env[key];
}

/**
 * The environment both servers need, filled with local defaults for anything not set: the app on PORT (3000),
 * the reference API on API_PORT (8080) with its SQLite data in DATA_DIR (./data).
 */
export function applyLocalDefaults() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const port = envDefault('PORT', 3000);
  const apiPort = envDefault('API_PORT', 8080);
  envDefault('DATA_DIR', './data');
  const apiUrl = envDefault('API_ENDPOINT', `http://localhost:${apiPort}`);
  envDefault('NEXT_PUBLIC_API_ENDPOINT', apiUrl);
  envDefault('API_PUBLIC_URL', `http://localhost:${apiPort}`);
  envDefault('APP_PUBLIC_URL', `http://localhost:${port}`);
  return {
    port: Number(port),
    apiPort: Number(apiPort),
    dataDir: path.resolve(ROOT, process.env.DATA_DIR),
    appUrl: process.env.APP_PUBLIC_URL,
    apiUrl: process.env.NEXT_PUBLIC_API_ENDPOINT,
  };
}

/** Demo accounts created by the API's seed on a fresh DATA_DIR (the brief's "Demo data"). */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  {
    login: 'demo-creator',
    alt: 'demo-creator@example.com',
    role: 'creator',
    note: 'verified creator, lands on /demo-creator',
  },
  { login: 'demo-fan', alt: 'demo-fan@example.com', role: 'fan', note: 'balance $50.00, lands on /home' },
  { login: 'incomplete-fan@example.com', alt: '', role: 'fan', note: 'no username, lands on /user/account' },
  { login: 'incomplete-creator', alt: '', role: 'creator', note: 'no email, lands on /creator/account' },
  { login: 'inactive-fan', alt: 'inactive-fan@example.com', role: 'fan', note: 'inactive: login is refused' },
  {
    login: 'demo-admin',
    alt: 'demo-admin@example.com',
    role: 'admin',
    note: 'operator console; sets up two-factor on first sign-in',
  },
];

/**
 * The start banner. `apiStarted: false` (--no-api) names the operator's own API and leaves out what only the
 * reference API has: its health URL, the SQLite folder, the mail outbox and the demo accounts. `onSqlite: false`
 * (the cluster on PostgreSQL): the data folder holds no database.
 */
export function banner({ title, appUrl, apiUrl, apiStarted = true, dataDir, onSqlite = true, extra = [] }) {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `    ${(a.alt ? `${a.login} / ${a.alt}` : a.login).padEnd(46)} ${a.role.padEnd(8)} ${a.note}`,
  );
  const apiLines = apiStarted
    ? [
        `  Reference API:  ${apiUrl}  (health: ${apiUrl}/health)`,
        onSqlite
          ? `  Data (SQLite):  ${dataDir}   (delete it to reset the demo data)`
          : `  Data folder:    ${dataDir}   (the mail outbox; the database is named below)`,
        `  Mail outbox:    ${path.join(dataDir, 'outbox')}/*.eml   (password-reset and verification links)`,
      ]
    : [`  API:            ${apiUrl}  (yours: not started here, --no-api)`];
  const accountLines = apiStarted
    ? ['', `  Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...rows]
    : ['', '  Accounts and data are those of your API (the demo accounts exist only in the reference API).'];
  const lines = [
    '',
    `  ${title}`,
    '',
    `  Web app:        ${appUrl}`,
    ...apiLines,
    ...extra.map((l) => `  ${l}`),
    ...accountLines,
    '',
    '  Press Ctrl+C to stop.',
    '',
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const rule = '='.repeat(width);
  return [rule, ...lines, rule].join('\n');
}
