// The country picker of every account form: searchable by name, the value is the country code. Placed inside a
// Form.Item, which gives it its value and onChange.
import { Select, type SelectProps } from 'antd';
import { useCountries } from './use-countries';

export function CountrySelect(props: Omit<SelectProps, 'options' | 'loading' | 'showSearch'>) {
  const { countries, loading } = useCountries();
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={countries.map((c) => ({ value: c.code, label: c.name }))}
    />
  );
}
