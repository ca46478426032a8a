import type { DeliveryLogView, Integration, WebhookConfig } from '@gsg/shared';
import type { IntegrationRecord } from '../../store/index.ts';

/** An integration as the API shows it: its config without secrets, and how its deliveries stand. */
export const presentIntegration = (record: IntegrationRecord, config: WebhookConfig, deliveries: DeliveryLogView): Integration => ({
  id: record.id,
  type: record.type,
  name: record.name,
  config: { url: config.url },
  secretSet: config.secret.length > 0,
  minSeverity: record.minSeverity,
  enabled: record.enabled,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  deliveries,
});
