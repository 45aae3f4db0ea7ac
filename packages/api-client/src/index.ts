export { createApiClient } from './client/createApiClient.ts';
export type {
  ApiClient,
  ApiClientOptions,
  RequestOptions,
  ResponseSchema,
  StreamedResponse,
} from './client/createApiClient.ts';
export { readCookie, XSRF_COOKIE, XSRF_HEADER } from './client/headers.ts';
export { ApiError, isApiError, apiErrorKinds } from './errors/ApiError.ts';
export type { ApiErrorKind, ApiErrorInit, FieldErrorTree } from './errors/ApiError.ts';
export { nestFieldErrors, firstMessages } from './errors/fieldErrors.ts';
export { errorMessages } from './errors/toApiError.ts';
export { loadValidation } from './loadValidation.ts';
export { storageKeys, createSessionStore, createMemoryStorage } from './storage/sessionStore.ts';
export type { KeyValueStorage, SessionStore } from './storage/sessionStore.ts';
export { login, logout, currentUser } from './calls/auth.ts';
export {
  register,
  loginWithGoogle,
  forgotPassword,
  resetPassword,
  verifyOtp,
  resendOtp,
  updateImage,
  updateProfile,
  changePassword,
  sellerResetPassword,
  sellerChangePassword,
  deleteAccount,
  appConfig,
} from './calls/account.ts';
export type { WithMessage } from './calls/account.ts';
export {
  activeLocations,
  accessLocation,
  networks,
  renameLocation,
  authorizeBusinessProfile,
  connectBusinessProfile,
  businessLocations,
  finishBusinessProfile,
} from './calls/locations.ts';
export {
  plans,
  currentPlan,
  billingInfo,
  saveBillingInfo,
  setupIntent,
  confirmSandboxCard,
  authenticateSandboxCard,
  subscribe,
  changeSubscription,
  previewSubscriptionChange,
  deleteSubscription,
  previewTotals,
  applyCoupon,
  activateNetworkPlans,
  subscriptionInfo,
  cancelSubscription,
  invoices,
} from './calls/billing.ts';
export { dashboardStats } from './calls/dashboard.ts';
export {
  competitors,
  searchCompetitors,
  addCompetitor,
  removeCompetitor,
  competitorReviews,
} from './calls/competitors.ts';
export {
  sellers,
  seller,
  createSeller,
  updateSeller,
  deleteSeller,
  saveSellerQr,
  saveSellerQrLogo,
  sellerTools,
  sellerDashboard,
} from './calls/sellers.ts';
export {
  collectionTools,
  saveCollectionTemplates,
  sendReviewRequest,
  reviewRequests,
  sellerCollectionTemplates,
  sendSellerReviewRequest,
  sellerReviewRequests,
} from './calls/collection.ts';
export {
  managers,
  createManager,
  updateManager,
  deleteManager,
  resendInvitation,
  invitation,
  acceptInvitation,
} from './calls/managers.ts';
export {
  campaigns,
  campaign,
  campaignRankings,
  createCampaign,
  updateCampaign,
  archiveCampaign,
  sellerCampaigns,
} from './calls/campaigns.ts';
export {
  rewards,
  localRewards,
  reward,
  distributeRewards,
  undistributeRewards,
  sellerRewards,
} from './calls/rewards.ts';
export { subscribeLive } from './calls/live.ts';
export type {
  EventSourceFactory,
  EventSourceLike,
  LiveNotice,
  LiveSubscription,
  SubscribeLiveOptions,
} from './calls/live.ts';
export {
  reviews,
  sellerReviews,
  reviewAssignees,
  assignReview,
  unassignReview,
  replyToReview,
  deleteReply,
  draftReply,
  deleteReview,
  replyTemplates,
  saveReplyTemplate,
  deleteReplyTemplate,
  exportReviews,
  fileNameOf,
  reviewAlerts,
  setReviewAlerts,
} from './calls/reviews.ts';
export { reviewAttribution, correctAttribution } from './calls/reviewAttribution.ts';
export type { ExportProgress, ExportedFile } from './calls/reviews.ts';
