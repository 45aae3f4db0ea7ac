import type { SessionData, User } from '@starcrew/contract';
import type { UserRow } from '../../db/schema/index.ts';

/** The wire form of a user (contract `userSchema`) from its row. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    organization_id: row.organizationId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: row.image,
    locale: row.locale,
    role: row.role,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    business_profile_token: row.businessProfileToken,
    // Subscriptions come with billing; until then nobody is subscribed (spec section 4).
    is_plan_subscribed: false,
    is_password_updated: row.isPasswordUpdated,
    billing_info: row.billingInfo ?? null,
  };
}

export function presentSession(row: UserRow, accessToken: string): SessionData {
  return {
    user: presentUser(row),
    access_token: accessToken,
    permissions: [...row.permissions],
    roles: [row.role],
  };
}
