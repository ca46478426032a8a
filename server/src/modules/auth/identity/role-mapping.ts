import { ROLES, type Role, type RoleMappingEntry } from '@gsg/shared';

/** The first value of a DN's first part: 'soc' of 'cn=soc,ou=groups,dc=acme,dc=example'. */
function commonName(group: string): string | null {
  const match = /^[a-z][a-z0-9-]*=((?:\\.|[^,\\])*)(?:,|$)/i.exec(group.trim());
  return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
}

/**
 * The role the group-to-role mapping gives someone in these groups: the most privileged role of every
 * line that names one of them (by name, ID or DN, in any case; a DN also matches by its first name), or
 * null when none does.
 */
export function mappedRole(groups: readonly string[], mapping: readonly RoleMappingEntry[]): Role | null {
  const names = new Set<string>();
  for (const group of groups) {
    names.add(group.trim().toLowerCase());
    const cn = commonName(group);
    if (cn) names.add(cn.toLowerCase());
  }
  let best: Role | null = null;
  for (const { group, role } of mapping) {
    if (names.has(group.trim().toLowerCase()) && (best === null || ROLES.indexOf(role) > ROLES.indexOf(best))) best = role;
  }
  return best;
}
