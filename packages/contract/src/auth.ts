import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { emailField, passwordField, requiredString } from './fields.ts';

export const roles = ['super_manager', 'manager', 'seller'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Billing info of spec section 3; null until the owner fills it in. */
export const billingInfoSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  billing_address: z.string(),
  company_registration_number: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  marketing_consent: z.boolean(),
  agreed_to_terms: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** The user the client stores locally (spec section 3). */
export const userSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image: z.nullable(z.string()),
  locale: z.nullable(z.enum(['en', 'fr'])),
  role: roleSchema,
  email_verified_at: z.nullable(z.string()),
  business_profile_token: z.boolean(),
  is_plan_subscribed: z.boolean(),
  is_password_updated: z.boolean(),
  billing_info: z.nullable(billingInfoSchema),
});
export type User = z.infer<typeof userSchema>;

/** The data of a successful login, register or Google login (spec section 3). */
export const sessionDataSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  permissions: z.array(z.string()),
  roles: z.array(roleSchema),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const loginRequestSchema = z.object({
  email: emailField('email'),
  password: requiredString('password'),
  remember_me: z._default(z.optional(z.boolean()), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = envelope(sessionDataSchema);

/** `GET /v1/user`: the signed-in user, as in the login answer. */
export const currentUserResponseSchema = envelope(userSchema);
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Message ids of the auth answers, in the i18n catalogues. */
export const authMessageIds = {
  /** 422 on `email` when the email or the password is wrong (never says which). */
  failed: 'auth.failed',
  /** 422 on `email` when the password is right but the account was deactivated. */
  inactive: 'auth.inactive',
  /** 401: no token, or an expired or revoked one. */
  unauthenticated: 'auth.unauthenticated',
  /** 200 of `POST /v1/logout`. */
  loggedOut: 'auth.loggedOut',
  /** 404 of `POST /v1/login-with-google` when no GOOGLE_CLIENT_ID is configured. */
  googleDisabled: 'auth.googleDisabled',
  /** 401: the Google ID token is missing, forged, expired or for another client. */
  googleInvalid: 'auth.googleInvalid',
  /** 401: Google has not verified the account's email address. */
  googleUnverified: 'auth.googleUnverified',
} as const;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { passwordField };
