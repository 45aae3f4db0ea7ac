import { z } from './zod.ts';
import { sessionDataSchema, userSchema } from './auth.ts';
import { envelope } from './envelope.ts';
import { describe, emailField, passwordField, requiredString, stringField } from './fields.ts';

/**
 * The account calls of spec section 7 and the ones the sign-in screens need beside them
 * (resend the code). Field bounds are those of decisions.md.
 */

/** 1 to 50 characters (decisions.md); an empty name reads "Please enter your…" only. */
const name = (field: string) =>
  requiredString(field).check(
    z.maxLength(50, { error: describe('validation.max', { field: `field.${field}`, max: 50 }) }),
  );
const localeField = z.enum(['en', 'fr']);

/** "The passwords do not match", on the confirmation field (spec section 5). */
const confirmation = () => stringField('confirmPassword');
function matchingPasswords<T extends { password: string; password_confirmation: string }>(value: T): boolean {
  return value.password === value.password_confirmation;
}
const mismatch = {
  path: ['password_confirmation'],
  error: describe('validation.mismatch', { field: 'field.passwords' }),
};

export const registerRequestSchema = z
  .object({
    first_name: name('firstName'),
    last_name: name('lastName'),
    email: emailField('email'),
    password: passwordField('password'),
    password_confirmation: confirmation(),
    /** The organization's name; the registrant's full name when absent. */
    organization_name: z.optional(
      requiredString('organizationName').check(
        z.maxLength(100, { error: describe('validation.max', { field: 'field.organizationName', max: 100 }) }),
      ),
    ),
    /** Language of the emails; Accept-Language when absent. */
    locale: z.optional(localeField),
  })
  .check(z.refine(matchingPasswords, mismatch));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Register and Google sign-in answer as login does: user, token, permissions, roles. */
export const registerResponseSchema = envelope(sessionDataSchema);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The 6-digit email verification code (decisions.md). */
export const verifyOtpRequestSchema = z.object({
  otp: requiredString('otp').check(
    z.regex(/^\d{6}$/, { error: describe('validation.invalid', { field: 'field.otp' }) }),
  ),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** Calls that answer the updated user: verify-otp, update-image, update-profile, seller change-password. */
export const userResponseSchema = envelope(userSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST /v1/resend-otp`: when the next code may be asked for, and how long this one lives, in seconds. */
export const resendOtpResponseSchema = envelope(
  z.object({
    resend_available_in: z.number().check(z.int(), z.gte(0)),
    expires_in: z.number().check(z.int(), z.gte(0)),
  }),
);
export type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField('email') });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The link of the reset email carries `token` and `email` in its query. */
export const resetPasswordRequestSchema = z
  .object({
    token: requiredString('token').check(
      z.maxLength(200, { error: describe('validation.invalid', { field: 'field.token' }) }),
    ),
    email: emailField('email'),
    password: passwordField('password'),
    password_confirmation: confirmation(),
  })
  .check(z.refine(matchingPasswords, mismatch));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Changing the email clears `email_verified_at` and sends a code to the new address. */
export const updateProfileRequestSchema = z.object({
  first_name: name('firstName'),
  last_name: name('lastName'),
  email: z.optional(emailField('email')),
  locale: z.optional(z.nullable(localeField)),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: requiredString('currentPassword'),
    password: passwordField('password'),
    password_confirmation: confirmation(),
  })
  .check(z.refine(matchingPasswords, mismatch));
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * `POST /v1/seller/change-password/{id}`: the seller's own password. The current password
 * is asked only once the initial one has been replaced (`is_password_updated`).
 */
export const sellerChangePasswordRequestSchema = z
  .object({
    current_password: z.optional(stringField('currentPassword')),
    password: passwordField('password'),
    password_confirmation: confirmation(),
  })
  .check(z.refine(matchingPasswords, mismatch));
export type SellerChangePasswordRequest = z.input<typeof sellerChangePasswordRequestSchema>;

/** The owner types DELETE (spec section 5). */
export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal('DELETE', { error: describe('account.deleteConfirmation') }),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** Path parameter of the calls on another user (`{id}`). */
export const userIdParamsSchema = z.object({ id: stringField('request') });

/** What the browser apps need to know of the server's configuration. */
export const appConfigResponseSchema = envelope(
  z.object({
    /** Google sign-in is offered only when set. */
    google_client_id: z.nullable(z.string()),
    /**
     * The active payment provider. With `stripe`, the console takes cards with Stripe's card element and
     * this publishable key (never a secret); with `sandbox` (key null), with its own test-card fields.
     * The server always sends it; absent (an older server or mock) reads as the sandbox.
     */
    payments: z._default(
      z.object({
        provider: z.enum(['stripe', 'sandbox']),
        stripe_publishable_key: z.nullable(z.string()),
      }),
      { provider: 'sandbox', stripe_publishable_key: null },
    ),
  }),
);
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

/** Largest profile image or logo accepted (decisions.md): 2 MB, PNG, JPEG or WebP. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const imageMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Message ids of the account answers, in the i18n catalogues. */
export const accountMessageIds = {
  registered: 'account.registered',
  codeSent: 'account.codeSent',
  codeInvalid: 'account.codeInvalid',
  codeExpired: 'account.codeExpired',
  codeLocked: 'account.codeLocked',
  /** 429 of resend-otp within the 60-second countdown. */
  resendWait: 'account.resendWait',
  emailVerified: 'account.emailVerified',
  emailTaken: 'account.emailTaken',
  resetLinkSent: 'account.resetLinkSent',
  resetTokenInvalid: 'account.resetTokenInvalid',
  passwordReset: 'account.passwordReset',
  passwordChanged: 'account.passwordChanged',
  currentPasswordWrong: 'account.currentPasswordWrong',
  profileUpdated: 'account.profileUpdated',
  imageUpdated: 'account.imageUpdated',
  imageInvalid: 'account.imageInvalid',
  imageTooLarge: 'account.imageTooLarge',
  sellerPasswordSent: 'account.sellerPasswordSent',
  deleted: 'account.deleted',
  deleteConfirmation: 'account.deleteConfirmation',
} as const;
