export { envelope, paginationSchema, pageQuerySchema, DEFAULT_PAGE_SIZE } from './envelope.ts';
export type { Pagination, PageQuery } from './envelope.ts';
export {
  errorBodySchema,
  validationErrorBodySchema,
  subscriptionErrorBodySchema,
  redirectBodySchema,
  SUBSCRIPTION_EXCEPTION,
  errorMessageIds,
} from './errors.ts';
export type { ErrorBody, ValidationErrorBody, RedirectBody } from './errors.ts';
export { describe as describeMessage, requiredString, boundedString, emailField, passwordField } from './fields.ts';
export type { MessageDescriptor } from './fields.ts';
export { fieldErrors, FORM_ERROR_KEY } from './field-errors.ts';
export type { IssueLike, ZodErrorLike } from './field-errors.ts';
export { translate, localeFromAcceptLanguage, locales, isLocale } from './messages.ts';
export type { Locale, MessageValues } from './messages.ts';
export {
  roles,
  roleSchema,
  userSchema,
  billingInfoSchema,
  sessionDataSchema,
  loginRequestSchema,
  loginResponseSchema,
  currentUserResponseSchema,
  authMessageIds,
} from './auth.ts';
export type { Role, User, BillingInfo, SessionData, LoginRequest, LoginResponse, CurrentUserResponse } from './auth.ts';
export { permissions, rolePermissions } from './permissions.ts';
export type { Permission } from './permissions.ts';
export { healthResponseSchema, messageResponseSchema } from './system.ts';
export type { HealthResponse, MessageResponse } from './system.ts';
export {
  registerRequestSchema,
  registerResponseSchema,
  verifyOtpRequestSchema,
  userResponseSchema,
  resendOtpResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  changePasswordRequestSchema,
  sellerChangePasswordRequestSchema,
  deleteAccountRequestSchema,
  userIdParamsSchema,
  appConfigResponseSchema,
  MAX_IMAGE_BYTES,
  imageMediaTypes,
  accountMessageIds,
} from './account.ts';
export type {
  RegisterRequest,
  RegisterResponse,
  VerifyOtpRequest,
  UserResponse,
  ResendOtpResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
  ChangePasswordRequest,
  SellerChangePasswordRequest,
  DeleteAccountRequest,
  AppConfigResponse,
} from './account.ts';
