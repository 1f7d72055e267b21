// Optional client-side password hashing (spec §5, reference §4.1 HASH_PW_CLIENT): MD5 hex when enabled.
import { md5 } from 'js-md5';
import { publicEnv } from '@/config/env';

export function preparePassword(plain: string): string {
  return publicEnv().hashPasswordOnClient ? md5(plain) : plain;
}
