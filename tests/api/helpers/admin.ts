// An operator's session for API tests: demo-admin signs in, sets up two-factor with the code its secret gives
// at the test clock, and keeps the recovery codes.
import type { FastifyInstance } from 'fastify';
import { stepAt, totpCode } from '@api/lib/totp';
import { login } from './app';

export interface AdminSession {
  token: string;
  secret: string;
  recoveryCodes: string[];
}

export const post = (app: FastifyInstance, url: string, token: string | null, payload: object = {}) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} });

export const get = (app: FastifyInstance, url: string, token: string | null) =>
  app.inject({ url, headers: token ? { authorization: token } : {} });

/** The code an authenticator app shows at `time`. */
export const codeAt = (secret: string, time: Date) => totpCode(secret, stepAt(time));

export async function enrolAdmin(app: FastifyInstance, username = 'demo-admin'): Promise<AdminSession> {
  const token = await login(app, username);
  const enrol = await post(app, '/admin/2fa/enrol', token);
  if (enrol.statusCode !== 200) throw new Error(`enrol: ${enrol.body}`);
  const { secret } = enrol.json().data as { secret: string };
  const confirmed = await post(app, '/admin/2fa/confirm', token, { code: codeAt(secret, app.now()) });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { token, secret, recoveryCodes: confirmed.json().data.recoveryCodes };
}
