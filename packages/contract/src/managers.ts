import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, emailField, passwordField, requiredString, stringField } from './fields.ts';
import { memberLimitsSchema } from './locationLimits.ts';
import { locationIdsField, memberStatusSchema } from './sellers.ts';

/**
 * The owner's managers (My Managers and Settings' Role Management; issue 13), under
 * `/v1/super-manager/managers`: only the owner calls them.
 */

const name = (field: string) =>
  requiredString(field).check(
    z.maxLength(50, { error: describe('validation.max', { field: `field.${field}`, max: 50 }) }),
  );

/** Where a manager's invitation stands: none sent (created with a password), pending, expired or accepted. */
export const invitationStateSchema = z.enum(['none', 'pending', 'expired', 'accepted']);
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const managerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: memberStatusSchema,
  locations: z.array(z.object({ id: z.string(), title: z.string() })),
  invitation: invitationStateSchema,
  /** When the pending invitation stops working; null otherwise. */
  invitation_expires_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Manager = z.infer<typeof managerSchema>;

export const managersQuerySchema = pageQuerySchema;
export type ManagersQuery = z.input<typeof managersQuerySchema>;

export const managersResponseSchema = envelope(
  z.object({
    managers: z.array(managerSchema),
    pagination: paginationSchema,
    /** The plan's members per location at every location: the modal weighs a choice before sending. */
    member_limits: z.optional(memberLimitsSchema),
  }),
);
export type ManagersResponse = z.infer<typeof managersResponseSchema>;

/**
 * `POST /v1/super-manager/managers`: with `password` the manager signs in with it at once;
 * without, they get an invitation (a single-use link valid 7 days) to choose one.
 */
export const createManagerRequestSchema = z.object({
  first_name: name('firstName'),
  last_name: name('lastName'),
  email: emailField('email'),
  password: z.optional(passwordField('password')),
  location_ids: locationIdsField(),
});
export type CreateManagerRequest = z.input<typeof createManagerRequestSchema>;

/** `POST /v1/super-manager/managers/{id}`: names and locations (the email stays the manager's own). */
export const updateManagerRequestSchema = z.object({
  first_name: z.optional(name('firstName')),
  last_name: z.optional(name('lastName')),
  location_ids: locationIdsField(),
});
export type UpdateManagerRequest = z.input<typeof updateManagerRequestSchema>;

export const managerResponseSchema = envelope(managerSchema);
export type ManagerResponse = z.infer<typeof managerResponseSchema>;

/**
 * `POST /v1/invitations/lookup`: whom the link invites, for the set-password screen. A POST with
 * the token in the body, not a GET with it in the path: paths end up in access logs.
 */
export const invitationLookupRequestSchema = z.object({
  token: requiredString('token').check(
    z.maxLength(200, { error: describe('validation.invalid', { field: 'field.token' }) }),
  ),
});
export type InvitationLookupRequest = z.input<typeof invitationLookupRequestSchema>;
export const invitationResponseSchema = envelope(
  z.object({ first_name: z.string(), email: z.string(), organization_name: z.string(), expires_at: z.string() }),
);
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** `POST /v1/invitations/accept`: the link's token and the manager's chosen password. */
export const acceptInvitationRequestSchema = z
  .object({
    token: requiredString('token').check(
      z.maxLength(200, { error: describe('validation.invalid', { field: 'field.token' }) }),
    ),
    password: passwordField('password'),
    password_confirmation: stringField('confirmPassword'),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      path: ['password_confirmation'],
      error: describe('validation.mismatch', { field: 'field.passwords' }),
    }),
  );
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/** Server and console messages of My Managers (spec section 8 wording). */
export const managerMessageIds = {
  created: 'managers.created',
  updated: 'managers.updated',
  deleted: 'managers.deleted',
  invitationResent: 'managers.invitationResent',
  /** "An error occurred while creating the Manager. Please try again." */
  createFailed: 'managers.createFailed',
  /** The invitation link is unknown, used, replaced by a newer one, or older than 7 days. */
  invitationInvalid: 'managers.invitationInvalid',
  invitationAccepted: 'managers.invitationAccepted',
  /** Re-sending to a manager who already accepted. */
  alreadyAccepted: 'managers.alreadyAccepted',
} as const;
