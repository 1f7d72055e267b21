import { http, HttpResponse } from 'msw';
import { API } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { getCities, getCountries, getStates, getUserAdditional } from '@/features/reference/api';

useMswServer();

describe('reference api', () => {
  test('countries keep the spec fields', async () => {
    await expect(getCountries()).resolves.toEqual([
      {
        name: 'Germany',
        code: 'DE',
        capital: 'Berlin',
        region: 'Europe',
        currency: { code: 'EUR', name: 'Euro', symbol: '€' },
        language: { code: 'de', name: 'German' },
        flag: '/flags/de.svg',
      },
    ]);
  });

  test('states and cities are mapped to {code, name}', async () => {
    await expect(getStates('DE')).resolves.toEqual([{ code: 'BY', name: 'Bavaria' }]);
    await expect(getCities('DE', 'BY')).resolves.toEqual([{ code: 'Munich', name: 'Munich' }]);
  });

  test('user-additional option lists are normalised to {value, text}', async () => {
    server.use(
      http.get(`${API}/user-additional`, () =>
        HttpResponse.json({
          status: 0,
          data: { ages: ['18_19', 'over_50'], genders: [{ value: 'transgender', text: 'Trans' }], note: 'x' },
        }),
      ),
    );
    await expect(getUserAdditional()).resolves.toEqual({
      ages: [
        { value: '18_19', text: '18_19' },
        { value: 'over_50', text: 'over_50' },
      ],
      genders: [{ value: 'transgender', text: 'Trans' }],
    });
  });
});
