import { randomUUID } from 'node:crypto';
import {
  INTEGRATION_CONFIG_SCHEMAS,
  NOT_FOUND,
  SEVERITIES,
  type Actor,
  type DomainEvent,
  type EmailConfig,
  type Integration,
  type IntegrationConfig,
  type IntegrationCreate,
  type IntegrationTestResult,
  type IntegrationType,
  type IntegrationUpdate,
  type NotificationsSettings,
  type Severity,
} from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { OutboxEntries } from '../../store/outbox-port.ts';
import { GiveUp, type OutboxReader } from '../../events/outbox-worker.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { IntegrationRecord, Store } from '../../store/index.ts';
import { digestOf } from '../notifications/digest.ts';
import { isPeopleChannel, routeFor, switchedOff, withNotificationAddress, type Route } from '../notifications/routing.ts';
import { lastDigestTime } from '../notifications/schedule.ts';
import { CHANNELS } from './channels/index.ts';
import { ChannelFailure } from './channels/channel.ts';
import { messageOf, testMessage, type ChannelContext, type OutboundMessage } from './message.ts';
import { presentIntegration } from './presenter.ts';

export interface IntegrationService {
  list(): Promise<Integration[]>;
  create(input: IntegrationCreate, by: Actor): Promise<Integration>;
  /** A 404 when there is none. */
  update(id: string, patch: IntegrationUpdate, by: Actor): Promise<Integration>;
  remove(id: string, by: Actor): Promise<void>;
  /** Sends a test message now, outside the outbox, and says how it went. */
  test(id: string): Promise<IntegrationTestResult>;
  /**
   * The SMTP server mail to people goes through (their security notices): that of the oldest enabled
   * e-mail integration, or null when there is none.
   */
  mailServer(): Promise<EmailConfig | null>;
  /** Takes alerts from the outbox to the integrations that want them. */
  reader: OutboxReader;
}

/** high > medium > low: SEVERITIES lists them most severe first. */
const rank = (severity: Severity) => SEVERITIES.length - SEVERITIES.indexOf(severity);

/**
 * A changed config: the fields given over the stored ones, checked against the type's schema as a whole.
 * A secret left out is kept; a refusal names the fields as every refused request body does (`body.config.…`).
 */
function mergedConfig<T extends IntegrationType>(type: T, stored: IntegrationConfig<T>, patch: Record<string, unknown>): IntegrationConfig<T> {
  const parsed = INTEGRATION_CONFIG_SCHEMAS[type].safeParse({ ...stored, ...patch });
  if (parsed.success) return parsed.data as IntegrationConfig<T>;
  const fields = parsed.error.issues.map((issue) => ({ path: ['body', 'config', ...issue.path].join('.'), message: issue.message }));
  throw badRequest('The integration was not changed: check the highlighted fields', fields);
}

const sendThrough = <T extends IntegrationType>(type: T, config: IntegrationConfig<T>, message: OutboundMessage, context: ChannelContext) =>
  (CHANNELS[type] as (typeof CHANNELS)[IntegrationType]).send(config as never, message, context);

// Integrations change rarely and the outbox asks about every alert: a short cache keeps those reads off
// the store, and is short so a change made on another node is heeded within seconds.
const LIST_CACHE_MS = 5_000;

