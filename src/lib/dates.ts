// The app's one date format (issue 20 item 22): the reader's locale's medium date ("24 Dec 2026" in Britain,
// "Dec 24, 2026" in the US), with the time where it matters ("24 Dec 2026, 14:05"). The UI is English, so the
// locale is English in the reader's region: the server picks it from Accept-Language (dateLocaleFor) and the
// store carries it to the browser, so both render the same text. Moments rendered on the server are in UTC and
// say so ("…, 18:30 UTC"); tables and threads that only the browser renders use the reader's time zone.
// Components read the locale with useDates(); every date on screen goes through here.
import { createContext, useContext } from 'react';

/** When the request names no region (and in tests). */
export const DEFAULT_DATE_LOCALE = 'en-GB';

/**
 * English in the region of the reader's first language tag that names one ("de-DE,de;q=0.9" → "en-DE", which
 * orders day before month); "en" alone is American English, as browsers mean it.
 */
export function dateLocaleFor(acceptLanguage: string | undefined): string {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(t.tag) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^([A-Za-z]{2}|\d{3})$/.test(sub));
    if (region) {
      const locale = `en-${region.toUpperCase()}`;
      if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length) return locale;
    }
    if (tag.toLowerCase() === 'en') return 'en-US';
  }
  return DEFAULT_DATE_LOCALE;
}

type Kind = 'day' | 'dayTime' | 'utc' | 'utcDay' | 'utcDayMonth' | 'utcMonth';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  utc: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  },
  utcDay: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  utcDayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  utcMonth: { month: 'short', year: 'numeric', timeZone: 'UTC' },
};

// Intl formatters cost about 0.1 ms to build: one per locale and kind, reused by every row and card.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(kind: Kind, value: string | number | Date, locale: string): string {
  if (value === '' || value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    formatters.set(key, formatter);
  }
  const text = formatter.format(date);
  return kind === 'utc' ? `${text} UTC` : text;
}

type DateValue = string | number | Date;

/** "24 Dec 2026"; "—" for no date. */
export const formatDay = (value: DateValue, locale = DEFAULT_DATE_LOCALE) => format('day', value, locale);
/** "24 Dec 2026, 14:05" in the reader's time zone (browser-rendered views only). */
export const formatDayTime = (value: DateValue, locale = DEFAULT_DATE_LOCALE) =>
  format('dayTime', value, locale);
/** "24 Dec 2026, 18:30 UTC": a moment the server renders too. */
export const formatUtc = (value: DateValue, locale = DEFAULT_DATE_LOCALE) => format('utc', value, locale);
/** "24 Dec 2026", the UTC day (the server renders it too; the API groups by UTC day). */
export const formatUtcDay = (value: DateValue, locale = DEFAULT_DATE_LOCALE) =>
  format('utcDay', value, locale);
/** "24 Dec" (UTC), a chart tick. */
export const formatUtcDayMonth = (value: DateValue, locale = DEFAULT_DATE_LOCALE) =>
  format('utcDayMonth', value, locale);
/** "Dec 2026" (UTC), a month bucket. */
export const formatUtcMonth = (value: DateValue, locale = DEFAULT_DATE_LOCALE) =>
  format('utcMonth', value, locale);

/** "just now", "5 minutes ago", "3 days ago"; beyond 30 days the UTC day. */
export function timeAgo(value: DateValue, now: number, locale = DEFAULT_DATE_LOCALE): string {
  const t = new Date(value).getTime();
  if (!Number.isFinite(t)) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (s < 45) return 'just now';
  if (s < 3600) return unit(Math.max(1, Math.round(s / 60)), 'minute');
  if (s < 86400) return unit(Math.round(s / 3600), 'hour');
  if (s < 30 * 86400) return unit(Math.round(s / 86400), 'day');
  return formatUtcDay(t, locale);
}

/** The reader's date locale, provided by the app shell from the store. */
export const DateLocaleContext = createContext(DEFAULT_DATE_LOCALE);

export interface Dates {
  locale: string;
  day: (value: DateValue) => string;
  dayTime: (value: DateValue) => string;
  utc: (value: DateValue) => string;
  utcDay: (value: DateValue) => string;
  ago: (value: DateValue, now: number) => string;
}

const bound = new Map<string, Dates>();

/** The formatters in the reader's locale (stable per locale, safe in dependency lists). */
export function datesFor(locale: string): Dates {
  let dates = bound.get(locale);
  if (!dates) {
    dates = {
      locale,
      day: (v) => formatDay(v, locale),
      dayTime: (v) => formatDayTime(v, locale),
      utc: (v) => formatUtc(v, locale),
      utcDay: (v) => formatUtcDay(v, locale),
      ago: (v, now) => timeAgo(v, now, locale),
    };
    bound.set(locale, dates);
  }
  return dates;
}

export function useDates(): Dates {
  return datesFor(useContext(DateLocaleContext));
}
