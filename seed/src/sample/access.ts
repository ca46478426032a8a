// Access Control's users and groups, as an identity provider would sync them.
import type { AccessGroupSeed, AccessUserSeed } from '@gsg/shared';
import type { Person } from '../people.ts';

const SYNCED_USERS = 15;
/** People whose AI access was switched off after shadow-AI findings. */
const ACCESS_REVOKED = ['Lucas Silva', 'Ethan Clarke'];

export function sampleAccessUsers(people: readonly Person[]): AccessUserSeed[] {
  return people.slice(0, SYNCED_USERS).map((p) => ({
    id: p.userId,
    email: p.email,
    accessEnabled: !ACCESS_REVOKED.includes(p.name),
  }));
}

export const SAMPLE_GROUPS: readonly AccessGroupSeed[] = [
  { name: 'Engineering', description: 'Software engineers, SRE and QA; AI coding assistants allowed.', accessEnabled: true },
  { name: 'Finance', description: 'Accounting, FP&A and payroll; payment data must never leave the network.', accessEnabled: true },
  { name: 'Legal', description: 'In-house counsel and contract managers.', accessEnabled: true },
  { name: 'Marketing', description: 'Brand, content and growth marketing.', accessEnabled: true },
  { name: 'Security', description: 'Security operations and compliance analysts.', accessEnabled: true },
  { name: 'Executives', description: 'Leadership team and their assistants.', accessEnabled: true },
  { name: 'Contractors', description: 'External contractors and vendors; AI tools not approved yet.', accessEnabled: false },
];
