import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, requiredString, stringField } from './fields.ts';

/**
 * The review inbox (spec sections 2 and 4; issue 14): managers and the owner read, assign,
 * answer and delete reviews under `/v1/manager/reviews`; a seller reads the reviews
 * attributed to them under `/v1/seller/reviews`. Who sees which review is decided by the
 * server: the owner every location, a manager their locations, a seller their own reviews.
 */

export const reviewTabs = ['all', 'assigned', 'unassigned', 'answered', 'unanswered'] as const;
export type ReviewTab = (typeof reviewTabs)[number];

export const reviewSorts = ['newest', 'oldest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewSources = ['google', 'form'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/**
 * What a review talks about and how it feels (issue 14, "Going beyond"): computed by the
 * server's built-in analyser (English and French words, the rating) when the review is stored.
 */
export const reviewTopics = [
  'service',
  'price',
  'waiting_time',
  'cleanliness',
  'staff',
  'product',
  'ambiance',
] as const;
export type ReviewTopic = (typeof reviewTopics)[number];

export const reviewSentiments = ['positive', 'neutral', 'negative'] as const;
export type ReviewSentiment = (typeof reviewSentiments)[number];

const invalid = (field: string) => describe('validation.invalid', { field: `field.${field}` });

/** `YYYY-MM-DD`, a calendar day in the organization's reading (the console sends the user's days). */
const dayField = (field: string) =>
  stringField(field)
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid(field) }))
    .check(z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: invalid(field) }));

/**
 * `GET /v1/manager/reviews` and `GET /v1/seller/reviews`. `ratings` lists stars, comma
 * separated (`1,2`), so a link carries several; `from` and `to` are days, both included.
 */
export const reviewsQuerySchema = z.extend(pageQuerySchema, {
  tab: z._default(z.enum(reviewTabs), 'all'),
  ratings: z.optional(stringField('rating').check(z.regex(/^[1-5](,[1-5]){0,4}$/, { error: invalid('rating') }))),
  search: z.optional(
    stringField('search').check(
      z.trim(),
      z.maxLength(100, { error: describe('validation.max', { field: 'field.search', max: 100 }) }),
    ),
  ),
  from: z.optional(dayField('startDate')),
  to: z.optional(dayField('endDate')),
  source: z.optional(z.enum(reviewSources)),
  sort: z._default(z.enum(reviewSorts), 'newest'),
  /** Topics, comma separated (`price,staff`): a review about any of them. */
  topics: z.optional(
    stringField('topic').check(
      z.regex(new RegExp(`^(${reviewTopics.join('|')})(,(${reviewTopics.join('|')}))*$`), { error: invalid('topic') }),
    ),
  ),
  sentiment: z.optional(z.enum(reviewSentiments)),
  /** One location the caller may see; every such location without it. */
  location_id: z.optional(stringField('location')),
});
/** What a client sends (pages are numbers there; the schema coerces the query string's text). */
export type ReviewsQuery = Omit<z.input<typeof reviewsQuerySchema>, 'page' | 'per_page'> & {
  page?: number;
  per_page?: number;
};

/** The topics of a `topics` value, in the catalogue's order and without repeats. */
export function parseTopics(value: string | undefined): ReviewTopic[] {
  if (!value) return [];
  const named = new Set(value.split(','));
  return reviewTopics.filter((topic) => named.has(topic));
}

export const reviewExportFormats = ['csv', 'xlsx'] as const;
export type ReviewExportFormat = (typeof reviewExportFormats)[number];

/**
 * `GET /v1/manager/reviews/export`: the list's own filters (every page of the chosen tab, in its
 * order) and the file's format. The answer is the file, streamed, named after the location (or
 * the organization) and the day; `X-Export-Rows` says how many reviews it holds.
 */
export const reviewsExportQuerySchema = z.extend(z.omit(reviewsQuerySchema, { page: true, per_page: true }), {
  format: z.enum(reviewExportFormats),
});
export type ReviewsExportQuery = z.input<typeof reviewsExportQuerySchema>;

/** The header of an export's answer saying how many reviews the file holds (for the console's progress). */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

/** The stars of a `ratings` value, sorted and without repeats. */
export function parseRatings(value: string | undefined): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map(Number))].sort((a, b) => a - b);
}

/** How sure `collected_by` is (issue 15 §3): the seller's link, a matched Google review, a manager's correction. */
export const reviewAttributions = ['certain', 'likely', 'corrected'] as const;
export type ReviewAttribution = (typeof reviewAttributions)[number];

const memberSchema = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() });
export type ReviewMember = z.infer<typeof memberSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  location_id: z.string(),
  location_title: z.string(),
  source: z.enum(reviewSources),
  /** 1 to 5; null for a form review that carries only a comment. */
  rating: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))),
  comment: z.nullable(z.string()),
  reviewer_name: z.string(),
  reviewer_photo_url: z.nullable(z.string()),
  /** BCP-47 when known. */
  language: z.nullable(z.string()),
  reviewed_at: z.string(),
  /** The seller who collected it; null when no one did (or the seller was deleted). */
  collected_by: z.nullable(memberSchema),
  /** How sure `collected_by` is; null when no one was ever attributed. */
  attribution: z.nullable(z.enum(reviewAttributions)),
  assigned_to: z.nullable(memberSchema),
  reply: z.nullable(z.object({ text: z.string(), updated_at: z.nullable(z.string()) })),
  /** What it talks about (the built-in analyser), in the catalogue's order. */
  topics: z.array(z.enum(reviewTopics)),
  /** Null only until a review stored before the analyser existed is analysed (a job backfills them). */
  sentiment: z.nullable(z.enum(reviewSentiments)),
  /** Only a review from the public form can be deleted; a Google review keeps, only its reply goes. */
  deletable: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many reviews each tab holds under the other filters. */
