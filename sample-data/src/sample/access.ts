// Access Control's users and groups, as an identity provider would sync them.
import type { AccessGroup, AccessUserSeed } from '@gsg/shared';
import type { Person } from '../people.ts';

const SYNCED_USERS = 15;
/** People whose AI access was switched off after shadow-AI findings. */
const ACCESS_REVOKED = ['Lucas Silva', 'Ethan Clarke'];

export function sampleAccessUsers(people: readonly Person[]): AccessUserSeed[] {
  return people.slice(0, SYNCED_USERS).map((p) => ({
    id: p.userId,
    email: p.email,
    accessEnabled: !ACCESS_REVOKED.includes(p.name),
    displayName: p.name,
    externalId: null,
  }));
}

export const SAMPLE_GROUPS: readonly AccessGroup[] = [
  { id: 'grp-engineering', name: 'Engineering', externalId: null, description: 'Software engineers, SRE and QA; AI coding assistants allowed.', accessEnabled: true },
  { id: 'grp-finance', name: 'Finance', externalId: null, description: 'Accounting, FP&A and payroll; payment data must never leave the network.', accessEnabled: true },
  { id: 'grp-legal', name: 'Legal', externalId: null, description: 'In-house counsel and contract managers.', accessEnabled: true },
  { id: 'grp-marketing', name: 'Marketing', externalId: null, description: 'Brand, content and growth marketing.', accessEnabled: true },
  { id: 'grp-security', name: 'Security', externalId: null, description: 'Security operations and compliance analysts.', accessEnabled: true },
  { id: 'grp-executives', name: 'Executives', externalId: null, description: 'Leadership team and their assistants.', accessEnabled: true },
  { id: 'grp-contractors', name: 'Contractors', externalId: null, description: 'External contractors and vendors; AI tools not approved yet.', accessEnabled: false },
];

/** A contractor among the synced people: their own switch is on, their group's is off. */
const CONTRACTORS = ['Daniel Garcia'];

/** Who belongs to which group, as the identity provider would sync it: departments, and the contractors. */
export function sampleMemberships(people: readonly Person[]): Array<{ groupId: string; userIds: string[] }> {
  const synced = people.slice(0, SYNCED_USERS);
  const inDepartment = (department: string) => synced.filter((p) => p.department === department).map((p) => p.userId);
  return [
    ...['Engineering', 'Finance', 'Legal', 'Marketing', 'Security'].map((name) => ({ groupId: `grp-${name.toLowerCase()}`, userIds: inDepartment(name) })),
    { groupId: 'grp-executives', userIds: inDepartment('Executive') },
    { groupId: 'grp-contractors', userIds: synced.filter((p) => CONTRACTORS.includes(p.name)).map((p) => p.userId) },
  ].filter((m) => m.userIds.length > 0);
}
