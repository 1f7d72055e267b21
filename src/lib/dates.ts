// One date format for the money and business tables: "24 Dec 2026", "24 Dec 2026, 14:05"; "—" for no date.
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function valid(value: string | number): Date | null {
  if (value === '' || value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDay(value: string | number): string {
  const date = valid(value);
  return date ? DATE.format(date) : '—';
}

export function formatDayTime(value: string | number): string {
  const date = valid(value);
  return date ? DATE_TIME.format(date) : '—';
}
