// Country list for selects, fetched once per page view.
import { useEffect, useState } from 'react';
import { getCountries } from '../api';
import type { Country } from '../types';

export function useCountries(): { countries: Country[]; loading: boolean } {
  const [countries, setCountries] = useState<Country[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let active = true;
    getCountries()
      .then((list) => active && setCountries(list))
      .catch(() => undefined) // the select stays empty; the form still validates "Country is required"
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);
  return { countries, loading };
}
