import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import { fieldErrors, loginRequestSchema, passwordField, rolePermissions, permissions } from './index.ts';

describe('contract public API', () => {
  it('exports exactly these names, so a change of API shows in review', () => {
    expect(Object.keys(contract).sort()).toEqual(
      [
        'DEFAULT_PAGE_SIZE',
        'liveEventKinds',
        'liveEventDataSchemas',
        'liveHeadersSchema',
        'liveQuerySchema',
        'LIVE_RESYNC',
        'LIVE_RETRY_MS',
        'resolveLocale',
        'reviewSubmissionRequestSchema',
        'reviewLinkParamsSchema',
        'reviewSubmissionResponseSchema',
        'MAX_IMAGE_BYTES',
        'accountMessageIds',
        'appConfigResponseSchema',
        'changePasswordRequestSchema',
        'deleteAccountRequestSchema',
        'forgotPasswordRequestSchema',
        'imageMediaTypes',
        'registerRequestSchema',
        'registerResponseSchema',
        'resendOtpResponseSchema',
        'resetPasswordRequestSchema',
        'sellerChangePasswordRequestSchema',
        'updateProfileRequestSchema',
        'userIdParamsSchema',
        'userResponseSchema',
        'verifyOtpRequestSchema',
        'FORM_ERROR_KEY',
        'SUBSCRIPTION_EXCEPTION',
        'PLAN_LIMIT_REACHED',
        'authMessageIds',
        'billingInfoSchema',
        'planIds',
        'planIdSchema',
        'billingIntervalSchema',
        'cancelReasons',
        'planLimitsSchema',
        'planResources',
        'planUsageSchema',
        'exceededLimitSchema',
        'planOptionSchema',
        'planSchema',
        'plansResponseSchema',
        'subscriptionSchema',
        'currentPlanSchema',
        'currentPlanResponseSchema',
        'billingInfoRequestSchema',
        'billingProfileSchema',
        'billingInfoResponseSchema',
        'setupIntentResponseSchema',
        'sandboxCardRequestSchema',
        'sandboxCardResponseSchema',
        'sandboxAuthenticateRequestSchema',
        'cardSchema',
        'createSubscriptionRequestSchema',
        'changeSubscriptionRequestSchema',
        'totalsSchema',
        'previewQuerySchema',
        'previewResponseSchema',
        'changePreviewQuerySchema',
        'changePreviewSchema',
        'changePreviewResponseSchema',
        'applyCouponRequestSchema',
        'couponSchema',
        'applyCouponResponseSchema',
        'networkPlansRequestSchema',
        'networkPlansResponseSchema',
        'invoiceSchema',
        'invoicesResponseSchema',
        'subscriptionIdParamsSchema',
        'subscriptionInfoResponseSchema',
        'cancelSubscriptionRequestSchema',
        'billingMessageIds',
        'cardMessageIds',
        'cardErrorMessageIds',
        'cardMessageIdFor',
        'limitFor',
        'exceededFor',
        'licenseStatusSchema',
        'locationSchema',
        'activeLocationsResponseSchema',
        'accessLocationRequestSchema',
        'accessLocationResponseSchema',
        'locationIdParamsSchema',
        'networkTabs',
        'networksQuerySchema',
        'networkSummarySchema',
        'networksResponseSchema',
        'MAX_LOCATION_NAME',
        'renameLocationRequestSchema',
        'renameLocationResponseSchema',
        'networkMessageIds',
        'businessProfileAuthorizeResponseSchema',
        'businessProfileConnectRequestSchema',
        'businessProfileConnectionSchema',
        'businessProfileConnectResponseSchema',
        'businessLocationSchema',
        'businessLocationsQuerySchema',
        'businessLocationsResponseSchema',
        'businessProfileFinishRequestSchema',
        'BUSINESS_PROFILE_NO_ACCESS',
        'businessProfileMessageIds',
        'dashboardQuerySchema',
        'dashboardStatsSchema',
        // Team (issue 13).
        'memberStatusSchema',
        'locationIdsField',
        'sellerSorts',
        'sellersQuerySchema',
        'collectionLinkSchema',
        'qrSettingsSchema',
        'DEFAULT_QR_COLORS',
        'sellerSchema',
        'sellerStatsSchema',
        'sellersResponseSchema',
        'sellerRequestSchema',
        'sellerResponseSchema',
        'sellerQrRequestSchema',
        'memberIdParamsSchema',
        'sellerToolsResponseSchema',
        'sellerMessageIds',
        'sellerRankingEntrySchema',
        'sellerActiveCampaignSchema',
        'sellerDashboardSchema',
        'sellerDashboardResponseSchema',
        'invitationStateSchema',
        'managerSchema',
        'managersQuerySchema',
        'managersResponseSchema',
        'createManagerRequestSchema',
        'updateManagerRequestSchema',
        'managerResponseSchema',
        'invitationLookupRequestSchema',
        'invitationResponseSchema',
        'acceptInvitationRequestSchema',
        'managerMessageIds',
        // Review inbox (issue 14).
        'reviewTabs',
        'reviewSorts',
        'reviewSources',
        'reviewsQuerySchema',
        'reviewExportFormats',
        'reviewsExportQuerySchema',
        'EXPORT_ROWS_HEADER',
        'parseRatings',
        'reviewSchema',
        'reviewCountsSchema',
        'reviewsResponseSchema',
        'reviewResponseSchema',
        'reviewIdParamsSchema',
        'assignReviewRequestSchema',
        'assigneesResponseSchema',
        'REPLY_MAX_LENGTH',
        'replyRequestSchema',
        'aiDraftRequestSchema',
        'aiDraftResponseSchema',
        'replyTemplateSchema',
        'replyTemplateRequestSchema',
        'replyTemplatesResponseSchema',
        'replyTemplateResponseSchema',
        'TEMPLATE_PLACEHOLDERS',
        'fillTemplate',
        'firstNameOf',
        'reviewMessageIds',
        'dashboardResponseSchema',
        // Campaigns and rewards (issue 16).
        'mostRunningDuring',
        'campaignMessageIds',
        'campaignRewardModes',
        'campaignRewardRules',
        'campaignLocationModes',
        'campaignStatuses',
        'campaignTabs',
        'CAMPAIGN_LIMITS',
        'isCalendarDay',
        'hasRankRewards',
        'campaignBasicInformationSchema',
        'campaignRewardObjectiveSchema',
        'campaignParticipantsSchema',
        'campaignRequestSchema',
        'campaignSteps',
        'campaignStepFields',
        'campaignStepSchemas',
        'campaignStepOf',
        'lockedCampaignFields',
        'campaignsQuerySchema',
        'campaignIdParamsSchema',
        'rewardIdParamsSchema',
        'archiveCampaignRequestSchema',
        'campaignSchema',
        'campaignRequestOf',
        'rankingEntrySchema',
        'campaignRankingSchema',
        'campaignCountsSchema',
        'campaignsResponseSchema',
        'campaignResponseSchema',
        'campaignRankingsResponseSchema',
        'sellerCampaignSchema',
        'sellerCampaignsQuerySchema',
        'sellerCampaignsResponseSchema',
        'rewardStatuses',
        'rewardEntryKinds',
        'rewardSchema',
        'rewardEntrySchema',
        'rewardsQuerySchema',
        'localRewardsQuerySchema',
        'rewardCountsSchema',
        'rewardsResponseSchema',
        'rewardDetailsResponseSchema',
        'rewardsActionRequestSchema',
        'rewardsActionResponseSchema',
        'rewardMessageIds',
        'boundedString',
        'currentUserResponseSchema',
        'describeMessage',
        'emailField',
        'envelope',
        'errorBodySchema',
        'errorMessageIds',
        'fieldErrors',
        'healthResponseSchema',
        'isLocale',
        'isStorableText',
        'localeFromAcceptLanguage',
        'locales',
        'loginRequestSchema',
        'loginResponseSchema',
        'messageResponseSchema',
        'pageQuerySchema',
        'paginationSchema',
        'passwordField',
        'permissions',
        'redirectBodySchema',
        'requiredString',
        'roleSchema',
        'rolePermissions',
        'roles',
        'sessionDataSchema',
        'stringField',
        'subscriptionErrorBodySchema',
        'translate',
        'userSchema',
        'validationErrorBodySchema',
      ].sort(),
    );
  });
});

