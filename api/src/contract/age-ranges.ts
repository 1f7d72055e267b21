// The directory's age ranges (spec §3 option lists): the creator filter's values and the bucket a creator's
// public card shows instead of the date of birth. One list for the API (filter, cards) and the web (filter).

export const AGE_RANGES = [
  '18_19',
  '20_22',
  '23_25',
  '26_28',
  '29_31',
  '32_34',
  '35_37',
  '38_40',
  '41_43',
  '44_46',
  '47_49',
  'over_50',
] as const;

export type AgeRange = (typeof AGE_RANGES)[number];

/** The youngest and oldest whole age of a range (`over_50`: no oldest); null for anything else. */
export function ageRangeYears(range: string): { min: number; max: number | null } | null {
  if (range === 'over_50') return { min: 50, max: null };
  if (!(AGE_RANGES as readonly string[]).includes(range)) return null;
  const [min, max] = range.split('_').map(Number);
  return { min, max };
}

/** The range of an age in whole years; '' under 18. */
export function ageRangeOfAge(age: number): AgeRange | '' {
  return (
    AGE_RANGES.find((range) => {
      const years = ageRangeYears(range)!;
      return age >= years.min && (years.max === null || age <= years.max);
    }) ?? ''
  );
}
