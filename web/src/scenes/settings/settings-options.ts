import {
  DEFAULT_ACTIONS,
  IDENTITY_SOURCES,
  MFA_METHODS,
  MFA_METHOD_LABELS,
  NOTIFICATION_FREQUENCIES,
  PASSWORD_POLICIES,
  ROLES,
} from '@gsg/shared';

type Option<V extends string> = { value: V; label: string };
const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): ReadonlyArray<Option<V>> =>
  values.map((value) => ({ value, label: labels[value] }));

export const DEFAULT_ACTION_OPTIONS = optionsOf(DEFAULT_ACTIONS, { allow: 'Allow', flag: 'Flag', block: 'Block' });
export const MFA_METHOD_OPTIONS = optionsOf(MFA_METHODS, MFA_METHOD_LABELS);
export const IDENTITY_SOURCE_OPTIONS = optionsOf(IDENTITY_SOURCES, {
  none: 'None (console accounts)',
  'entra-id': 'Microsoft Entra ID',
  'active-directory': 'Active Directory',
  ldap: 'LDAP',
  okta: 'Okta',
  onelogin: 'OneLogin',
});
export const ROLE_OPTIONS = optionsOf(ROLES, { auditor: 'Auditor', cybersecurity_analyst: 'Cybersecurity Analyst', admin: 'Admin' });
// Section 9's descriptions of the policies.
export const PASSWORD_POLICY_OPTIONS = optionsOf(PASSWORD_POLICIES, {
  basic: 'Basic (8+ characters)',
  strong: 'Strong (12+ mixed)',
  enterprise: 'Enterprise (16+ complex)',
});
export const FREQUENCY_OPTIONS = optionsOf(NOTIFICATION_FREQUENCIES, {
  realtime: 'Real-time',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  custom: 'Custom',
});
