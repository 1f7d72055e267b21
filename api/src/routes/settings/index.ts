import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { ok } from '../../lib/http-error';
import { responses } from '../../schemas/common';
import { PublicSettingsJson, SettingsKeysBody, SettingValuesJson } from '../../schemas/settings';

/** Public settings; integration keys come from the environment so the web app only offers what works. */
export async function publicSettings(app: FastifyInstance): Promise<Static<typeof PublicSettingsJson>> {
  const values = await app.repos.settings.publicValues();
  const c = app.config;
  return {
    ...values,
    googleLoginClientId: c.googleClientId,
    twitterLoginEnabled: Boolean(c.twitterConsumerKey && c.twitterConsumerSecret),
    recaptchaSiteKey: c.recaptchaSiteKey || values.recaptchaSiteKey || '',
    stripePublishableKey: c.stripePublishableKey || values.stripePublishableKey || '',
    agoraAppId: c.agoraAppId || values.agoraAppId || '',
    // which card gateway runs: the web app takes cards the way it needs ('sandbox' or 'stripe')
    paymentGateway: app.paymentGateway.name,
    // One limit, from configuration: the forms show it and check files before uploading.
    maxVideoUploadSize: c.maxVideoBytes,
    maxImageUploadSize: c.maxImageBytes,
  };
}

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/settings/public', { schema: { response: responses(PublicSettingsJson) } }, async () =>
    ok(await publicSettings(app)),
  );

  const keys = { body: SettingsKeysBody, response: responses(SettingValuesJson) };
  app.post('/settings/keys', { schema: keys }, async (request) => {
    const all: Record<string, unknown> = await publicSettings(app);
    // Private keys (blockedCountries, commissions) are simply absent, as unknown keys are.
    const picked = Object.fromEntries(
      request.body.keys.filter((k) => Object.hasOwn(all, k)).map((k) => [k, all[k]]),
    );
    return ok(picked);
  });
};

export default settingsRoutes;
