import { can, permissionMissing, type Permission } from '@gsg/shared';
import { useAuth } from './auth.ts';

export interface Gate {
  allowed: boolean;
  /** Why not, in the server's own words, for the tooltip of a disabled control. */
  reason: string | undefined;
}

/**
 * Whether the signed-in person's role holds the permission (the table the server enforces, in
 * shared/src/permissions.ts): controls their role lacks are disabled or hidden, so no click ends in a 403.
 */
export function usePermission(permission: Permission): Gate {
  const { me } = useAuth();
  if (!me) return { allowed: false, reason: undefined };
  const allowed = can(me.role, permission);
  return { allowed, reason: allowed ? undefined : permissionMissing(me.role, permission) };
}
