// Google and Twitter sign-in. Without keys in the environment they answer a clear "not configured" 400.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, ok } from '../../lib/http-error';
import { oauth1Header, type OAuth1Request } from '../../lib/oauth1';
import {
  GoogleLoginBody,
  GoogleTokenBody,
  TokenJson,
  TwitterCallbackBody,
  TwitterLoginBody,
  TwitterLoginJson,
} from '../../schemas/auth';
import { responses } from '../../schemas/common';
import { findOrCreateSocialAccount, type SocialProfile } from '../../services/social';
import { issueToken } from '../../services/sessions';
import { authRateLimit } from './rate-limit';

const TWITTER_API = 'https://api.twitter.com';
const GOOGLE_TOKENINFO = 'https://oauth2.googleapis.com/tokeninfo';

interface GoogleTokenInfo {
  aud?: string;
  azp?: string;
  sub?: string;
  iss?: string;
  exp?: string;
  email?: string;
  email_verified?: string | boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** Asks Google to validate the token (global fetch, so tests can stub it) and checks it is for us. */
async function verifyGoogle(
  clientId: string,
  kind: 'id_token' | 'access_token',
  token: string,
  nowMs: number,
): Promise<SocialProfile> {
  let info: GoogleTokenInfo;
  try {
    const res = await fetch(`${GOOGLE_TOKENINFO}?${kind}=${encodeURIComponent(token)}`);
    if (!res.ok) throw new Error(`tokeninfo ${res.status}`);
    info = (await res.json()) as GoogleTokenInfo;
  } catch {
    throw new HttpError(422, 'Google sign-in failed, please try again');
  }
  const audience = info.aud === clientId || info.azp === clientId;
  const issuer =
    kind === 'access_token' ||
    info.iss === 'accounts.google.com' ||
    info.iss === 'https://accounts.google.com';
  const fresh = !info.exp || Number(info.exp) * 1000 > nowMs;
  if (!audience || !issuer || !fresh || !info.sub)
    throw new HttpError(422, 'Google sign-in failed, please try again');
  return {
    provider: 'google',
    providerId: info.sub,
    email: info.email,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: info.name,
    firstName: info.given_name,
    lastName: info.family_name,
  };
}

function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text).entries());
}

const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const googleConfigured = () => Boolean(app.config.googleClientId);
  const twitterConfigured = () => Boolean(app.config.twitterConsumerKey && app.config.twitterConsumerSecret);
  /** A signed POST to one of Twitter's OAuth endpoints: its form answer, empty when the call failed. */
  const twitterPost = async (
    endpoint: string,
    signing: Pick<OAuth1Request, 'token' | 'tokenSecret' | 'oauthParams'>,
  ): Promise<Record<string, string>> => {
    const url = `${TWITTER_API}${endpoint}`;
    const authorization = oauth1Header({
      method: 'POST',
      url,
      consumerKey: app.config.twitterConsumerKey,
      consumerSecret: app.config.twitterConsumerSecret,
      ...signing,
    });
    const res = await fetch(url, { method: 'POST', headers: { Authorization: authorization } }).catch(
      () => null,
    );
    return res?.ok ? parseForm(await res.text()) : {};
  };

  const googleLogin = async (body: GoogleTokenBody) => {
    if (!googleConfigured()) throw new HttpError(400, 'Google login is not configured');
    const idToken = body.tokenId ?? body.idToken ?? body.credential;
    if (!idToken && !body.accessToken) throw new HttpError(400, ['tokenId is required']);
    const nowMs = app.now().getTime();
    const profile = idToken
      ? await verifyGoogle(app.config.googleClientId, 'id_token', idToken, nowMs)
      : await verifyGoogle(app.config.googleClientId, 'access_token', body.accessToken as string, nowMs);
    const user = await findOrCreateSocialAccount(app, profile, body.role ?? 'user');
    if (user.status === 'inactive') throw new HttpError(403, 'This account is inactive');
    return ok(await issueToken(app, user, true));
  };

  app.post(
    '/auth/google/login',
    { schema: { body: GoogleLoginBody, response: responses(TokenJson) }, config: authRateLimit(app) },
    async (request) => googleLogin(request.body),
  );
  app.post(
    '/auth/google/token',
    { schema: { body: GoogleTokenBody, response: responses(TokenJson) }, config: authRateLimit(app) },
    async (request) => googleLogin(request.body),
  );

  app.post(
    '/auth/twitter/login',
    { schema: { body: TwitterLoginBody, response: responses(TwitterLoginJson) }, config: authRateLimit(app) },
    async (request) => {
      if (!twitterConfigured()) throw new HttpError(400, 'Twitter login is not configured');
      // Only callbacks into our own web app are accepted (no open redirect through Twitter).
      const wanted = request.body.callbackUrl;
      const callbackUrl =
        wanted && wanted.startsWith(`${app.config.appPublicUrl}/`)
          ? wanted
          : `${app.config.appPublicUrl}/auth/login`;
      const form = await twitterPost('/oauth/request_token', {
        oauthParams: { oauth_callback: callbackUrl },
      });
      if (!form.oauth_token || !form.oauth_token_secret)
        throw new HttpError(502, 'Twitter sign-in failed, please try again');
      return ok({
        oauthToken: form.oauth_token,
        oauthTokenSecret: form.oauth_token_secret,
        callbackUrl,
        url: `${TWITTER_API}/oauth/authenticate?oauth_token=${encodeURIComponent(form.oauth_token)}`,
      });
    },
  );

  app.post(
    '/auth/twitter/callback',
    { schema: { body: TwitterCallbackBody, response: responses(TokenJson) }, config: authRateLimit(app) },
    async (request) => {
      if (!twitterConfigured()) throw new HttpError(400, 'Twitter login is not configured');
      const { oauthToken, oauthTokenSecret, oauthVerifier, role } = request.body;
      const form = await twitterPost('/oauth/access_token', {
        token: oauthToken,
        tokenSecret: oauthTokenSecret,
        oauthParams: { oauth_verifier: oauthVerifier },
      });
      if (!form.user_id) throw new HttpError(422, 'Twitter sign-in failed, please try again');
      const user = await findOrCreateSocialAccount(
        app,
        { provider: 'twitter', providerId: form.user_id, username: form.screen_name, name: form.screen_name },
        role ?? 'user',
      );
      if (user.status === 'inactive') throw new HttpError(403, 'This account is inactive');
      return ok(await issueToken(app, user, true));
    },
  );
};

export default socialRoutes;
