// Site settings from the console (issue 23): each with its help text; a change is validated by the rules
// `npm run settings` applies (services/site-settings.ts) and audited with the value before and after.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound, ok } from '../../lib/http-error';
import { AdminSettingJson, SettingKeyParams, SettingValueBody } from '../../schemas/admin-money';
import { responses } from '../../schemas/common';
import { audited } from '../../services/audit';
import { settingChangeProblem, settingsWithHelp, updateSetting } from '../../services/site-settings';

const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const one = (key: string) => {
    const found = settingsWithHelp(app.repos.settings).find((s) => s.key === key);
    if (!found) throw notFound('Setting not found');
    return found;
  };

  app.get('/admin/settings', { schema: { response: responses(Type.Array(AdminSettingJson)) } }, async () =>
    ok(settingsWithHelp(app.repos.settings)),
  );

  app.post(
    '/admin/settings/:key',
    { schema: { params: SettingKeyParams, body: SettingValueBody, response: responses(AdminSettingJson) } },
    async (request) => {
      const { key } = request.params;
      one(key);
      const { value } = request.body;
      const problem = settingChangeProblem(app.repos.settings, key, value);
      if (problem) throw badRequest([problem]);
      const state = () => ({ value: app.repos.settings.get(key) ?? null });
      audited(app, request, {
        action: 'setting.update',
        targetKind: 'setting',
        targetId: key,
        note: request.body.note,
        before: state,
        change: () => updateSetting(app.repos.settings, key, value, app.now().toISOString()),
        after: state,
      });
      return ok(one(key));
    },
  );
};

export default settingRoutes;
