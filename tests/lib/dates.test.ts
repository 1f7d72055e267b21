// One date format, locale-aware (issue 20 item 22): English in the reader's region, chosen from Accept-Language.
import fs from 'node:fs';
import path from 'node:path';
import { dateLocaleFor, formatDay, formatDayTime, formatUtc, formatUtcDay, timeAgo } from '@/lib/dates';

const AT = '2026-12-24T14:05:00.000Z';

test('the locale is English in the region of the first language tag that names one', () => {
  expect(dateLocaleFor('en-US,en;q=0.9')).toBe('en-US');
  expect(dateLocaleFor('de-DE,de;q=0.9,en;q=0.8')).toBe('en-DE');
  expect(dateLocaleFor('fr;q=0.9, en-GB;q=0.8')).toBe('en-GB');
  expect(dateLocaleFor('en')).toBe('en-US');
  expect(dateLocaleFor('')).toBe('en-GB');
  expect(dateLocaleFor(undefined)).toBe('en-GB');
  expect(dateLocaleFor('<script>,*;q=1')).toBe('en-GB');
});

test('one medium date, in the order of the reader’s region', () => {
  expect(formatDay(AT, 'en-GB')).toBe('24 Dec 2026');
  expect(formatDay(AT, 'en-US')).toBe('Dec 24, 2026');
  expect(formatDay(AT, dateLocaleFor('de-DE'))).toBe('24 Dec 2026');
  expect(formatUtc(AT, 'en-GB')).toBe('24 Dec 2026, 14:05 UTC');
  expect(formatUtc(AT, 'en-US')).toBe('Dec 24, 2026, 02:05 PM UTC');
  expect(formatUtcDay(AT, 'en-US')).toBe('Dec 24, 2026');
  expect(formatDayTime(AT, 'en-GB')).toMatch(/^\d{1,2} Dec 2026, \d{2}:\d{2}$/);
  expect(formatDay('', 'en-GB')).toBe('—');
  expect(formatDay('not a date', 'en-GB')).toBe('—');
});

test('relative times end in the same date format', () => {
  const now = Date.parse(AT);
  expect(timeAgo(now - 10_000, now)).toBe('just now');
  expect(timeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
  expect(timeAgo(now - 40 * 86_400_000, now, 'en-US')).toBe('Nov 14, 2026');
});

test('no date is formatted anywhere but lib/dates.ts', () => {
  const root = path.join(__dirname, '..', '..', 'src');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('lib', 'dates.ts'))) {
        const text = fs.readFileSync(full, 'utf8');
        // a number's toLocaleString (counts, "2,000") is not a date; a Date's is, on the line that makes it
        if (/Intl\.DateTimeFormat|toLocale(Date|Time)String\(|Date\b[^\n]*\.toLocaleString\(/.test(text))
          offenders.push(path.relative(root, full));
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