function errorsOf(schema: z.ZodType, input: unknown, locale: 'en' | 'fr') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to fail');
  return fieldErrors(result.error, locale);
}

describe('fieldErrors', () => {
  it('should say which field is missing, in English', () => {
    expect(errorsOf(loginRequestSchema, { email: '', password: '' }, 'en')).toEqual({
      email: ['Please enter your email'],
      password: ['Please enter your password'],
    });
  });

  it('should say which field is missing, in French', () => {
    expect(errorsOf(loginRequestSchema, { email: '', password: 'x' }, 'fr')).toEqual({
      email: ['Veuillez saisir votre adresse e-mail'],
    });
  });

  it('should report a malformed email with the spec message', () => {
    expect(errorsOf(loginRequestSchema, { email: 'nope', password: 'x' }, 'en')).toEqual({
      email: ['Please enter a valid email'],
    });
  });

  it('should capitalize a message that starts with the field name', () => {
    expect(errorsOf(z.object({ password: passwordField() }), { password: 'a1' }, 'en')).toEqual({
      password: ['Password must be at least 8 characters long'],
    });
    expect(errorsOf(z.object({ password: passwordField() }), { password: 'a1' }, 'fr')).toEqual({
      password: ['Le champ mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('should key nested fields with dotted paths', () => {
    const schema = z.object({ billing_info: z.object({ email: contract.emailField() }) });
    expect(errorsOf(schema, { billing_info: { email: 'x' } }, 'en')).toEqual({
      'billing_info.email': ['Please enter a valid email'],
    });
  });

  it('should read a plain zod issue as an invalid field, named from its key', () => {
    expect(errorsOf(loginRequestSchema, { email: 'a@b.co', password: 'x', remember_me: 'yes' }, 'en')).toEqual({
      remember_me: ['Please fill out the remember me correctly'],
    });
    expect(errorsOf(z.object({ tax_code: z.number() }), { tax_code: 'x' }, 'en')).toEqual({
      tax_code: ['Please fill out the tax code correctly'],
    });
  });

  it('should put issues about the whole body under the form key', () => {
    expect(errorsOf(loginRequestSchema, 'text', 'en')).toEqual({
      form: ['Please fill out the form correctly'],
    });
  });
});

describe('rolePermissions', () => {
  it('should give the owner every permission and keep owner powers from managers', () => {
    expect(rolePermissions.super_manager).toEqual(permissions);
    expect(rolePermissions.manager).not.toContain('billing.manage');
    expect(rolePermissions.manager).toContain('reviews.reply');
    expect(rolePermissions.seller).not.toContain('sellers.manage');
  });
});
