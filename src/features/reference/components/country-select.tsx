// The country picker of the account forms: a native select (typing a name's first letters jumps to it), the
// value is the country code. antd-free (issue 22); the frame, label and error are PlainSelect's.
import type { ComponentProps } from 'react';
import { PlainSelect } from '@/components/plain-field';
import { useCountries } from './use-countries';

type Props = Omit<ComponentProps<typeof PlainSelect>, 'options'>;

export function CountrySelect({ placeholder, ...props }: Props) {
  const { countries, loading } = useCountries();
  return (
    <PlainSelect
      autoComplete="country"
      {...props}
      aria-busy={loading}
      placeholder={loading ? 'Loading countries…' : placeholder}
      options={countries.map((c) => ({ value: c.code, label: c.name }))}
    />
  );
}
