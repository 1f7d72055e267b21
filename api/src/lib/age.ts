// Age ranges of the directory filter (contract/age-ranges) as date-of-birth bounds.
import { ageRangeYears } from '../contract/age-ranges';

function yearsBefore(now: Date, years: number): string {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/**
 * `18_19` -> born after (now - 20 years) and on or before (now - 18 years); `over_50` -> on or before
 * (now - 50 years). Dates are YYYY-MM-DD, compared with the first 10 characters of dateOfBirth.
 */
export function ageRangeBounds(range: string, now: Date): { dobAfter?: string; dobUntil: string } | null {
  const years = ageRangeYears(range);
  if (!years) return null;
  if (years.max === null) return { dobUntil: yearsBefore(now, years.min) };
  return { dobAfter: yearsBefore(now, years.max + 1), dobUntil: yearsBefore(now, years.min) };
}

/** Whole years between a YYYY-MM-DD birth date and now. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const dob = new Date(`${dateOfBirth.slice(0, 10)}T00:00:00Z`);
  let age = now.getUTCFullYear() - dob.getUTCFullYear();
  const m = now.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && now.getUTCDate() < dob.getUTCDate())) age -= 1;
  return age;
}
