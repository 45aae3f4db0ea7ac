import type { Role } from '@starcrew/contract';

/** Each role's dashboard: where sign-in leads and where the logo points (spec section 2). */
export function dashboardPathFor(role: Role): string {
  return role === 'seller' ? '/seller/dashboard' : '/manager/dashboard';
}
