import type { Role } from './auth.ts';

/**
 * Every permission the API hands out at sign-in (spec section 6: a list of strings; the
 * console checks one or any of several). `<area>.<verb>`: `view` reads, `manage` creates,
 * edits and deletes.
 */
export const permissions = [
  'dashboard.view',
  'reviews.view',
  'reviews.reply',
  'reviews.assign',
  'reviews.delete',
  'reviews.export',
  'campaigns.view',
  'campaigns.manage',
  'rewards.view',
  'rewards.distribute',
  'sellers.view',
  'sellers.manage',
  'managers.manage',
  'locations.manage',
  'networks.view',
  'networks.manage',
  'competitors.view',
  'competitors.manage',
  'tools.use',
  'tools.manage',
  'plans.view',
  'billing.manage',
  'account.manage',
  'organization.delete',
] as const;
export type Permission = (typeof permissions)[number];

const sellerPermissions = [
  'dashboard.view',
  'reviews.view',
  'campaigns.view',
  'rewards.view',
  'tools.use',
  'account.manage',
] as const satisfies readonly Permission[];

/** Owner-only powers (spec section 6: managers, networks, subscription, billing, deletion). */
const ownerOnly: readonly Permission[] = [
  'managers.manage',
  'networks.manage',
  'billing.manage',
  'organization.delete',
];

/** The permissions each role gets; a user's own list starts as a copy of these. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  super_manager: permissions,
  manager: permissions.filter((p) => !ownerOnly.includes(p)),
  seller: sellerPermissions,
};
