// Country, state and city of a plain form, from the reference data (/countries/list, /states/{country},
// /cities/{country}/{state}): each list loads when the field above it is chosen, and choosing another country
// or state clears what depended on it. Where the reference has no states or cities, the field takes free text.
// antd-free (issue 22): native selects, driven by the form's usePlainForm.
import { useEffect, useState } from 'react';
import { PlainField, PlainSelect } from '@/components/plain-field';
import type { PlainForm } from '@/components/plain-form';
import { getCities, getStates } from '../api';
import type { Region } from '../types';
import { CountrySelect } from './country-select';

function useRegions(
  load: (() => Promise<Region[]>) | null,
  key: string,
): { list: Region[]; loading: boolean } {
  const [state, setState] = useState<{ key: string; list: Region[]; loading: boolean }>({
    key: '',
    list: [],
    loading: false,
  });
  useEffect(() => {
    if (!load) return undefined;
    let active = true;
    load()
      .then((list) => active && setState({ key, list, loading: false }))
      .catch(() => active && setState({ key, list: [], loading: false }));
    return () => {
      active = false;
    };
    // the key names the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return load && state.key === key ? state : { list: [], loading: Boolean(load) };
}

/** The names of a list, plus a saved value the list lacks (so it is shown, not silently dropped). */
function byName(list: Region[], current: string) {
  const options = list.map((r) => ({ value: r.name, label: r.name }));
  return current && !list.some((r) => r.name === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

export interface RegionValues {
  country: string;
  state: string;
  city: string;
}

export function RegionFields<T extends RegionValues>({ form }: { form: PlainForm<T> }) {
  const { country, state } = form.values;
  const states = useRegions(country ? () => getStates(country) : null, country);
  const cities = useRegions(country && state ? () => getCities(country, state) : null, `${country}/${state}`);

  return (
    <>
      <CountrySelect
        {...form.field('country')}
        onChange={(value) => form.patch({ country: value, state: '', city: '' } as Partial<T>)}
      />
      {states.list.length ? (
        <PlainSelect
          {...form.field('state')}
          options={byName(states.list, state)}
          onChange={(value) => form.patch({ state: value, city: '' } as Partial<T>)}
        />
      ) : (
        <PlainField
          {...form.field('state')}
          maxLength={100}
          autoComplete="address-level1"
          disabled={states.loading}
        />
      )}
      {cities.list.length ? (
        <PlainSelect {...form.field('city')} options={byName(cities.list, form.values.city)} />
      ) : (
        <PlainField
          {...form.field('city')}
          maxLength={100}
          autoComplete="address-level2"
          disabled={cities.loading}
        />
      )}
    </>
  );
}
