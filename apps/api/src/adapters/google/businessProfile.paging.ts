import { ProviderError, ProviderNoAccessError } from './businessProfile.errors.ts';
import type {
  BusinessProfileProvider,
  ProviderAccount,
  ProviderGrant,
  ProviderLocation,
  ProviderReview,
  ReviewPage,
} from './businessProfile.types.ts';

/** A page-token loop bounded so that a provider repeating a token cannot spin a job forever. */
export async function* pages<P extends { nextPageToken?: string }>(
  fetchPage: (pageToken: string | undefined) => Promise<P>,
  { maxPages = 1_000 }: { maxPages?: number } = {},
): AsyncGenerator<P> {
  const seen = new Set<string>();
  let pageToken: string | undefined;
  for (let count = 0; count < maxPages; count++) {
    const page = await fetchPage(pageToken);
    yield page;
    pageToken = page.nextPageToken;
    if (!pageToken) return;
    if (seen.has(pageToken)) throw new ProviderError(`The provider repeated the page token ${pageToken}`);
    seen.add(pageToken);
  }
  throw new ProviderError(`More than ${maxPages} pages`);
}

export async function listAllLocations(
  provider: BusinessProfileProvider,
  grant: ProviderGrant,
  accountId: string,
): Promise<ProviderLocation[]> {
  const all: ProviderLocation[] = [];
  for await (const page of pages((token) => provider.listLocations(grant, accountId, token)))
    all.push(...page.locations);
  return all;
}

/**
 * Reviews of one location, newest first. With `since`, stops at the first page that reaches
 * reviews not updated after it: an incremental sync reads only what changed.
 */
export async function listAllReviews(
  provider: BusinessProfileProvider,
  grant: ProviderGrant,
  accountId: string,
  locationId: string,
  { since }: { since?: Date } = {},
): Promise<{ reviews: ProviderReview[]; summary: Pick<ReviewPage, 'averageRating' | 'totalReviewCount'> }> {
  const reviews: ProviderReview[] = [];
  let summary: Pick<ReviewPage, 'averageRating' | 'totalReviewCount'> | undefined;
  for await (const page of pages((pageToken) =>
    provider.listReviews(grant, accountId, locationId, pageToken ? { pageToken } : {}),
  )) {
    // The first page's figures: later pages may see reviews that arrived meanwhile.
    summary ??= { averageRating: page.averageRating, totalReviewCount: page.totalReviewCount };
    const fresh = since ? page.reviews.filter((r) => r.updateTime > since) : page.reviews;
    reviews.push(...fresh);
    if (fresh.length < page.reviews.length) break;
  }
  return { reviews, summary: summary ?? { averageRating: null, totalReviewCount: 0 } };
}

/**
 * The connect step's question, "which locations can this grant manage?", across all its
 * accounts. A Google user always has a personal account, so "no business profile" shows up
 * as no location at all: that raises `ProviderNoAccessError`, the failed-connection modal.
 */
export async function discoverLocations(
  provider: BusinessProfileProvider,
  grant: ProviderGrant,
): Promise<Array<{ account: ProviderAccount; locations: ProviderLocation[] }>> {
  const accounts = await provider.listAccounts(grant);
  const found = [];
  const seen = new Set<string>();
  for (const account of accounts) {
    // A location reachable through several accounts (personal and group) is listed once.
    const locations = (await listAllLocations(provider, grant, account.id)).filter((l) => !seen.has(l.externalId));
    for (const location of locations) seen.add(location.externalId);
    if (locations.length > 0) found.push({ account, locations });
  }
  if (found.length === 0) throw new ProviderNoAccessError('None of the accounts manages a location');
  return found;
}
