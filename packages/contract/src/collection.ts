import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, emailField, requiredString, stringField } from './fields.ts';
import { collectionLinkSchema, qrSettingsSchema } from './sellers.ts';

/**
 * Collection tools (spec section 2, "Tools"; issue 15): a location's message templates, review
 * requests sent to customers by email or SMS with the collecting seller's link, and their history.
 */

/** decisions.md, "Bounds": SMS body at most 320 characters; email subject at most 120 and body at most 5,000. */
export const SMS_BODY_MAX = 320;
export const EMAIL_SUBJECT_MAX = 120;
export const EMAIL_BODY_MAX = 5000;

/**
 * Review requests a location may send in one day (UTC), every sender together: a shop sends a
 * few dozen on a busy day; more looks like a mailing list, which the product is not (DECISIONS.md).
 */
export const REVIEW_REQUESTS_PER_DAY = 100;

/** What a template may hold; anything else in braces is sent as typed. */
export const COLLECTION_PLACEHOLDERS = ['{first_name}', '{link}', '{business}'] as const;

export interface CollectionTemplateValues {
  firstName: string;
  link: string;
  business: string;
}

/** A template's text for one customer: the three placeholders replaced, other braces kept. */
export function renderCollectionTemplate(template: string, values: CollectionTemplateValues): string {
  return template
    .replaceAll('{first_name}', values.firstName)
    .replaceAll('{link}', values.link)
    .replaceAll('{business}', values.business);
}

/** Characters as people count them (code points), as the SMS adapter does. */
export const textLength = (text: string) => [...text].length;

export interface CollectionTemplates {
  sms_body: string;
  email_subject: string;
  email_body: string;
}

/** The templates of a location that never saved its own, in the reader's language. */
export const DEFAULT_COLLECTION_TEMPLATES: Record<'en' | 'fr', CollectionTemplates> = {
  en: {
    sms_body: 'Hello {first_name}, thank you for visiting {business}! Would you leave us a review? {link}',
    email_subject: 'How was your visit to {business}?',
    email_body:
      'Hello {first_name},\n\nThank you for visiting {business}. Your opinion helps us and other customers: would you take a minute to leave a review?\n\n{link}\n\nSee you soon,\nThe {business} team',
  },
  fr: {
    sms_body: 'Bonjour {first_name}, merci de votre visite chez {business} ! Laisseriez-vous un avis ? {link}',
    email_subject: 'Comment s’est passée votre visite chez {business} ?',
    email_body:
      'Bonjour {first_name},\n\nMerci de votre visite chez {business}. Votre avis nous aide, nous et nos autres clients : prendriez-vous une minute pour en laisser un ?\n\n{link}\n\nÀ bientôt,\nL’équipe {business}',
  },
};

const bounded = (field: string, max: number) =>
  requiredString(field).check(
    z.maxLength(max, { error: describe('validation.max', { field: `field.${field}`, max }) }),
  );

/** `POST /v1/manager/tools/{id}/templates`: the location's three templates, replaced together. */
export const collectionTemplatesRequestSchema = z.object({
  sms_body: bounded('smsBody', SMS_BODY_MAX),
  email_subject: bounded('emailSubject', EMAIL_SUBJECT_MAX),
  email_body: bounded('emailBody', EMAIL_BODY_MAX),
});
export type CollectionTemplatesRequest = z.input<typeof collectionTemplatesRequestSchema>;

export const collectionTemplatesSchema = z.object({
  sms_body: z.string(),
  email_subject: z.string(),
  email_body: z.string(),
  /** True while the location has saved none: these are the defaults, in the reader's language. */
  is_default: z.boolean(),
  updated_at: z.nullable(z.string()),
});
export type CollectionTemplatesData = z.infer<typeof collectionTemplatesSchema>;

export const reviewRequestChannels = ['email', 'sms'] as const;
export type ReviewRequestChannel = (typeof reviewRequestChannels)[number];

/**
 * A phone number as people type it: spaces, dots, dashes and brackets dropped; international
 * (`+33…`, `0033…`) or French national (`06…`, 10 digits), which becomes `+33…` (DECISIONS.md).
 */
