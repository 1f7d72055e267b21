// The English names of the flags a page shows (their alt and title, the profile's "from"). The API sends ISO codes
// only; the names are added where creators are read (api.ts), from the generated table (lib/country-names.ts),
// imported on demand so it is a chunk of its own: a page the server rendered hands the names over in its data and
// its browser never downloads the table; a list the browser loads itself (a filter change in the directory, the
// home suggestions, a navigation in the browser) downloads it with that request.
import { type PerformerCard } from './types';

type Named = Pick<PerformerCard, 'country' | 'countryName'>;

/** The items with `countryName` filled in ("DE" → "Germany"; an unknown code stays as it is). */
export async function withCountryNames<T extends Named>(items: T[]): Promise<T[]> {
  if (!items.some((item) => item.country && !item.countryName)) return items;
  const { COUNTRY_NAMES } = await import('@/lib/country-names');
  return items.map((item) =>
    item.country && !item.countryName
      ? { ...item, countryName: COUNTRY_NAMES[item.country.toUpperCase()] ?? item.country }
      : item,
  );
}
