import t from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { forEachAdapter } from './adapters.ts';

forEachAdapter(t, 'settings: a section is null until stored, then reads back as stored', async (t, store) => {
  t.equal(await store.settings.get('general'), null);
  const general = { retentionPeriod: 30, defaultAction: 'block' as const, autoArchive: false, alertGroupingMinutes: 10, alertSlaHighHours: 2, alertSlaMediumHours: 4, alertSlaLowHours: 48 };
  await store.settings.put('general', general);
  t.same(await store.settings.get('general'), general);
  t.equal(await store.settings.get('security'), null, 'other sections stay unset');
});

forEachAdapter(t, 'settings: a later put replaces the section', async (t, store) => {
  await store.settings.put('notifications', { ...SETTINGS_DEFAULTS.notifications, emailAddress: 'soc@acme.example' });
  const next = { ...SETTINGS_DEFAULTS.notifications, notificationFrequency: 'custom' as const, customSchedule: 'Mon 9:00' };
  await store.settings.put('notifications', next);
  t.same(await store.settings.get('notifications'), next);
});
