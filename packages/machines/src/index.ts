export { routeTable, layouts, homeRouteName, notFoundMeta } from './routes/routeTable.ts';
export type { Layout, RouteMeta, RouteName, RouteDefinition } from './routes/routeTable.ts';
export { routeByName, matchRoute, pathFor } from './routes/match.ts';
export type { RouteMatch, RouteParams } from './routes/match.ts';
export { guardRoute, checkRoute, isGuardedPath, billingSetupRoutes, effectiveRole } from './guard/guardRoute.ts';
export type { GuardResult, GuardSession } from './guard/guardRoute.ts';
export { sessionMachine } from './session/sessionMachine.ts';
export { hasPermission, hasAnyPermission } from './session/permissions.ts';
export type {
  LogoutInput,
  SessionContext,
  SessionError,
  SessionEvent,
  StoredSession,
} from './session/session.types.ts';
export { googleConnectionMachine } from './googleConnection/googleConnectionMachine.ts';
export { isLocationSelected, selectedCount } from './googleConnection/googleConnection.selection.ts';
export type {
  AuthorizationCode,
  BusinessLocation,
  ConnectionError,
  ConsentRequest,
  GoogleConnectionContext,
  GoogleConnectionEvent,
  GoogleConnectionInput,
  GoogleConnectionOutput,
  LocationPage,
  LocationPageRequest,
  LocationSelection,
  RetryStep,
  SelectionRequest,
  SelectionResult,
} from './googleConnection/googleConnection.types.ts';
export { subscriptionMachine } from './subscription/subscriptionMachine.ts';
export type {
  BillingInterval,
  CancelRequest,
  ChangeSubscriptionRequest,
  Coupon,
  CouponPreview,
  CouponRequest,
  CurrentPlan,
  PlanId,
  PriceTotals,
  SubscribeRequest,
  SubscriptionContext,
  SubscriptionDetails,
  SubscriptionError,
  SubscriptionEvent,
  SubscriptionInput,
  SubscriptionPlan,
} from './subscription/subscription.types.ts';
export { paymentMachine } from './payment/paymentMachine.ts';
export type {
  AuthenticationAnswer,
  CardConfirmation,
  CardElementHandle,
  CardFieldsInput,
  CardForm,
  CardToConfirm,
  PayRequest,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentOrder,
} from './payment/payment.types.ts';
export { workingLocationMachine, REFRESH_DEBOUNCE_MS } from './workingLocation/workingLocationMachine.ts';
export type {
  LoggedFailure,
  WorkingLocationContext,
  WorkingLocationEmitted,
  WorkingLocationEvent,
  WorkingLocationInput,
} from './workingLocation/workingLocation.types.ts';
export { campaignWizardMachine } from './campaignWizard/campaignWizardMachine.ts';
export {
  emptyDraft as emptyCampaignDraft,
  draftOf as campaignDraftOf,
  requestOf as campaignRequestOfDraft,
  rankWinners,
  reachableSteps as reachableCampaignSteps,
  isFieldLocked as isCampaignFieldLocked,
} from './campaignWizard/campaignWizard.draft.ts';
export type {
  CampaignDraft,
  CampaignWizardContext,
  CampaignWizardEvent,
  CampaignWizardInput,
  SaveCampaignRequest,
  WizardFailure,
} from './campaignWizard/campaignWizard.types.ts';
export { rewardDistributionMachine } from './rewardDistribution/rewardDistributionMachine.ts';
export type {
  RewardDistributionContext,
  RewardDistributionEvent,
  RewardDistributionInput,
  RewardSelection,
  RewardsAction,
} from './rewardDistribution/rewardDistribution.types.ts';
