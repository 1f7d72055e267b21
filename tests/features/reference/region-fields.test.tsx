// Country, state and city of a plain form (issue 22): each list loads once the field above it is chosen, a new
// country or state empties what depended on it, and a country without states takes free text.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlainForm } from '@/components/plain-form';
import { RegionFields } from '@/features/reference';

jest.mock('@/features/reference/api', () => ({
  getCountries: async () => [
    { code: 'US', name: 'United States', flag: '' },
    { code: 'MC', name: 'Monaco', flag: '' },
  ],
  getStates: async (country: string) => (country === 'US' ? [{ name: 'California' }, { name: 'Texas' }] : []),
  getCities: async (_country: string, state: string) =>
    state === 'California' ? [{ name: 'Los Angeles' }, { name: 'San Diego' }] : [],
}));

type Values = { country: string; state: string; city: string };
let latest: Values;

function Harness({ initial }: { initial: Values }) {
  const form = usePlainForm<Values>({
    initial,
    check: () => ({}),
    idOf: (key) => `t_${key}`,
    labels: { country: 'Country', state: 'State', city: 'City' },
  });
  latest = form.values;
  return <RegionFields form={form} />;
}

test('country, then its states, then the state’s cities; a new choice empties what depended on it', async () => {
  const user = userEvent.setup();
  render(<Harness initial={{ country: '', state: '', city: '' }} />);
  await screen.findByRole('option', { name: 'United States' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'California');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Los Angeles');
  expect(latest).toEqual({ country: 'US', state: 'California', city: 'Los Angeles' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Texas');
  expect(latest).toEqual({ country: 'US', state: 'Texas', city: '' });
  // Texas has no cities in the reference: the city is typed
  await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Austin');
  expect(latest.city).toBe('Austin');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Monaco');
  expect(latest).toEqual({ country: 'MC', state: '', city: '' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'State' })).toBeEnabled());
});

test('saved values are shown, even one the reference list lacks', async () => {
  render(<Harness initial={{ country: 'US', state: 'California', city: 'Pasadena' }} />);
  const city = await screen.findByRole('combobox', { name: 'City' });
  expect(city).toHaveValue('Pasadena');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US'));
});
