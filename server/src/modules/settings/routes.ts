import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MFA_DELIVERY_ERRORS,
  SETTINGS_API,
  SETTINGS_SECTION_LABELS,
  errorResponseSchema,
  settingsSavedDetail,
  settingsSchemas,
  settingsSectionSchema,
  type NotificationsSettings,
  type SecuritySettings,
  type SettingsSectionResponse,
} from '@gsg/shared';
import { badRequest } from '../../http-errors.ts';
import { customScheduleProblem } from '../notifications/schedule.ts';
import { actorOf } from '../../plugins/auth.ts';
import { probesOnlyConfigured, UNSAVED_DIRECTORY } from '../../services/connection-test.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/settings';

const sectionParams = z.object({ section: settingsSectionSchema });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, SETTINGS_API.section),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['settings'],
        summary: "One settings section: the stored values over the product's defaults",
        params: sectionParams,
        response: { 200: SETTINGS_API.section.response, ...errors },
      },
    },
    async (request) => {
      const { section } = request.params;
      return { section, values: await app.services.settings.get(section) } as SettingsSectionResponse;
    },
  );

  app.post(
    urlIn(AREA, SETTINGS_API.testConnection),
    {
      config: { permission: 'settings.manage', rateLimit: RATE_LIMITS.testConnection },
      schema: {
        tags: ['settings'],
        summary: 'Test Connection: reach the identity source (or, with none, the database)',
        description:
          'Tests the identity settings in the body (the form as it stands), else the saved ones; an LDAP server or ' +
          'Active Directory domain must be the saved one (400 otherwise), so no other host can be probed. ' +
          'LDAP and Active Directory: the service account binds and searches the user search base, as sign-in does; Entra ID: the tenant ID\'s form, ' +
          "then the tenant's OpenID configuration; none: a round trip to the console's database. A failed check " +
          'is an answer (ok: false, with the reason), not an error.',
        body: SETTINGS_API.testConnection.body,
        response: { 200: SETTINGS_API.testConnection.response, ...errors },
      },
    },
    async (request) => {
      const saved = await app.services.settings.get('identity');
      const identity = request.body ?? saved;
      if (!probesOnlyConfigured(identity, saved)) throw badRequest(UNSAVED_DIRECTORY);
      // A secret typed in the form and not saved yet is tested; otherwise the stored one, as sign-in uses it.
      const stored = await app.services.settings.identitySecrets();
      const secrets = {
        oidcClientSecret: request.body?.oidcClientSecret || stored.oidcClientSecret,
        ldapBindPassword: request.body?.ldapBindPassword || stored.ldapBindPassword,
      };
      return app.services.connectionTests.identity(identity, secrets);
    },
  );

  app.put(
    urlIn(AREA, SETTINGS_API.saveSection),
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Replace one settings section',
        params: sectionParams,
        body: SETTINGS_API.saveSection.body,
        response: { 200: SETTINGS_API.saveSection.response, ...errors },
      },
    },
    async (request) => {
      const { section } = request.params;
      const parsed = settingsSchemas[section].safeParse(request.body);
      // Named the way the app's error handler names schema failures, so the form can mark its fields.
      const refuse = (fields: Array<{ path: string; message: string }>) =>
        badRequest(`Invalid request: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`, fields);
      if (!parsed.success) {
        throw refuse(parsed.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message })));
      }
      // The schedule is checked here, not in shared/: the cron parser stays out of the browser's bundle.
      const notifications = section === 'notifications' ? (parsed.data as NotificationsSettings) : null;
      const scheduleProblem = notifications?.notificationFrequency === 'custom' ? customScheduleProblem(notifications.customSchedule) : null;
      if (scheduleProblem) throw refuse([{ path: 'body.customSchedule', message: scheduleProblem }]);
      // MFA Method names the method the setup offers first: not one nobody could set up. Checked only when
      // it changes, so a section saved whole is not refused for a method chosen while it could be used.
      const security = section === 'security' ? (parsed.data as SecuritySettings) : null;
      if (security && security.mfaMethod !== (await app.services.settings.get('security')).mfaMethod) {
        if (security.mfaMethod === 'phone') throw refuse([{ path: 'body.mfaMethod', message: MFA_DELIVERY_ERRORS.smsUnavailable }]);
        if (security.mfaMethod === 'email' && !(await app.integrations.mailServer())) {
          throw refuse([{ path: 'body.mfaMethod', message: MFA_DELIVERY_ERRORS.noMailServer }]);
        }
      }
      const values = await app.services.settings.put(section, parsed.data, actorOf(request));
      return { section, values, message: settingsSavedDetail(SETTINGS_SECTION_LABELS[section]) } as SettingsSectionResponse;
    },
  );
};

export default routes;
