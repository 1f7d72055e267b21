// Auth calls (spec §7 "Auth"); every password goes through preparePassword (spec §5).
import { post, toApiMessage, unwrap, upload, type ApiMessage } from '@/lib/http-client';
import { preparePassword } from '@/lib/password';
import { isApiError } from '@/lib/api-error';
import { type LoginCredentials } from './auth-slice';
import { type AuthToken, type TwitterLoginStart, toAuthToken, toTwitterLoginStart } from './types';
import type { TokenJson, TwitterLoginJson } from '@api/schemas/auth';
import type { NoticeJson, SuccessJson } from '@api/schemas/common';

export interface FanRegistration {
  firstName: string;
  lastName: string;
  name?: string;
  username: string;
  email: string;
  password: string;
  gender?: string;
}

export interface CreatorRegistration extends FanRegistration {
  name: string;
  gender: string;
  country: string;
  /** ISO date (YYYY-MM-DD) */
  dateOfBirth: string;
}

export interface CreatorRegistrationFiles {
  idVerification: Blob;
  documentVerification: Blob;
}

export interface TwitterCallbackParams {
  oauthToken: string;
  oauthTokenSecret: string;
  oauthVerifier: string;
  role?: string;
}

export async function login({ username, password, remember }: LoginCredentials): Promise<AuthToken> {
  const body = { username, password: await preparePassword(password), remember };
  return toAuthToken(await unwrap(post<TokenJson>('/auth/login', body, { token: null })));
}

/** Revokes the token server-side; an API without /auth/logout (404/405) counts as done. */
export async function logout(token?: string): Promise<void> {
  try {
    await post<SuccessJson>('/auth/logout', undefined, { noAuthRedirect: true, ...(token ? { token } : {}) });
  } catch (err) {
    if (isApiError(err) && (err.statusCode === 404 || err.statusCode === 405)) return;
    throw err;
  }
}

export async function registerFan(values: FanRegistration): Promise<ApiMessage> {
  const body = { ...values, password: await preparePassword(values.password) };
  return toApiMessage(await unwrap(post<NoticeJson>('/auth/users/register', body, { token: null })));
}

export async function registerCreator(
  values: CreatorRegistration,
  files: CreatorRegistrationFiles,
  onProgress?: (percent: number) => void,
): Promise<ApiMessage> {
  const fields = { ...values, password: await preparePassword(values.password) };
  const parts = [
    { fieldname: 'idVerification', file: files.idVerification },
    { fieldname: 'documentVerification', file: files.documentVerification },
  ];
  return toApiMessage(
    await unwrap(upload<NoticeJson>('/auth/performers/register', parts, fields, onProgress, { token: null })),
  );
}

export async function forgotPassword(email: string): Promise<ApiMessage> {
  return toApiMessage(await unwrap(post<NoticeJson>('/auth/users/forgot', { email }, { token: null })));
}

export async function resetPassword(token: string, password: string): Promise<ApiMessage> {
  const body = { token, password: await preparePassword(password) };
  return toApiMessage(await unwrap(post<NoticeJson>('/auth/password-change', body, { token: null })));
}

/** Exchanges a Google ID token (Google Identity Services credential) for an API token. */
export async function googleLogin(idToken: string, role?: 'user' | 'performer'): Promise<AuthToken> {
  const body = { tokenId: idToken, ...(role ? { role } : {}) };
  return toAuthToken(await unwrap(post<TokenJson>('/auth/google/login', body, { token: null })));
}

export async function twitterLoginStart(callbackUrl: string): Promise<TwitterLoginStart> {
  return toTwitterLoginStart(
    await unwrap(post<TwitterLoginJson>('/auth/twitter/login', { callbackUrl }, { token: null })),
  );
}

export async function twitterCallback(params: TwitterCallbackParams): Promise<AuthToken> {
  const body = {
    oauthToken: params.oauthToken,
    oauthTokenSecret: params.oauthTokenSecret,
    oauthVerifier: params.oauthVerifier,
    ...(params.role ? { role: params.role } : {}),
  };
  return toAuthToken(await unwrap(post<TokenJson>('/auth/twitter/callback', body, { token: null })));
}
