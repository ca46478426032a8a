import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The services routes share, on `app.services`. Each feature adds its own entry next to its service
 * (`declare module '…/services/service-plugin.ts'`), so the list grows with the features and no file
 * has to know them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each feature's augmentation
export interface AppServices {}

export type ServiceName = keyof AppServices;

/** What any service may be built from: the app's foundations, never another service it did not ask for. */
export type ServiceFoundation = Pick<FastifyInstance, 'config' | 'store' | 'events' | 'secretBox' | 'hashPassword' | 'metrics' | 'log'>;

const FOUNDATIONS = ['config', 'store', 'events', 'secretBox', 'hashPassword', 'metrics', 'services'];

/** A service's plugin name, as Fastify reports it when a dependency is missing. */
export const servicePluginName = (name: ServiceName) => `service:${name}`;

/**
 * One service as a Fastify plugin: built once per app from the foundations and the services it names, and
 * put on `app.services[name]`. Fastify refuses to start when a named service is not registered before it
 * (its `dependencies`), and `build` is handed only the services it named, so the compiler refuses a use
 * of one it did not declare.
 */
export function servicePlugin<K extends ServiceName, D extends ServiceName = never>(
  name: K,
  needs: readonly D[],
  build: (app: ServiceFoundation, services: Pick<AppServices, D>) => AppServices[K],
) {
  return fp(
    async (app) => {
      if (app.services[name] !== undefined) throw new Error(`the ${name} service is registered twice`);
      const given = Object.fromEntries(needs.map((need) => [need, app.services[need]])) as Pick<AppServices, D>;
      app.services[name] = build(app, given);
    },
    { name: servicePluginName(name), dependencies: needs.map(servicePluginName), decorators: { fastify: FOUNDATIONS } },
  );
}
