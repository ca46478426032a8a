import Fastify, { type FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { auditServicePlugin } from '../../src/modules/audit/audit-trail.ts';
import { settingsServicePlugin } from '../../src/modules/settings/service.ts';
import { servicePlugin } from '../../src/services/service-plugin.ts';
import '../../src/fastify-augment.ts';
import { buildTestApp } from '../helper.ts';

/** A bare Fastify with the foundations a service is built from, and no service yet. */
async function bareApp(t: Test): Promise<FastifyInstance> {
  const { app: full } = await buildTestApp(t);
  const app = Fastify();
  const foundations: Record<string, unknown> = { config: full.config, store: full.store, events: full.events, secretBox: full.secretBox, hashPassword: full.hashPassword, metrics: full.metrics };
  for (const [name, value] of Object.entries(foundations)) app.decorate(name, value);
  app.decorate('services', {} as FastifyInstance['services']);
  t.teardown(() => app.close());
  return app;
}

t.test('a service that names another is refused at start-up when that one is not registered before it', async (t) => {
  const app = await bareApp(t);
  await t.rejects(async () => app.register(auditServicePlugin), /dependency 'service:settings' of plugin 'service:audit' is not registered/);
});

t.test('a service is handed the services it names, built once, on app.services', async (t) => {
  const app = await bareApp(t);
  await app.register(settingsServicePlugin);
  await app.register(auditServicePlugin);
  t.equal(typeof app.services.settings.get, 'function');
  t.equal(typeof app.services.audit.append, 'function');
  t.same(Object.keys(app.services).sort(), ['audit', 'settings'], 'nothing else is built');
});

t.test('a service is handed only what it named, and cannot be registered twice', async (t) => {
  const app = await bareApp(t);
  await app.register(settingsServicePlugin);
  let seen: string[] = [];
  await app.register(
    servicePlugin('audit', ['settings'], (_app, services) => {
      seen = Object.keys(services);
      return { marker: true } as unknown as FastifyInstance['services']['audit'];
    }),
  );
  t.same(seen, ['settings']);
  await t.rejects(async () => app.register(settingsServicePlugin), /the settings service is registered twice/);
});

t.test('every service of the app is on app.services once the app is built', async (t) => {
  const { app } = await buildTestApp(t);
  const names = Object.keys(app.services);
  t.ok(names.length >= 29, `${names.length} services`);
  for (const name of names) t.ok(app.services[name as keyof typeof app.services], name);
  t.ok(app.hasPlugin('service:whatIf') && app.hasPlugin('service:settings'), 'each is a named plugin');
});
