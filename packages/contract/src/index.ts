export { envelope, paginationSchema, pageQuerySchema, DEFAULT_PAGE_SIZE } from './envelope.ts';
export type { Pagination, PageQuery } from './envelope.ts';
export {
  errorBodySchema,
  validationErrorBodySchema,
  subscriptionErrorBodySchema,
  redirectBodySchema,
  SUBSCRIPTION_EXCEPTION,
} from './errors.ts';
export type { ErrorBody, ValidationErrorBody, RedirectBody } from './errors.ts';
export { describe as describeMessage, requiredString, boundedString, emailField, passwordField } from './fields.ts';
export type { MessageDescriptor } from './fields.ts';
export {
  roles,
  roleSchema,
  userSchema,
  billingInfoSchema,
  sessionDataSchema,
  loginRequestSchema,
  loginResponseSchema,
} from './auth.ts';
export type { Role, User, BillingInfo, SessionData, LoginRequest, LoginResponse } from './auth.ts';
