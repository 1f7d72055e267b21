// The creator's "Basic settings" without antd (issue 22): what is sent is what the form shows, empty fields left
// out and untouched lists and switches not sent; categories stop at five.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app-store/store';
import { CreatorBasicForm } from '@/features/user/components/creator/creator-basic-form';
import { makeUser, signedIn } from '../../components/render';
import { renderPlain } from '../../components/plain-render';

const CATEGORIES = ['Fitness', 'Music', 'Art', 'Travel', 'Food', 'Gaming'].map((name, i) => ({
  _id: String(i + 1).repeat(24),
  name,
  slug: name.toLowerCase(),
}));

jest.mock('@/features/reference/api', () => ({
  getCategories: async () => CATEGORIES,
  getCountries: async () => [{ code: 'US', name: 'United States', flag: '' }],
  getUserAdditional: async () => ({ heights: [{ value: '5.5', text: '5\'5"' }] }),
}));

const creator = makeUser({
  isPerformer: true,
  username: 'demo-creator',
  email: 'demo-creator@example.com',
  name: 'Demo Creator',
  dateOfBirth: '1990-05-01T00:00:00.000Z',
  bio: 'Hello',
  city: 'Paris',
});

function setup() {
  const store = makeStore(signedIn(creator));
  const dispatch = jest.spyOn(store, 'dispatch');
  renderPlain(<CreatorBasicForm />, undefined, store);
  const sent = () =>
    dispatch.mock.calls
      .map(([a]) => a as unknown as { type: string; payload: Record<string, unknown> })
      .filter((a) => a.type === 'user/profileUpdateRequested')
      .map((a) => a.payload);
  return { sent };
}

test('the saved profile is sent back as shown: empty fields and untouched lists and switches left out', async () => {
  const user = userEvent.setup();
  const { sent } = setup();
  await screen.findByRole('checkbox', { name: 'Fitness' });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent()).toHaveLength(1));
  expect(sent()[0]).toEqual({
    firstName: 'Demo',
    lastName: 'Fan',
    name: 'Demo Creator',
    username: 'demo-creator',
    email: 'demo-creator@example.com',
    bio: 'Hello',
    gender: 'male',
    dateOfBirth: '1990-05-01',
    country: 'US',
    city: 'Paris',
  });
});

test('switches, categories and the reference lists are sent once set; five categories at most', async () => {
  const user = userEvent.setup();
  const { sent } = setup();
  for (const name of ['Fitness', 'Music', 'Art', 'Travel', 'Food'])
    await user.click(await screen.findByRole('checkbox', { name }));
  expect(screen.getByRole('checkbox', { name: 'Gaming' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Food' }));
  expect(screen.getByRole('checkbox', { name: 'Gaming' })).toBeEnabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Height' }), '5\'5"');
  await user.click(screen.getByRole('switch', { name: 'Show my city on my profile' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent()).toHaveLength(1));
  expect(sent()[0]).toMatchObject({
    categoryIds: CATEGORIES.slice(0, 4).map((c) => c._id),
    height: '5.5',
    showCity: true,
  });
  expect(sent()[0]).not.toHaveProperty('activateWelcomeVideo');
});

test('an under-age date of birth is refused next to the field and in the summary', async () => {
  const user = userEvent.setup();
  const { sent } = setup();
  const dob = screen.getByLabelText('Date of birth');
  await user.clear(dob);
  await user.type(dob, `${new Date().getFullYear() - 10}-01-01`);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please check Date of birth above.');
  expect(sent()).toHaveLength(0);
});