const count = () => z.number().check(z.int(), z.gte(0));
export const reviewCountsSchema = z.object({
  all: count(),
  assigned: count(),
  unassigned: count(),
  answered: count(),
  unanswered: count(),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const reviewsResponseSchema = envelope(
  z.object({ reviews: z.array(reviewSchema), counts: reviewCountsSchema, pagination: paginationSchema }),
);
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const reviewResponseSchema = envelope(reviewSchema);
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** Path parameter of the calls on one review or template. */
export const reviewIdParamsSchema = z.object({ id: stringField('review') });

/** `POST /v1/manager/reviews/{id}/assign`. */
export const assignReviewRequestSchema = z.object({ user_id: requiredString('member') });
export type AssignReviewRequest = z.input<typeof assignReviewRequestSchema>;

/** Members a review may be assigned to: the owner, managers and sellers the caller may see. */
export const assigneesResponseSchema = envelope(
  z.array(z.extend(memberSchema, { role: z.enum(['super_manager', 'manager', 'seller']) })),
);
export type AssigneesResponse = z.infer<typeof assigneesResponseSchema>;

/** A reply is 1 to 4,000 characters (decisions.md; Google accepts 4,096 bytes). */
export const REPLY_MAX_LENGTH = 4000;

const replyText = (field: string) =>
  requiredString(field)
    .check(
      z.maxLength(REPLY_MAX_LENGTH, {
        error: describe('validation.max', { field: `field.${field}`, max: REPLY_MAX_LENGTH }),
      }),
    )
    .check(
      z.refine((text) => new TextEncoder().encode(text).length <= 4096, {
        error: describe('validation.max', { field: `field.${field}`, max: REPLY_MAX_LENGTH }),
      }),
    );

/** `POST /v1/manager/reviews/{id}/reply`: creates or replaces the reply. */
export const replyRequestSchema = z.object({ text: replyText('reply') });
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** `POST /v1/manager/reviews/{id}/ai-draft`: a draft to edit, never sent by itself. */
export const aiDraftRequestSchema = z.object({ tone: z._default(z.enum(['warm', 'professional']), 'warm') });
export type AiDraftRequest = z.input<typeof aiDraftRequestSchema>;
export const aiDraftResponseSchema = envelope(z.object({ text: z.string(), language: z.enum(['en', 'fr']) }));
export type AiDraftResponse = z.infer<typeof aiDraftResponseSchema>;

/** A reply template of the organization; `{first_name}` and `{business}` are filled in the composer. */
export const replyTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

export const replyTemplateRequestSchema = z.object({
  title: requiredString('templateTitle').check(
    z.maxLength(80, {
      error: describe('validation.max', { field: 'field.templateTitle', max: 80 }),
    }),
  ),
  body: replyText('templateBody'),
});
export type ReplyTemplateRequest = z.input<typeof replyTemplateRequestSchema>;

export const replyTemplatesResponseSchema = envelope(z.array(replyTemplateSchema));
export type ReplyTemplatesResponse = z.infer<typeof replyTemplatesResponseSchema>;
export const replyTemplateResponseSchema = envelope(replyTemplateSchema);
export type ReplyTemplateResponse = z.infer<typeof replyTemplateResponseSchema>;

/** The placeholders a template may hold. */
export const TEMPLATE_PLACEHOLDERS = ['{first_name}', '{business}'] as const;

/** A template's text for one review: placeholders replaced, unknown braces left as typed. */
export function fillTemplate(body: string, values: { firstName: string; business: string }): string {
  return body.replaceAll('{first_name}', values.firstName).replaceAll('{business}', values.business);
}

/** The first word of a reviewer's display name ("Marie D." → "Marie"). */
export function firstNameOf(reviewerName: string): string {
  return reviewerName.trim().split(/\s+/)[0] ?? '';
}

/** Server and console messages of the inbox. */
export const reviewMessageIds = {
  assigned: 'reviews.assigned',
  unassigned: 'reviews.unassigned',
  replied: 'reviews.replied',
  replyDeleted: 'reviews.replyDeleted',
  deleted: 'reviews.deleted',
  /** A Google review stays on Google: only its reply can be deleted. */
  googleNotDeletable: 'reviews.googleNotDeletable',
  /** Google refused the reply (its own validation, or the connection). */
  googleRefused: 'reviews.googleRefused',
  /** Google's quota: try again in a minute. */
  googleRateLimited: 'reviews.googleRateLimited',
  /** The business profile is no longer connected: reconnect it to answer on Google. */
  googleDisconnected: 'reviews.googleDisconnected',
  /** The form review has no customer email to send the reply to. */
  noCustomerEmail: 'reviews.noCustomerEmail',
  aiUnavailable: 'reviews.aiUnavailable',
  templateSaved: 'reviews.templateSaved',
  templateDeleted: 'reviews.templateDeleted',
  alertsOn: 'reviews.alertsOn',
  alertsOff: 'reviews.alertsOff',
} as const;

/**
 * `GET` and `PUT /v1/manager/review-alerts`: whether the signed-in manager (or owner) gets an
 * email for each new 1 or 2 star review of a location they see. On by default.
 */
export const reviewAlertsSchema = z.object({ enabled: z.boolean() });
export type ReviewAlerts = z.infer<typeof reviewAlertsSchema>;
export const reviewAlertsRequestSchema = reviewAlertsSchema;
export type ReviewAlertsRequest = z.input<typeof reviewAlertsRequestSchema>;
export const reviewAlertsResponseSchema = envelope(reviewAlertsSchema);
export type ReviewAlertsResponse = z.infer<typeof reviewAlertsResponseSchema>;
