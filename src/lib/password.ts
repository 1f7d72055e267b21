// Optional client-side password hashing (spec §5, reference §4.1 HASH_PW_CLIENT): MD5 hex when enabled.
// js-md5 is loaded only when the setting is on, so it stays out of every page's first load.
import { publicEnv } from '@/config/env';

export async function preparePassword(plain: string): Promise<string> {
  if (!publicEnv().hashPasswordOnClient) return plain;
  const { md5 } = await import('js-md5');
  return md5(plain);
}
