export { envelope, paginationSchema, pageQuerySchema, DEFAULT_PAGE_SIZE } from './envelope.ts';
export type { Pagination, PageQuery } from './envelope.ts';
export {
  errorBodySchema,
  validationErrorBodySchema,
  subscriptionErrorBodySchema,
  redirectBodySchema,
  SUBSCRIPTION_EXCEPTION,
  PLAN_LIMIT_REACHED,
  errorMessageIds,
} from './errors.ts';
export type { ErrorBody, ValidationErrorBody, RedirectBody } from './errors.ts';
export {
  describe as describeMessage,
  isStorableText,
  stringField,
  requiredString,
  boundedString,
  emailField,
  passwordField,
} from './fields.ts';
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
export {
  planIds,
  planIdSchema,
  billingIntervalSchema,
  cancelReasons,
  planLimitsSchema,
  planResources,
  planUsageSchema,
  exceededLimitSchema,
  planOptionSchema,
  planSchema,
  plansResponseSchema,
  subscriptionSchema,
  currentPlanSchema,
  currentPlanResponseSchema,
  billingInfoRequestSchema,
  billingProfileSchema,
  billingInfoResponseSchema,
  setupIntentResponseSchema,
  sandboxCardRequestSchema,
  sandboxCardResponseSchema,
  sandboxAuthenticateRequestSchema,
  cardSchema,
  createSubscriptionRequestSchema,
  changeSubscriptionRequestSchema,
  totalsSchema,
  previewQuerySchema,
  previewResponseSchema,
  applyCouponRequestSchema,
  couponSchema,
  applyCouponResponseSchema,
  networkPlansRequestSchema,
  networkPlansResponseSchema,
  invoiceSchema,
  invoicesResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionInfoResponseSchema,
  cancelSubscriptionRequestSchema,
  billingMessageIds,
} from './billing.ts';
export type {
  PlanId,
  BillingInterval,
  CancelReason,
  PlanLimits,
  PlanResource,
  PlanUsage,
  ExceededLimit,
  PlanOption,
  Plan,
  PlansResponse,
  Subscription,
  CurrentPlan,
  CurrentPlanResponse,
  BillingInfoRequest,
  BillingProfile,
  BillingInfoResponse,
  SetupIntentResponse,
  SandboxCardRequest,
  SandboxCardResponse,
  CreateSubscriptionRequest,
  ChangeSubscriptionRequest,
  Totals,
  ApplyCouponRequest,
  Coupon,
  ApplyCouponResponse,
  NetworkPlansRequest,
  Invoice,
  InvoicesResponse,
  SubscriptionInfoResponse,
  CancelSubscriptionRequest,
} from './billing.ts';
export { cardMessageIds, cardErrorMessageIds, cardMessageIdFor } from './cardErrors.ts';
export { limitFor, exceededFor } from './planLimits.ts';
export type { CardMessageKey, CardMessageId } from './cardErrors.ts';
export {
  licenseStatusSchema,
  locationSchema,
  activeLocationsResponseSchema,
  accessLocationRequestSchema,
  accessLocationResponseSchema,
  locationIdParamsSchema,
} from './locations.ts';
export type {
  LicenseStatus,
  Location,
  ActiveLocationsResponse,
  AccessLocationRequest,
  AccessLocationResponse,
} from './locations.ts';
export {
  networkTabs,
  networksQuerySchema,
  networkSummarySchema,
  networksResponseSchema,
  MAX_LOCATION_NAME,
  renameLocationRequestSchema,
  renameLocationResponseSchema,
  networkMessageIds,
} from './networks.ts';
export type {
  NetworkTab,
  NetworksQuery,
  NetworkSummary,
  NetworksResponse,
  RenameLocationRequest,
  RenameLocationResponse,
} from './networks.ts';
export {
  businessProfileAuthorizeResponseSchema,
  businessProfileConnectRequestSchema,
  businessProfileConnectionSchema,
  businessProfileConnectResponseSchema,
  businessLocationSchema,
  businessLocationsQuerySchema,
  businessLocationsResponseSchema,
  businessProfileFinishRequestSchema,
  BUSINESS_PROFILE_NO_ACCESS,
  businessProfileMessageIds,
} from './businessProfile.ts';
export type {
  BusinessProfileAuthorizeResponse,
  BusinessProfileConnectRequest,
  BusinessProfileConnectResponse,
  BusinessLocation,
  BusinessLocationsResponse,
  BusinessProfileFinishRequest,
} from './businessProfile.ts';
export { dashboardQuerySchema, dashboardStatsSchema, dashboardResponseSchema } from './dashboard.ts';
export type { DashboardQuery, DashboardStats, DashboardResponse } from './dashboard.ts';
export {
  memberStatusSchema,
  locationIdsField,
  sellerSorts,
  sellersQuerySchema,
  collectionLinkSchema,
  qrSettingsSchema,
  DEFAULT_QR_COLORS,
  sellerSchema,
  sellerStatsSchema,
  sellersResponseSchema,
  sellerRequestSchema,
  sellerResponseSchema,
  sellerQrRequestSchema,
  memberIdParamsSchema,
  sellerToolsResponseSchema,
  sellerMessageIds,
} from './sellers.ts';
export type {
  MemberStatus,
  SellerSort,
  SellersQuery,
  CollectionLink,
  QrSettings,
  Seller,
  SellerStats,
  SellersResponse,
  SellerRequest,
  SellerResponse,
  SellerQrRequest,
  SellerToolsResponse,
} from './sellers.ts';
export {
  sellerRankingEntrySchema,
  sellerActiveCampaignSchema,
  sellerDashboardSchema,
  sellerDashboardResponseSchema,
} from './sellerDashboard.ts';
export type {
  SellerRankingEntry,
  SellerActiveCampaign,
  SellerDashboard,
  SellerDashboardResponse,
} from './sellerDashboard.ts';
export {
  invitationStateSchema,
  managerSchema,
  managersQuerySchema,
  managersResponseSchema,
  createManagerRequestSchema,
  updateManagerRequestSchema,
  managerResponseSchema,
  invitationLookupRequestSchema,
  invitationResponseSchema,
  acceptInvitationRequestSchema,
  managerMessageIds,
} from './managers.ts';
export type {
  InvitationState,
  Manager,
  ManagersQuery,
  ManagersResponse,
  CreateManagerRequest,
  UpdateManagerRequest,
  ManagerResponse,
  InvitationResponse,
  InvitationLookupRequest,
  AcceptInvitationRequest,
} from './managers.ts';
