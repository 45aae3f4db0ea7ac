import {
  appConfigResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  resendOtpResponseSchema,
  userResponseSchema,
  loginResponseSchema,
  type AppConfigResponse,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResendOtpResponse,
  type ResetPasswordRequest,
  type SellerChangePasswordRequest,
  type SessionData,
  type UpdateProfileRequest,
  type User,
  type VerifyOtpRequest,
} from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';

/** What a call answers besides its data: the server's success message, for the toast. */
export interface WithMessage<T> {
  data: T;
  message: string | undefined;
}

const withMessage = <T>(response: { data: T; message?: string | undefined }): WithMessage<T> => ({
  data: response.data,
  message: response.message,
});

/** POST /v1/register: creates the organization and its owner; answers the session data, as login does. */
export async function register(client: ApiClient, body: RegisterRequest): Promise<SessionData> {
  const response = await client.request('/v1/register', { method: 'POST', body, schema: registerResponseSchema });
  return response.data;
}

/** POST /v1/login-with-google: the Google ID token goes in the `Google-Token` header (spec section 7). */
export async function loginWithGoogle(client: ApiClient, googleToken: string): Promise<SessionData> {
  const response = await client.request('/v1/login-with-google', {
    method: 'POST',
    headers: { 'Google-Token': googleToken },
    schema: loginResponseSchema,
  });
  return response.data;
}

/** POST /v1/forgot-password: the same answer whether or not the email has an account. */
export async function forgotPassword(client: ApiClient, body: ForgotPasswordRequest): Promise<WithMessage<null>> {
  return withMessage(
    await client.request('/v1/forgot-password', { method: 'POST', body, schema: messageResponseSchema }),
  );
}

/** POST /v1/reset-password: token and email come from the emailed link. */
export async function resetPassword(client: ApiClient, body: ResetPasswordRequest): Promise<WithMessage<null>> {
  return withMessage(
    await client.request('/v1/reset-password', { method: 'POST', body, schema: messageResponseSchema }),
  );
}

/** POST /v1/verify-otp: the user with `email_verified_at` set. */
export async function verifyOtp(client: ApiClient, body: VerifyOtpRequest): Promise<WithMessage<User>> {
  return withMessage(await client.request('/v1/verify-otp', { method: 'POST', body, schema: userResponseSchema }));
}

/** POST /v1/resend-otp: a new code; a 429 within the 60-second countdown. */
export async function resendOtp(client: ApiClient): Promise<WithMessage<ResendOtpResponse['data']>> {
  return withMessage(await client.request('/v1/resend-otp', { method: 'POST', schema: resendOtpResponseSchema }));
}

/** POST /v1/update-image (multipart, field `image`): the user with the new picture. */
export async function updateImage(client: ApiClient, image: Blob, filename = 'image'): Promise<WithMessage<User>> {
  const body = new FormData();
  body.append('image', image, filename);
  return withMessage(await client.request('/v1/update-image', { method: 'POST', body, schema: userResponseSchema }));
}

/** POST /v1/update-profile: the updated user (a new email must be verified again). */
export async function updateProfile(client: ApiClient, body: UpdateProfileRequest): Promise<WithMessage<User>> {
  return withMessage(await client.request('/v1/update-profile', { method: 'POST', body, schema: userResponseSchema }));
}

/** POST /v1/change-password: other sessions are signed out. */
export async function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<WithMessage<null>> {
  return withMessage(
    await client.request('/v1/change-password', { method: 'POST', body, schema: messageResponseSchema }),
  );
}

/** GET /v1/manager/seller-reset-password/{id}: the seller gets a new generated password by email. */
export async function sellerResetPassword(client: ApiClient, sellerId: string): Promise<WithMessage<null>> {
  return withMessage(
    await client.request(`/v1/manager/seller-reset-password/${encodeURIComponent(sellerId)}`, {
      schema: messageResponseSchema,
    }),
  );
}

/** POST /v1/seller/change-password/{id}: the seller's own password; answers the user (`is_password_updated` true). */
export async function sellerChangePassword(
  client: ApiClient,
  sellerId: string,
  body: SellerChangePasswordRequest,
): Promise<WithMessage<User>> {
  return withMessage(
    await client.request(`/v1/seller/change-password/${encodeURIComponent(sellerId)}`, {
      method: 'POST',
      body,
      schema: userResponseSchema,
    }),
  );
}

/** POST /v1/manager/delete-account: the owner deletes the organization (`confirmation: 'DELETE'`). */
export async function deleteAccount(client: ApiClient, body: DeleteAccountRequest): Promise<WithMessage<null>> {
  return withMessage(
    await client.request('/v1/manager/delete-account', { method: 'POST', body, schema: messageResponseSchema }),
  );
}

/**
 * GET /v1/config: whether Google sign-in is offered (its client id). Silent: a failure only
 * hides the Google button, which is no reason for an error toast on the sign-in page.
 */
export async function appConfig(client: ApiClient): Promise<AppConfigResponse['data']> {
  const response = await client.request('/v1/config', { schema: appConfigResponseSchema, silent: true });
  return response.data;
}
