// How long the server keeps what the public settings decide (the settings, the footer, each IP's country
// answer): SETTINGS_CACHE_MS in the environment, else the default.
import { SETTINGS_CACHE_MS } from '@/config/constants';

export function settingsCacheMs(): number {
  const fromEnv = Number(process.env.SETTINGS_CACHE_MS);
  return process.env.SETTINGS_CACHE_MS !== undefined && Number.isFinite(fromEnv) && fromEnv >= 0
    ? fromEnv
    : SETTINGS_CACHE_MS;
}
