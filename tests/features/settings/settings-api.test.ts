import { http, HttpResponse } from 'msw';
import { API, apiState } from '../../msw/handlers';
import { server, useMswServer } from '../../msw/server';
import { checkCountryBlock, getPublicSettings, getSettingsByKeys } from '@/features/settings/api';

useMswServer();

describe('settings api', () => {
  test('public settings are mapped to typed values', async () => {
    const settings = await getPublicSettings();
    expect(settings).toMatchObject({ siteName: 'Test Site', paymentGateway: 'stripe', minimumTipPrice: 10 });
  });

  test('settings by keys posts the list and returns the values', async () => {
    await expect(getSettingsByKeys(['siteName', 'nope'])).resolves.toEqual({ siteName: 'Test Site' });
  });

  test('country check forwards the client IP and reads data.blocked', async () => {
    apiState.blockedIps.add('5.5.5.5');
    await expect(checkCountryBlock('5.5.5.5')).resolves.toBe(true);
    await expect(checkCountryBlock('6.6.6.6')).resolves.toBe(false);
    expect(apiState.lastGeoHeaders?.['x-client-ip']).toBe('6.6.6.6');
    server.use(http.get(`${API}/block/countries/check`, () => HttpResponse.json({ status: 0, data: {} })));
    await expect(checkCountryBlock(undefined)).resolves.toBe(false);
  });
});
