// Countdown to a date (poll end, scheduled live, premieres). The remaining time depends on the clock, so it is
// rendered only after mount (server and browser never disagree during hydration); before that the absolute
// date (UTC) is shown. antd-free. Dates are written by lib/dates in the reader's format.
import { useEffect, useState, type ReactNode } from 'react';
import { useDates } from '@/lib/dates';

/** "2d 3h 4m 5s", leading zero units dropped; "0s" when due. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d}d`);
  if (d || h) parts.push(`${h}h`);
  if (d || h || m) parts.push(`${m}m`);
  parts.push(`${s}s`);
  return parts.join(' ');
}

/** Date.now() ticking every `intervalMs` once mounted; null during the server render and hydration. */
export function useNow(intervalMs = 1000, enabled = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // the clock is browser state: read it after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    if (!enabled) return undefined;
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs, enabled]);
  return now;
}

export interface CountdownProps {
  /** the moment counted down to */
  to: string | number | Date;
  /** text before the remaining time, e.g. "The model will stream in" */
  prefix?: string;
  /** shown once the time has come (instead of "0s") */
  endedText?: ReactNode;
  /** called once when the countdown reaches zero while mounted */
  onEnd?: () => void;
  className?: string;
}

export function Countdown({ to, prefix, endedText, onEnd, className }: CountdownProps) {
  const dates = useDates();
  const target = new Date(to).getTime();
  const now = useNow(1000, Number.isFinite(target));
  const ended = now !== null && now >= target;

  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  if (!Number.isFinite(target)) return null;
  const iso = new Date(target).toISOString();
  if (ended && endedText !== undefined) return <span className={className}>{endedText}</span>;
  return (
    <span className={className}>
      {prefix ? `${prefix} ` : null}
      <time dateTime={iso} title={dates.utc(target)}>
        {now === null ? dates.utc(target) : formatRemaining(target - now)}
      </time>
    </span>
  );
}

/** A date shown relative to now once mounted (the server renders the date itself). */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const dates = useDates();
  const now = useNow(60_000);
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  return (
    <time className={className} dateTime={d.toISOString()} title={dates.utc(d)}>
      {now === null ? dates.utcDay(d) : dates.ago(d, now)}
    </time>
  );
}
