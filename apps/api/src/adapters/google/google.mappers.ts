import { STAR_RATINGS } from './businessProfile.types.ts';
import type {
  ProviderAccount,
  ProviderAddress,
  ProviderLocation,
  ProviderReview,
  ProviderReviewReply,
} from './businessProfile.types.ts';
import type {
  GoogleAccount,
  GoogleLocation,
  GooglePostalAddress,
  GoogleReview,
  GoogleReviewReply,
} from './google.schemas.ts';

const ACCOUNT_TYPES = new Set(['PERSONAL', 'LOCATION_GROUP', 'USER_GROUP', 'ORGANIZATION']);

export function toAccount(account: GoogleAccount): ProviderAccount {
  return {
    id: account.name,
    name: account.accountName ?? account.name,
    type: ACCOUNT_TYPES.has(account.type ?? '') ? (account.type as ProviderAccount['type']) : 'UNKNOWN',
  };
}

// Countries whose postal line reads "City, ST 12345"; the rest (France included) "75011 Paris".
const LOCALITY_FIRST = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ']);

export function toAddress(address: GooglePostalAddress | undefined): ProviderAddress | null {
  if (!address) return null;
  const lines = (address.addressLines ?? []).filter((l) => l.trim() !== '');
  const region = address.regionCode ?? null;
  const postal = LOCALITY_FIRST.has(region ?? '')
    ? [address.locality, [address.administrativeArea, address.postalCode].filter(Boolean).join(' ')]
    : [[address.postalCode, address.locality].filter(Boolean).join(' ')];
  const formatted = [...lines, ...postal].filter((part) => part && part.trim() !== '').join(', ');
  return {
    formatted,
    lines,
    postalCode: address.postalCode ?? null,
    locality: address.locality ?? null,
    administrativeArea: address.administrativeArea ?? null,
    regionCode: region,
  };
}

export interface RatingSummary {
  averageRating: number | null;
  totalReviews: number;
}

export function toLocation(location: GoogleLocation, rating: RatingSummary): ProviderLocation {
  return {
    externalId: location.name,
    title: location.title ?? '',
    address: toAddress(location.storefrontAddress),
    averageRating: rating.averageRating,
    totalReviews: rating.totalReviews,
    newReviewUri: location.metadata?.newReviewUri ?? null,
    placeId: location.metadata?.placeId ?? null,
    mapsUri: location.metadata?.mapsUri ?? null,
  };
}

export function toReply(reply: GoogleReviewReply, fallback: Date): ProviderReviewReply {
  return { comment: reply.comment, updateTime: reply.updateTime ? new Date(reply.updateTime) : fallback };
}

/** Null for a review without a usable star rating (`STAR_RATING_UNSPECIFIED`), which we cannot store. */
export function toReview(review: GoogleReview): ProviderReview | null {
  const rating =
    review.starRating && review.starRating !== 'STAR_RATING_UNSPECIFIED' ? STAR_RATINGS[review.starRating] : null;
  if (rating === null) return null;
  const createTime = new Date(review.createTime);
  const updateTime = review.updateTime ? new Date(review.updateTime) : createTime;
  const anonymous = review.reviewer?.isAnonymous ?? false;
  return {
    externalId: review.name,
    reviewerName: review.reviewer?.displayName ?? '',
    reviewerPhotoUrl: anonymous ? null : (review.reviewer?.profilePhotoUrl ?? null),
    isAnonymous: anonymous,
    rating,
    comment: review.comment && review.comment.trim() !== '' ? review.comment : null,
    language: null,
    createTime,
    updateTime,
    reply: review.reviewReply ? toReply(review.reviewReply, updateTime) : null,
  };
}

/** Google reports e.g. 4.2857…; we keep one decimal like its own UI. */
export function roundRating(value: number | undefined, count: number): number | null {
  if (!count || value === undefined || value <= 0) return null;
  return Math.round(value * 10) / 10;
}
