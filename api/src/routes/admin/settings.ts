// Site settings from the console (issue 23): each with its help text; a change is validated by the rules
// `npm run settings` applies (services/site-settings.ts) and audited with the value before and after.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Tables } from '../../db/tables';
import { badRequest, notFound, ok } from '../../lib/http-error';
import { AdminSettingJson, SettingKeyParams, SettingValueBody } from '../../schemas/admin-money';
import { responses } from '../../schemas/common';
import { auditedAsync } from '../../services/audit';
import { settingChangeProblem, settingsWithHelp, updateSetting } from '../../services/site-settings';

const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const one = async (key: string) => {
    const found = (await settingsWithHelp(app.repos.settings)).find((s) => s.key === key);
    if (!found) throw notFound('Setting not found');
    return found;
  };

  app.get('/admin/settings', { schema: { response: responses(Type.Array(AdminSettingJson)) } }, async () =>
    ok(await settingsWithHelp(app.repos.settings)),
  );

  app.post(
    '/admin/settings/:key',
    { schema: { params: SettingKeyParams, body: SettingValueBody, response: responses(AdminSettingJson) } },
    async (request) => {
      const { key } = request.params;
      await one(key);
      const { value } = request.body;
      const problem = await settingChangeProblem(app.repos.settings, key, value);
      if (problem) throw badRequest([problem]);
      const state = async (trx: Kysely<Tables>) => ({
        value: (await app.repos.settings.in(trx).get(key)) ?? null,
      });
      await auditedAsync(app, request, {
        action: 'setting.update',
        targetKind: 'setting',
        targetId: key,
        note: request.body.note,
        before: state,
        change: (trx) => updateSetting(app.repos.settings.in(trx), key, value, app.now().toISOString()),
        after: state,
      });
      return ok(await one(key));
    },
  );
};

export default settingRoutes;
