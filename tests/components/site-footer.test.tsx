// One footer (issue 20 item 22): every layout with chrome shows the same footer, the feed's /home included, with
// the same site links for visitors and members; only the account link depends on being signed in.
import { screen, within } from '@testing-library/react';
import { BaseLayout } from '@/layouts/base-layout';
import { renderWithStore, makeUser, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

async function footerLinks(layout: string, state?: Parameters<typeof renderWithStore>[1]) {
  const utils = renderWithStore(
    <BaseLayout layout={layout} geoBlocked={false} maintenance={false}>
      <p>page body</p>
    </BaseLayout>,
    state,
  );
  const footer = await screen.findByRole('contentinfo');
  const names = within(footer)
    .getAllByRole('link')
    .map((a) => a.textContent);
  utils.unmount();
  return names;
}

test('the home feed, the primary and the public layouts share one footer', async () => {
  const fan = signedIn(makeUser());
  const home = await footerLinks('home', fan);
  expect(home).toEqual(await footerLinks('primary', fan));
  expect(home).toEqual(await footerLinks('public', fan));
});

test('visitors and members get the same site links; only the account link differs', async () => {
  const visitor = await footerLinks('public');
  const member = await footerLinks('public', signedIn(makeUser()));
  expect(visitor).toEqual(['Login', 'Register', 'Creators', 'Contact']);
  expect(member).toEqual(['Feed', 'Creators', 'Contact']);
});
