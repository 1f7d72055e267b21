// Country, state and city of an antd form, from the reference data (/countries/list, /states/{country},
// /cities/{country}/{state}): each list loads when the field above it is chosen, and choosing another country
// or state clears what depended on it. Where the reference has no states or cities, the field takes free text.
import { useEffect, useState } from 'react';
import { Form, Input, Select, type FormInstance } from 'antd';
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

const byName = (list: Region[]) => list.map((r) => ({ value: r.name, label: r.name }));

export function RegionFields({ form }: { form: FormInstance }) {
  const country: string = Form.useWatch('country', form) ?? '';
  const state: string = Form.useWatch('state', form) ?? '';
  const states = useRegions(country ? () => getStates(country) : null, country);
  const cities = useRegions(country && state ? () => getCities(country, state) : null, `${country}/${state}`);

  return (
    <>
      <Form.Item name="country" label="Country">
        <CountrySelect allowClear onChange={() => form.setFieldsValue({ state: '', city: '' })} />
      </Form.Item>
      <Form.Item name="state" label="State">
        {states.list.length ? (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            options={byName(states.list)}
            onChange={() => form.setFieldsValue({ city: '' })}
          />
        ) : (
          <Input maxLength={100} autoComplete="address-level1" disabled={states.loading} />
        )}
      </Form.Item>
      <Form.Item name="city" label="City">
        {cities.list.length ? (
          <Select showSearch={{ optionFilterProp: 'label' }} allowClear options={byName(cities.list)} />
        ) : (
          <Input maxLength={100} autoComplete="address-level2" disabled={cities.loading} />
        )}
      </Form.Item>
    </>
  );
}
