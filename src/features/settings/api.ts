// Settings and site-level country block (spec §7 "Settings", "Blocking"; reference §1.2 geo-block check).
import { get, post, unwrap, type RequestOptions } from '@/lib/http-client';
import { type SettingsState } from './settings-slice';
import { toPublicSettings, toSettingValues } from './types';
import { asRaw } from '@/lib/raw-json';
import type { PublicSettingsJson, SettingValuesJson } from '@api/schemas/settings';
import type { SiteBlockJson } from '@api/schemas/social';

type Opts = Pick<RequestOptions, 'token' | 'signal' | 'timeout'>;

export async function getPublicSettings(opts?: Opts): Promise<Partial<SettingsState>> {
  return toPublicSettings(
    await unwrap(get<PublicSettingsJson>('/settings/public', undefined, { token: null, ...opts })),
  );
}

export async function getSettingsByKeys(keys: string[], opts?: Opts): Promise<Record<string, unknown>> {
  return toSettingValues(
    await unwrap(post<SettingValuesJson>('/settings/keys', { keys }, { token: null, ...opts })),
  );
}

/** True when the site blocks the client's country. The server forwards the visitor's IP in x-client-ip. */
export async function checkCountryBlock(clientIp: string | undefined, opts?: Opts): Promise<boolean> {
  const data = await unwrap(
    get<SiteBlockJson>(
      '/block/countries/check',
      { fromServerRequest: true },
      {
        token: null,
        noAuthRedirect: true,
        ...opts,
        ...(clientIp ? { headers: { 'x-client-ip': clientIp } } : {}),
      },
    ),
  );
  return asRaw<SiteBlockJson>(data).blocked === true;
}
