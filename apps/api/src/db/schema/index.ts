// The whole schema, one table a file; later features add files here.
export { organizations } from './organizations.ts';
export type { OrganizationRow } from './organizations.ts';
export { users, userRoles, userStatuses } from './users.ts';
export type { UserRow, NewUserRow } from './users.ts';
export { sessions } from './sessions.ts';
export type { SessionRow } from './sessions.ts';
export { loginAttempts } from './login-attempts.ts';
export { oneTimeCodes, oneTimeCodePurposes } from './one-time-codes.ts';
export type { OneTimeCodeRow } from './one-time-codes.ts';
export { passwordResetTokens } from './password-reset-tokens.ts';
export type { PasswordResetTokenRow } from './password-reset-tokens.ts';
export { outboxMessages } from './outbox.ts';
export type { OutboxMessageRow } from './outbox.ts';
export { auditLog } from './audit-log.ts';
export type { AuditLogRow } from './audit-log.ts';
export { rateLimits } from './rate-limits.ts';
export { locations, userLocations, licenseStatuses } from './locations.ts';
export type { LocationRow, UserLocationRow } from './locations.ts';
export { businessProfileConnections, reviewSyncs } from './business-profile.ts';
export type { BusinessProfileConnectionRow, ReviewSyncRow } from './business-profile.ts';
export { reviews, reviewSources } from './reviews.ts';
export type { ReviewRow, NewReviewRow } from './reviews.ts';
export { billingProfiles, subscriptions, invoices, billingEvents, sandboxPaymentRecords } from './billing.ts';
export type { BillingProfileRow, SubscriptionRow, InvoiceRow } from './billing.ts';
export {
  campaigns,
  campaignRankRewards,
  campaignParticipants,
  campaignLocations,
  rewards,
  rewardEntries,
  rewardEntryKinds,
  rewardReviews,
  campaignRewardModes,
  campaignRewardRules,
  campaignLocationModes,
} from './campaigns.ts';
export type { CampaignRow, NewCampaignRow, RewardRow, RewardEntryRow } from './campaigns.ts';
export { competitors, competitorSnapshots } from './competitors.ts';
export type { CompetitorRow, CompetitorSnapshotRow } from './competitors.ts';
export { sellerQrSettings, managerInvitations } from './team.ts';
export type { SellerQrSettingsRow, ManagerInvitationRow } from './team.ts';
export { replyTemplates } from './reply-templates.ts';
export type { ReplyTemplateRow } from './reply-templates.ts';
export { collectionTemplates, reviewRequests } from './collection.ts';
export type { CollectionTemplatesRow, ReviewRequestRow } from './collection.ts';
export { reviewAttributionChanges } from './review-attribution.ts';
export type { ReviewAttributionChangeRow } from './review-attribution.ts';
export { reviewRollups, memberReviewRollups, reviewFacetRollups } from './rollups.ts';
export type { ReviewRollupRow, MemberReviewRollupRow } from './rollups.ts';