export function normalizePhone(input: string): string | null {
  let digits = input.trim().replace(/[\s.\-()]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^0[1-9]\d{8}$/.test(digits)) digits = `+33${digits.slice(1)}`;
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

const phoneField = () =>
  requiredString('phone')
    .check(z.maxLength(30, { error: describe('validation.invalid', { field: 'field.phone' }) }))
    .check(
      z.refine((value) => normalizePhone(value) !== null, {
        error: describe('validation.invalid', { field: 'field.phone' }),
      }),
    );

/**
 * A review request: the customer's first name and, by channel, an email or a phone number.
 * `seller_id` is a manager's choice of whose link goes out (absent or null: the location's own
 * code); a seller's always carries their own, and `location_id` names where they collect.
 */
export const reviewRequestRequestSchema = z
  .object({
    channel: z.enum(reviewRequestChannels, { error: describe('validation.required', { field: 'field.channel' }) }),
    first_name: bounded('firstName', 50),
    email: z.optional(emailField('email')),
    phone: z.optional(phoneField()),
    seller_id: z.optional(z.nullable(stringField('seller'))),
    location_id: z.optional(requiredString('location')),
  })
  .check(
    z.refine((body) => body.channel !== 'email' || body.email !== undefined, {
      path: ['email'],
      error: describe('validation.required', { field: 'field.email' }),
      when: () => true,
    }),
  )
  .check(
    z.refine((body) => body.channel !== 'sms' || body.phone !== undefined, {
      path: ['phone'],
      error: describe('validation.required', { field: 'field.phone' }),
      when: () => true,
    }),
  );
export type ReviewRequestRequest = z.input<typeof reviewRequestRequestSchema>;

export const reviewRequestStatuses = ['sent', 'failed'] as const;

/** One request of the history. The recipient is masked: the history may be read over a shop counter. */
export const reviewRequestEntrySchema = z.object({
  id: z.string(),
  location_id: z.string(),
  location_title: z.string(),
  channel: z.enum(reviewRequestChannels),
  first_name: z.string(),
  /** `m•••@example.com`, `+33 •• •• •• 78`. */
  recipient: z.string(),
  /** Who sent it. */
  sent_by: z.object({ id: z.nullable(z.string()), name: z.string() }),
  /** Whose link it carried; null for the location's own code. */
  seller: z.nullable(z.object({ id: z.nullable(z.string()), name: z.string() })),
  link: z.string(),
  status: z.enum(reviewRequestStatuses),
  created_at: z.string(),
});
export type ReviewRequestEntry = z.infer<typeof reviewRequestEntrySchema>;

export const reviewRequestResponseSchema = envelope(reviewRequestEntrySchema);
export type ReviewRequestResponse = z.infer<typeof reviewRequestResponseSchema>;

/** `GET …/requests?page&per_page`, newest first; a seller's may name one of their locations. */
export const reviewRequestsQuerySchema = z.extend(pageQuerySchema, {
  location_id: z.optional(stringField('location')),
});
export type ReviewRequestsQuery = z.input<typeof reviewRequestsQuerySchema>;

export const dailyLimitSchema = z.object({
  per_day: z.number().check(z.int()),
  sent_today: z.number().check(z.int(), z.gte(0)),
});
export type DailyLimit = z.infer<typeof dailyLimitSchema>;

export const reviewRequestsResponseSchema = envelope(
  z.object({ requests: z.array(reviewRequestEntrySchema), pagination: paginationSchema, limit: dailyLimitSchema }),
);
export type ReviewRequestsResponse = z.infer<typeof reviewRequestsResponseSchema>;

/** Path parameter of a manager's calls on one location's tools. */
export const collectionLocationParamsSchema = z.object({ id: stringField('location') });

/** `GET /v1/manager/tools/{id}`: everything the manager's tools page shows for a location. */
export const collectionToolsSchema = z.object({
  location: z.object({ id: z.string(), title: z.string() }),
  templates: collectionTemplatesSchema,
  /** The location's own link (reviews attributed to no one). */
  link: collectionLinkSchema,
  /** The sellers of the location, whose link a manager may send, show as a QR code or print. */
  sellers: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      link: collectionLinkSchema,
      /** The seller's QR code as the organization customized it (as the seller's own tools draw it). */
      qr: qrSettingsSchema,
    }),
  ),
  limit: dailyLimitSchema,
});
export type CollectionTools = z.infer<typeof collectionToolsSchema>;
export const collectionToolsResponseSchema = envelope(collectionToolsSchema);
export type CollectionToolsResponse = z.infer<typeof collectionToolsResponseSchema>;

/** `GET /v1/seller/tools/templates?location_id`: what the seller's requests will say. */
export const sellerTemplatesQuerySchema = z.object({ location_id: requiredString('location') });
export const collectionTemplatesResponseSchema = envelope(
  z.object({ business: z.string(), templates: collectionTemplatesSchema, limit: dailyLimitSchema }),
);
export type CollectionTemplatesResponse = z.infer<typeof collectionTemplatesResponseSchema>;

export const collectionMessageIds = {
  templatesSaved: 'collection.templatesSaved',
  requestSent: 'collection.requestSent',
  /** 429: "This location has sent its {limit} review requests today. You can send more tomorrow." */
  dailyLimit: 'collection.dailyLimit',
  /** 422 on the channel: the SMS with the link and name filled in would exceed 320 characters. */
  smsTooLong: 'collection.smsTooLong',
  /** 502: the mail or SMS provider refused or failed. */
  sendFailed: 'collection.sendFailed',
} as const;
