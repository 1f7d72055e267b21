import { COUNTRY_NAMES } from '@/lib/country-names';
import { withCountryNames } from '@/features/performer/country-names';
import { getPerformer, randomPerformers, searchPerformers } from '@/features/performer/api';
import { server, useMswServer } from '../msw/server';
import { performerHandlers, resetPerformerState } from '../msw/performer-handlers';

useMswServer();
beforeEach(() => {
  resetPerformerState();
  server.use(...performerHandlers);
});

describe('country names table', () => {
  it('says what Intl.DisplayNames says for every code it holds', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'region' });
    const codes = Object.keys(COUNTRY_NAMES);
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes) expect([code, COUNTRY_NAMES[code]]).toEqual([code, intl.of(code)]);
  });

  it('names a code in any case and falls back to the code itself', async () => {
    const named = await withCountryNames(
      ['de', 'US', 'ZZ', ''].map((country) => ({ country, countryName: '' })),
    );
    expect(named.map((item) => item.countryName)).toEqual(['Germany', 'United States', 'ZZ', '']);
  });

  it('keeps a name already there, and the very list when nothing needs one', async () => {
    const list = [
      { country: 'DE', countryName: 'Deutschland' },
      { country: '', countryName: '' },
    ];
    expect(await withCountryNames(list)).toBe(list);
  });
});

describe('the API client names the countries of the creators it reads (the page data carries them)', () => {
  it('a profile, the directory and the suggestions', async () => {
    expect(await getPerformer('demo-creator')).toMatchObject({ country: 'DE', countryName: 'Germany' });
    const page = await searchPerformers({ offset: 0, limit: 10 });
    expect(page.items.map((p) => [p.country, p.countryName])).toEqual([
      ['DE', 'Germany'],
      ['FR', 'France'],
      ['DE', 'Germany'],
    ]);
    expect((await randomPerformers(2)).map((p) => p.countryName)).toEqual(['Germany', 'France']);
  });

  it('not for a refresh of the live and online flags, which shows no name', async () => {
    expect(await getPerformer('demo-creator', { countryName: false })).toMatchObject({
      country: 'DE',
      countryName: '',
    });
  });
});
