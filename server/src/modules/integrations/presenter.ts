import { SECRET_FIELDS, type DeliveryLogView, type Integration, type IntegrationConfig } from '@gsg/shared';
import type { IntegrationRecord } from '../../store/index.ts';

/** An integration as the API shows it: its config without secrets, which secrets are set, its deliveries. */
export function presentIntegration(record: IntegrationRecord, config: IntegrationConfig, deliveries: DeliveryLogView): Integration {
  const secret = new Set<string>(SECRET_FIELDS[record.type] as readonly string[]);
  const shown: Integration['config'] = {};
  const secretsSet: Integration['secretsSet'] = {};
  for (const [field, value] of Object.entries(config)) {
    if (secret.has(field)) secretsSet[field] = typeof value === 'string' && value.length > 0;
    else if (value !== undefined) shown[field] = value as string | number | boolean;
  }
  for (const field of secret) secretsSet[field] ??= false;
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    config: shown,
    secretsSet,
    minSeverity: record.minSeverity,
    enabled: record.enabled,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    deliveries,
  };
}
