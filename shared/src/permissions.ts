/**
 * The one table of what each role may do. Every console route and live topic names the permission it
 * needs (server/src/plugins/auth.ts refuses a route that names none); the web reads the same table to
 * show each person only the controls their role allows, so no click of theirs ends in a 403.
 */
import type { Role } from './schemas/account.ts';

export const PERMISSIONS = [
  /** Everything the console shows, in its redacted form, and its exports. */
  'console.read',
  /** The audit trail. */
  'audit.read',
  /** Assign, comment, give a disposition, acknowledge and resolve alerts. */
  'alerts.triage',
  /** Read a conversation's original text (Reveal Original), with a reason. */
  'logs.reveal',
  /** Ask endpoints to update their client. */
  'endpoints.update',
  /** Upload and delete the client installers offered on the Download tab and sent with Update Client. */
  'releases.manage',
  /** Remove endpoints from the fleet. */
  'endpoints.remove',
  /** Create, change, delete and test guardrail policies. */
  'policies.manage',
  /** Add and remove a policy's exceptions (a value, a term or a person it no longer acts on), as a false positive teaches. */
  'policies.except',
  /** Switch users' and groups' AI access. */
  'access.manage',
  /** Sanction or block AI tools (Discover), which the agents and the gateway then enforce. */
  'ai-tools.manage',
  /** Change the console's settings. */
  'settings.manage',
  /** Add, change, disable and remove console accounts. */
  'accounts.manage',
  /** Issue and revoke API keys. */
  'api-keys.manage',
  /** Add, change, test and remove alert destinations. */
  'integrations.manage',
  /** Add, change, order, test and remove the gateway's model routes (where each model's requests go, with which key). */
  'gateway.manage',
  /** Send conversations and verdict requests from a console session (agents use an API key instead). */
  'traffic.submit',
  /** Write to support. */
  'support.contact',
  /** One's own profile, password, MFA, sessions and notification switches, whatever the role. */
  'self.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const AUDITOR: readonly Permission[] = ['console.read', 'audit.read', 'self.manage'];
const ANALYST: readonly Permission[] = [...AUDITOR, 'alerts.triage', 'logs.reveal', 'endpoints.update', 'policies.except', 'support.contact'];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  auditor: new Set(AUDITOR),
  cybersecurity_analyst: new Set(ANALYST),
  admin: new Set(PERMISSIONS),
};

export const ROLE_LABELS: Record<Role, string> = {
  auditor: 'Auditor',
  cybersecurity_analyst: 'Cybersecurity Analyst',
  admin: 'Admin',
};

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].has(permission);

/** The refusal of a signed-in person whose role lacks the permission; the web's tooltips say the same. */
export const permissionMissing = (role: Role, permission: Permission): string =>
  `Your role (${ROLE_LABELS[role]}) does not have the '${permission}' permission`;
