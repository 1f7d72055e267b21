import { COUNTRY_NAMES } from '@/lib/country-names';
import { countryName } from '@/features/performer/components/country-flag';

describe('country names table', () => {
  it('says what Intl.DisplayNames says for every code it holds', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'region' });
    const codes = Object.keys(COUNTRY_NAMES);
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes) expect([code, COUNTRY_NAMES[code]]).toEqual([code, intl.of(code)]);
  });

  it('names a code in any case and falls back to the code itself', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    expect(countryName('ZZ')).toBe('ZZ');
    expect(countryName('')).toBe('');
  });
});