export function createIntegrationService(
  store: Store,
  box: SecretBox,
  events: DomainBus,
  context: ChannelContext,
  /** Settings › Notifications, which decide what e-mail and Slack destinations receive, and when. */
  notifications: () => Promise<NotificationsSettings>,
  now: () => Date = () => new Date(),
): IntegrationService {
  const { integrations, outbox } = store;
  const configOf = (record: IntegrationRecord): IntegrationConfig =>
    INTEGRATION_CONFIG_SCHEMAS[record.type].parse(JSON.parse(box.open(record.sealedConfig)));
  const seal = (config: IntegrationConfig) => box.seal(JSON.stringify(config));
  const present = async (record: IntegrationRecord) =>
    presentIntegration(record, configOf(record), await outbox.deliveryLog(`integrations/${record.id}`));
  const withoutDeliveries = ({ deliveries: _, ...integration }: Integration) => integration;

  let cached: { at: number; list: Promise<IntegrationRecord[]> } | null = null;
  const enabledList = () => {
    if (!cached || now().getTime() - cached.at > LIST_CACHE_MS) cached = { at: now().getTime(), list: integrations.list() };
    return cached.list;
  };
  const forget = () => {
    cached = null;
  };
  const find = async (id: string) => {
    const record = await integrations.get(id);
    if (!record) throw notFound(NOT_FOUND.integration);
    return record;
  };
  /** Stores the record with its event (kept in the outbox for the audit trail) in one transaction. */
  const save = async <T>(record: IntegrationRecord, created: boolean, by: Actor, write: (outbox: OutboxEntries<string>) => Promise<T>) => {
    const integration = await present(record);
    const written = await events.record(
      async (outbox) => {
        const result = await write(outbox);
        forget();
        return result;
      },
      () => [{ type: 'integration.saved', data: { integration: withoutDeliveries(integration), created, by } }],
    );
    return { written, integration };
  };

  return {
    async list() {
      return Promise.all((await integrations.list()).map(present));
    },
    async create(input, by) {
      const at = now().toISOString();
      const record: IntegrationRecord = {
        id: randomUUID(),
        type: input.type,
        name: input.name,
        sealedConfig: seal(input.config),
        minSeverity: input.minSeverity,
        enabled: input.enabled,
        createdAt: at,
        updatedAt: at,
      };
      return (await save(record, true, by, (outbox) => integrations.create(record, outbox))).integration;
    },
    async update(id, patch, by) {
      const record = await find(id);
      const next: IntegrationRecord = {
        ...record,
        name: patch.name ?? record.name,
        sealedConfig: patch.config ? seal(mergedConfig(record.type, configOf(record), patch.config)) : record.sealedConfig,
        minSeverity: patch.minSeverity ?? record.minSeverity,
        enabled: patch.enabled ?? record.enabled,
        updatedAt: now().toISOString(),
      };
      const { written, integration } = await save(next, false, by, (outbox) => integrations.update(next, outbox));
      if (!written) throw notFound(NOT_FOUND.integration);
      return integration;
    },
    async remove(id, by) {
      const deleted = await events.record(
        async (outbox) => {
          const found = await integrations.delete(id, outbox);
          forget();
          return found;
        },
        () => [{ type: 'integration.deleted', data: { id, by } }],
      );
      if (!deleted) throw notFound(NOT_FOUND.integration);
    },
    async test(id) {
      const record = await find(id);
      try {
        const config = withNotificationAddress(record.type, configOf(record), await notifications());
        const status = await sendThrough(record.type, config, testMessage(`test:${randomUUID()}`, now()), context);
        return { ok: true, status, error: null };
      } catch (err) {
        if (!(err instanceof ChannelFailure)) throw err;
        return { ok: false, status: err.status, error: err.message };
      }
    },
    async mailServer() {
      const record = (await enabledList()).find((i) => i.enabled && i.type === 'email');
      return record ? (configOf(record) as EmailConfig) : null;
    },
    reader: {
      name: 'integrations',
      async destinationsFor(event) {
        if (event.type !== 'alert.created' && event.type !== 'alert.transitioned') return { now: [] };
        const { alert } = event.data;
        const settings = await notifications();
        const routes: Record<Route, string[]> = { now: [], held: [], none: [] };
        for (const i of await enabledList()) {
          if (i.enabled && rank(alert.severity) >= rank(i.minSeverity)) routes[routeFor(i.type, event.type, alert.severity, settings)].push(i.id);
        }
        return { now: routes.now, held: routes.held };
      },
      async digestsDue(at) {
        const before = lastDigestTime(await notifications(), at);
        return (await enabledList())
          .filter((i) => isPeopleChannel(i.type))
          .map((i) => ({ destination: i.id, before, compose: (events: DomainEvent[]) => digestOf(events, before) }));
      },
      async deliver(id, event, key) {
        const record = await integrations.get(id);
        // Messages for an integration deleted or switched off since are not sent, and not retried.
        if (!record) throw new GiveUp('the integration was deleted');
        if (!record.enabled) throw new GiveUp('the integration is switched off');
        const settings = await notifications();
        const off = switchedOff(record.type, settings);
        if (off) throw new GiveUp(off);
        await sendThrough(record.type, withNotificationAddress(record.type, configOf(record), settings), messageOf(event, key, now()), context);
      },
    },
  };
}
