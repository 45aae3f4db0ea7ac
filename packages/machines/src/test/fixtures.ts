import type { Role, SessionData, User } from '@starcrew/contract';
import type { GuardSession } from '../guard/guardRoute.ts';

/** A user of the contract's shape; each test overrides only what it is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    organization_id: 'org-1',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Lopez',
    full_name: 'Ana Lopez',
    image: null,
    locale: 'en',
    role: 'manager',
    email_verified_at: '2025-01-01T00:00:00.000Z',
    business_profile_token: true,
    is_plan_subscribed: true,
    is_password_updated: true,
    billing_info: {
      company_name: 'Ana SARL',
      contact_name: 'Ana Lopez',
      phone: '+33100000000',
      email: 'billing@example.com',
      billing_address: '1 rue de Paris',
      company_registration_number: null,
      vat_number: null,
      marketing_consent: false,
      agreed_to_terms: true,
    },
    ...overrides,
  };
}

export function signedIn(role: Role, overrides: Partial<User> = {}): GuardSession {
  return { user: makeUser({ role, ...overrides }), roles: [role], isAuthenticated: true };
}

export const anonymous: GuardSession = { user: null, roles: [], isAuthenticated: false };

export function makeSessionData(overrides: Partial<SessionData> = {}): SessionData {
  return { user: makeUser(), access_token: 'token-1', permissions: ['reviews.read'], roles: ['manager'], ...overrides };
}
