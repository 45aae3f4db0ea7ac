import { rolePermissions, type Location, type SessionData, type User } from '@starcrew/contract';

/** A verified owner with billing info and a connected business profile: the guard lets them in. */
export const ownerUser: User = {
  id: '00000000-0000-4000-8000-000000000001',
  organization_id: '00000000-0000-4000-8000-0000000000aa',
  email: 'camille@maison-doree.fr',
  first_name: 'Camille',
  last_name: 'Laurent',
  full_name: 'Camille Laurent',
  image: null,
  locale: 'fr',
  role: 'super_manager',
  email_verified_at: '2026-01-05T09:00:00.000Z',
  business_profile_token: true,
  is_plan_subscribed: true,
  is_password_updated: true,
  billing_info: {
    company_name: 'Maison Dorée SAS',
    contact_name: 'Camille Laurent',
    phone: '+33 1 23 45 67 89',
    email: 'compta@maison-doree.fr',
    billing_address: '12 rue Oberkampf, 75011 Paris',
    company_registration_number: '912 345 678',
    vat_number: 'FR12912345678',
    marketing_consent: false,
    agreed_to_terms: true,
  },
};

export const ownerSession: SessionData = {
  user: ownerUser,
  access_token: 'story-token',
  // As the server hands them out (screens show or hide what the role may do).
  permissions: [...rolePermissions.super_manager],
  roles: ['super_manager'],
};

/** A manager of the same organization: the manager sidebar (with Tools, without My Managers). */
export const managerSession: SessionData = {
  user: {
    ...ownerUser,
    id: '00000000-0000-4000-8000-000000000002',
    email: 'hugo@maison-doree.fr',
    first_name: 'Hugo',
    last_name: 'Martin',
    full_name: 'Hugo Martin',
    role: 'manager',
    billing_info: null,
  },
  access_token: 'story-token',
  permissions: [...rolePermissions.manager],
  roles: ['manager'],
};

/** A seller who has already replaced the first password: the seller area opens. */
export const sellerSession: SessionData = {
  user: {
    ...ownerUser,
    id: '00000000-0000-4000-8000-000000000003',
    email: 'lea@maison-doree.fr',
    first_name: 'Léa',
    last_name: 'Moreau',
    full_name: 'Léa Moreau',
    role: 'seller',
    billing_info: null,
  },
  access_token: 'story-token',
  permissions: [],
  roles: ['seller'],
};

/** One bakery of the demo network, as GET /active-locations and access-location answer it. */
export const oberkampfLocation: Location = {
  id: 'l1',
  title: 'Maison Dorée – Paris Oberkampf',
  name: 'Maison Dorée – Paris Oberkampf',
  address: null,
  average_rating: 4.6,
  total_reviews: 231,
  license_status: 'active',
  review_url: null,
};
