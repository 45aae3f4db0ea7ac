import type { SessionData, User } from '@starcrew/contract';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    organization_id: 'org-1',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Lopez',
    full_name: 'Ana Lopez',
    image: null,
    locale: 'fr',
    role: 'manager',
    email_verified_at: '2025-01-01T00:00:00.000Z',
    business_profile_token: true,
    is_plan_subscribed: true,
    is_password_updated: true,
    billing_info: null,
    ...overrides,
  };
}

export const sessionData: SessionData = {
  user: makeUser(),
  access_token: 'tok-123',
  permissions: ['reviews.read'],
  roles: ['manager'],
};
