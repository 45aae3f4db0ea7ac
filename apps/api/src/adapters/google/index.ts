import type { BusinessProfileProvider } from './businessProfile.types.ts';
import { createGoogleBusinessProfile } from './googleBusinessProfile.ts';
import type { GoogleBusinessProfileConfig } from './googleBusinessProfile.ts';
import { createSandboxBusinessProfile } from './sandboxBusinessProfile.ts';
import type { SandboxOptions } from './sandboxBusinessProfile.ts';

export type {
  BusinessProfileProvider,
  ExchangedTokens,
  LocationPage,
  ProviderAccount,
  ProviderAddress,
  ProviderGrant,
  ProviderLocation,
  ProviderReview,
  ProviderReviewReply,
  ProviderTokens,
  ReviewPage,
  ReviewPageOptions,
} from './businessProfile.types.ts';
export {
  ProviderAccessRevokedError,
  ProviderError,
  ProviderNoAccessError,
  ProviderRateLimitedError,
} from './businessProfile.errors.ts';
export { discoverLocations, listAllLocations, listAllReviews, pages } from './businessProfile.paging.ts';
export { createGoogleBusinessProfile, GOOGLE_URLS } from './googleBusinessProfile.ts';
export type { GoogleBusinessProfileConfig, GoogleUrls } from './googleBusinessProfile.ts';
export { createSandboxBusinessProfile, SANDBOX_CONSENT_PATH } from './sandboxBusinessProfile.ts';
export type { SandboxOptions } from './sandboxBusinessProfile.ts';
export { SANDBOX_ACCOUNT, SANDBOX_IDENTITIES } from './sandbox/sandboxCatalog.ts';
export { registerSandboxConsentRoutes } from './sandboxConsent.routes.ts';
export type { SandboxConsentOptions } from './sandboxConsent.routes.ts';

/** The two variables that switch the real adapter on, as read from the environment by config.ts. */
export interface BusinessProfileEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
}

/**
 * Google's APIs when both OAuth client variables are set, the sandbox when neither is.
 * One without the other is a configuration mistake: fail at startup rather than run the
 * sandbox in production by accident.
 */
export function createBusinessProfileProvider(
  env: BusinessProfileEnv,
  overrides: { google?: Partial<GoogleBusinessProfileConfig>; sandbox?: SandboxOptions } = {},
): BusinessProfileProvider {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() || undefined;
  if (clientId && clientSecret) return createGoogleBusinessProfile({ ...overrides.google, clientId, clientSecret });
  if (clientId || clientSecret) {
    throw new Error(
      'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google Business Profile, or neither for the sandbox',
    );
  }
  return createSandboxBusinessProfile(overrides.sandbox);
}
