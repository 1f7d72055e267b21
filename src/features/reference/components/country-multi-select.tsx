// Several countries at once (a creator's blocked countries), antd-free (issue 22): the countries as chips with
// their names and a combobox that filters the list as the name is typed, each with its flag.
import { useMemo } from 'react';
import { ChipCombobox } from '@/components/chip-combobox';
import { useCountries } from './use-countries';

interface Props {
  id: string;
  /** ISO country codes */
  value: string[];
  onChange: (codes: string[]) => void;
  describedBy?: string;
  placeholder?: string;
}

export function CountryMultiSelect({ id, value, onChange, describedBy, placeholder }: Props) {
  const { countries, loading } = useCountries();
  const options = useMemo(
    () => countries.map((c) => ({ value: c.code, label: c.name, image: c.flag || undefined })),
    [countries],
  );
  return (
    <ChipCombobox
      id={id}
      multiple
      filter
      value={value}
      onChange={onChange}
      options={options}
      loading={loading}
      loadingText="Loading countries…"
      emptyText="No country matches"
      placeholder={placeholder ?? 'Choose countries'}
      describedBy={describedBy}
    />
  );
}
