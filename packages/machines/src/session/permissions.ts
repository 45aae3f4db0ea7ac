import type { SessionContext } from './session.types.ts';

type WithPermissions = Pick<SessionContext, 'permissions'>;

/** Spec section 6: the product checks one permission… */
export function hasPermission(context: WithPermissions, permission: string): boolean {
  return context.permissions.includes(permission);
}

/** …or any of several. An empty list grants nothing. */
export function hasAnyPermission(context: WithPermissions, permissions: readonly string[]): boolean {
  return permissions.some((permission) => context.permissions.includes(permission));
}
