import { z } from 'zod';
import { connectionTestResultSchema, identitySettingsSchema, settingsSectionResponseSchema } from '../schemas/settings.ts';
import { apiRoute } from './route.ts';

/** A section's own fields are the server's to check against the section the path names; the body need only be an object. */
export const settingsSectionBodySchema = z.looseObject({}).describe('Every field of the section named in the path');

/** The Settings tabs, one section at a time, saved whole; and Test Connection on the identity settings. */
export const SETTINGS_API = {
  section: apiRoute({ method: 'GET', path: '/settings/:section', response: settingsSectionResponseSchema }),
  saveSection: apiRoute({ method: 'PUT', path: '/settings/:section', body: settingsSectionBodySchema, response: settingsSectionResponseSchema }),
  testConnection: apiRoute({ method: 'POST', path: '/settings/test-connection', body: identitySettingsSchema.nullish(), response: connectionTestResultSchema }),
};
