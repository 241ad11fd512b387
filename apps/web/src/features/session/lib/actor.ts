import type { Actor, Me } from '@pintrip/shared';

/** The signed-in user as the shared policies (`canEdit`, `canDelete`, `isAdmin`) take them. */
export function actorFromMe(
  me: Pick<Me, 'id' | 'is_active' | 'is_admin' | 'is_super_admin'> | null | undefined,
): Actor | null {
  if (!me) return null;
  return { id: me.id, isActive: me.is_active, isAdmin: me.is_admin, isSuperAdmin: me.is_super_admin };
}
