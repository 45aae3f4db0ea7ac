import { sql } from 'drizzle-orm';
import {
  check,
  index,
  type AnyPgColumn,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const reviewSources = ['google', 'form'] as const;
export const reviewSentiments = ['positive', 'neutral', 'negative'] as const;
/**
 * How sure the seller attribution is: a seller's own link is certain, a matched Google review
 * likely, and a manager's correction (issue 15 §3) is corrected, which no import overwrites.
 */
export const reviewAttributions = ['certain', 'likely', 'corrected'] as const;

/**
 * A customer review of a location: imported from the business profile (`google`) or left on
 * the public review form (`form`). Google reviews are stored once per location by their
 * resource name, so an import can run again and only update them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: reviewSources }).notNull(),
    /** Google's resource name (`accounts/…/locations/…/reviews/…`); null for a form review. */
    googleReviewId: text('google_review_id'),
    /** 1 to 5; null for a form review that carries only a comment. */
    rating: integer('rating'),
    comment: text('comment'),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email'),
    reviewerPhotoUrl: text('reviewer_photo_url'),
    /** BCP-47 when known (the sandbox says; Google does not). */
    language: text('language'),
    replyText: text('reply_text'),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    /** The seller who collected it (attribution, decisions.md); null when no one did. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Collection (issue 15): `certain` through a seller's link; null when no seller is attributed. */
    attribution: text('attribution', { enum: reviewAttributions }),
    /** Collection (issue 15): the form's names apart, for matching a later Google review (first name, last initial). */
    reviewerFirstName: text('reviewer_first_name'),
    reviewerLastName: text('reviewer_last_name'),
    /**
     * Attribution (issue 15 §3): on a Google review, the form submission it was matched to (same
     * first name and last initial, within 7 days after it). One submission, one Google review.
     */
    matchedReviewId: uuid('matched_review_id').references((): AnyPgColumn => reviews.id, { onDelete: 'set null' }),
    /** The member the review is assigned to in review management. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** When the reviewer wrote it (Google's createTime, or the form's submission). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** Google's updateTime: the reviewer edited the review. */
    reviewUpdatedAt: timestamp('review_updated_at', { withTimezone: true }).notNull(),
    /** What it talks about (reviews.insights.ts, issue 14): `service`, `price`… in the contract's order. */
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** From the rating and the words; null until a review stored before the analyser is backfilled. */
    sentiment: text('sentiment', { enum: reviewSentiments }),
    /** When its low-rating alert was fanned out to the managers (once per review; reviews.alerts.ts). */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** Google reviews: the import run (`review_syncs.run_id`) that last saw it on Google; a full run removes the unseen. */
    seenInRun: uuid('seen_in_run'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_location_google_unique').on(t.locationId, t.googleReviewId),
    // The inbox's orders and filters (reviews/DECISIONS.md): one location, or the organization, by date…
    index('reviews_organization_reviewed_at_idx').on(t.organizationId, t.reviewedAt, t.id),
    index('reviews_location_reviewed_at_idx').on(t.locationId, t.reviewedAt),
    // …by rating (the star filter, and the lowest-first order: rating up, then newest first, in
    // the order the list asks, so its first page is a range read and not a sort of every match)…
    index('reviews_organization_rating_idx').on(
      t.organizationId,
      t.rating,
      t.reviewedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_location_rating_idx').on(
      t.locationId,
      t.rating,
      t.reviewedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // …by source (the Google / form filter)…
    index('reviews_organization_source_idx').on(t.organizationId, t.source, t.reviewedAt),
    index('reviews_location_source_idx').on(t.locationId, t.source, t.reviewedAt),
    // …the text search (`ilike '%word%'`): trigram GIN indexes (pg_trgm), one a searched column…
    index('reviews_comment_trgm_idx').using('gin', t.comment.op('gin_trgm_ops')),
    index('reviews_reviewer_name_trgm_idx').using('gin', t.reviewerName.op('gin_trgm_ops')),
    // …the Unanswered tab, the one a manager works through…
    index('reviews_location_unanswered_idx')
      .on(t.locationId, t.reviewedAt)
      .where(sql`reply_text is null`),
    // …a seller's own reviews, and a member's assigned ones.
    index('reviews_seller_reviewed_at_idx').on(t.sellerId, t.reviewedAt),
    index('reviews_assigned_to_idx').on(t.assignedTo, t.reviewedAt),
    // …and the insights filters: a GIN index for `topics && '{price,staff}'`, sentiment beside the date…
    index('reviews_topics_idx').using('gin', t.topics),
    index('reviews_organization_sentiment_idx').on(t.organizationId, t.sentiment, t.reviewedAt),
    index('reviews_location_sentiment_idx').on(t.locationId, t.sentiment, t.reviewedAt),
    // …and the backfill's queue: the few rows not yet analysed.
    index('reviews_unanalysed_idx')
      .on(t.id)
      .where(sql`sentiment is null`),
    // Attribution (issue 15 §3): a location's attributed form submissions of the 7 days before a
    // Google review, and the Google review a submission was matched to (at most one).
    index('reviews_location_form_match_idx')
      .on(t.locationId, t.reviewedAt)
      .where(sql`source = 'form' and seller_id is not null`),
    uniqueIndex('reviews_matched_review_unique')
      .on(t.matchedReviewId)
      .where(sql`matched_review_id is not null`),
    check('reviews_source_check', sql`${t.source} in ('google', 'form')`),
    check('reviews_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'reviews_attribution_check',
      sql`${t.attribution} is null or ${t.attribution} in ('certain', 'likely', 'corrected')`,
    ),
    check(
      'reviews_sentiment_check',
      sql`${t.sentiment} is null or ${t.sentiment} in ('positive', 'neutral', 'negative')`,
    ),
    check('reviews_google_id_check', sql`(${t.source} = 'google') = (${t.googleReviewId} is not null)`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
