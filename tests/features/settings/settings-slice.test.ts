import {
  initialSettingsState,
  selectSettings,
  settingsLoaded,
  settingsReducer,
} from '@/features/settings/settings-slice';
import { hydrated } from '@/store/hydrate';
import { toPublicSettings } from '@/features/settings/types';

describe('settings slice (spec §3 "Site settings", §9 defaults)', () => {
  test('starts with the spec §9 defaults', () => {
    const s = settingsReducer(undefined, { type: '@@init' });
    expect(s).toMatchObject({
      paymentGateway: 'stripe',
      freeSubscriptionEnabled: true,
      freeSubscriptionDuration: 1,
      minimumSubscriptionPrice: 2.95,
      maximumSubscriptionPrice: 300,
      minimumWalletPrice: 2.95,
      maximumWalletPrice: 300,
      minimumTipPrice: 10,
      maximumTipPrice: 10000,
      minimumPayoutAmount: 50,
      requireEmailVerification: false,
      maintenanceMode: false,
    });
  });

  test('loaded settings merge over the defaults', () => {
    const s = settingsReducer(initialSettingsState, settingsLoaded({ maintenanceMode: true, gaCode: 'G-1' }));
    expect(selectSettings({ settings: s })).toMatchObject({
      maintenanceMode: true,
      gaCode: 'G-1',
      minimumTipPrice: 10,
    });
  });

  test('HYDRATE: the server copy wins', () => {
    const client = settingsReducer(initialSettingsState, settingsLoaded({ siteName: 'client' }));
    const server = { ...initialSettingsState, siteName: 'server', maintenanceMode: true };
    expect(settingsReducer(client, hydrated({ settings: server }))).toMatchObject({
      siteName: 'server',
      maintenanceMode: true,
    });
    expect(settingsReducer(client, hydrated({}))).toBe(client);
  });

  test('the mapper keeps known keys of the right type and drops the rest', () => {
    expect(
      toPublicSettings({
        siteName: 'S',
        maintenanceMode: 'true',
        minimumTipPrice: '12',
        unknownKey: 'x',
        gaCode: 42,
        menus: [{ _id: 'm1', title: 'Help', path: '/page/help', section: 'footer' }, { nope: true }],
      }),
    ).toEqual({
      siteName: 'S',
      maintenanceMode: true,
      minimumTipPrice: 12,
      menus: [{ _id: 'm1', title: 'Help', path: '/page/help', section: 'footer', isNewTab: false }],
    });
  });
});
