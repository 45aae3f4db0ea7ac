import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, emailField, requiredString, stringField } from './fields.ts';
import { memberLimitsSchema } from './locationLimits.ts';

/**
 * Team members who collect reviews (spec sections 2, 3 and 5; issue 13). Managers and the
 * owner manage them under `/v1/manager/sellers`; a manager reaches only the sellers of the
 * locations tied to them.
 */

export const memberStatusSchema = z.enum(['active', 'inactive']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** 1 to 50 characters, as registration's names (decisions.md). */
const name = (field: string) =>
  requiredString(field).check(
    z.maxLength(50, { error: describe('validation.max', { field: `field.${field}`, max: 50 }) }),
  );

/** "Please select at least one location" (spec section 5: at least one location must be selected). */
export const locationIdsField = () =>
  z
    .array(requiredString('location'), { error: describe('team.locationsRequired') })
    .check(z.minLength(1, { error: describe('team.locationsRequired') }))
    .check(z.maxLength(500, { error: describe('validation.invalid', { field: 'field.location' }) }));

/** The figures of the list each column sorts by. */
export const sellerSorts = [
  'first_name',
  'last_name',
  'email',
  'average_rating',
  'total_reviews',
  'active_campaigns',
  'total_campaigns',
  'status',
] as const;
export type SellerSort = (typeof sellerSorts)[number];

/** `GET /v1/manager/sellers?page&per_page&search&sort&direction`. */
export const sellersQuerySchema = z.extend(pageQuerySchema, {
  /** Part of the first name, last name, full name or email, any case. */
  search: z.optional(
    stringField('search').check(
      z.trim(),
      z.maxLength(100, { error: describe('validation.max', { field: 'field.search', max: 100 }) }),
    ),
  ),
  sort: z._default(z.enum(sellerSorts), 'last_name'),
  direction: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type SellersQuery = z.input<typeof sellersQuerySchema>;

/** A seller's personal collection link at one location (decisions.md: `/reviews/{locationId}/{code}`). */
export const collectionLinkSchema = z.object({
  location_id: z.string(),
  location_title: z.string(),
  code: z.string(),
  /** `/reviews/{locationId}/{code}`, on the review form's origin. */
  path: z.string(),
  /** The same, absolute (PUBLIC_URL): what the QR code encodes. */
  url: z.string(),
});
export type CollectionLink = z.infer<typeof collectionLinkSchema>;

/** `#rrggbb`. */
const colorField = (field: string) =>
  requiredString(field).check(
    z.regex(/^#[0-9a-fA-F]{6}$/, {
      error: describe('validation.invalid', { field: `field.${field}` }),
    }),
  );

/** How a seller's QR code looks (spec section 3): colours, logo, name under the code. */
export const qrSettingsSchema = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  /** URL of the uploaded logo (re-encoded, like profile images); null without one. */
  logo: z.nullable(z.string()),
  /** The name printed with the code; the seller's full name by default. */
  name: z.string(),
});
export type QrSettings = z.infer<typeof qrSettingsSchema>;

/** Colours of a QR code never customized. */
export const DEFAULT_QR_COLORS = { primary_color: '#1f2937', secondary_color: '#ffffff' } as const;

export const sellerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: memberStatusSchema,
  /** False until the seller replaces the emailed initial password. */
  is_password_updated: z.boolean(),
  /** Over the reviews the seller collected; null before the first rated one. */
  average_rating: z.nullable(z.number()),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  active_campaigns: z.number().check(z.int(), z.gte(0)),
  total_campaigns: z.number().check(z.int(), z.gte(0)),
  /** The locations the seller works at (for a manager: those the manager may see). */
  locations: z.array(z.object({ id: z.string(), title: z.string() })),
  links: z.array(collectionLinkSchema),
  qr: qrSettingsSchema,
  created_at: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The figures above the list (spec section 2), over every seller the caller may see. */
export const sellerStatsSchema = z.object({
  members: z.number().check(z.int(), z.gte(0)),
  active_members: z.number().check(z.int(), z.gte(0)),
  average_rating: z.nullable(z.number()),
  reviews_collected: z.number().check(z.int(), z.gte(0)),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

export const sellersResponseSchema = envelope(
  z.object({
    stats: sellerStatsSchema,
    sellers: z.array(sellerSchema),
    pagination: paginationSchema,
    /** The plan's members per location at the reader's locations: the modal weighs a choice before sending. */
    member_limits: z.optional(memberLimitsSchema),
  }),
);
export type SellersResponse = z.infer<typeof sellersResponseSchema>;

/** `POST /v1/manager/sellers` and `POST /v1/manager/sellers/{id}` (the add and edit modal). */
export const sellerRequestSchema = z.object({
  first_name: name('firstName'),
  last_name: name('lastName'),
  email: emailField('email'),
  location_ids: locationIdsField(),
  status: z._default(memberStatusSchema, 'active'),
});
export type SellerRequest = z.input<typeof sellerRequestSchema>;

export const sellerResponseSchema = envelope(sellerSchema);
export type SellerResponse = z.infer<typeof sellerResponseSchema>;

/** `POST /v1/manager/sellers/{id}/qr`: the logo has its own multipart call. */
export const sellerQrRequestSchema = z.object({
  primary_color: colorField('primaryColor'),
  secondary_color: colorField('secondaryColor'),
  name: requiredString('qrName').check(
    z.maxLength(60, { error: describe('validation.max', { field: 'field.qrName', max: 60 }) }),
  ),
});
export type SellerQrRequest = z.input<typeof sellerQrRequestSchema>;

/** Path parameter of the calls on one seller or manager (`{id}`). */
export const memberIdParamsSchema = z.object({ id: stringField('seller') });

/** `GET /v1/seller/tools`: the signed-in seller's own links and QR code. */
export const sellerToolsResponseSchema = envelope(
  z.object({ links: z.array(collectionLinkSchema), qr: qrSettingsSchema }),
);
export type SellerToolsResponse = z.infer<typeof sellerToolsResponseSchema>;

/** Server and console messages of the sellers list (spec section 8 wording). */
export const sellerMessageIds = {
  created: 'sellers.created',
  updated: 'sellers.updated',
  deleted: 'sellers.deleted',
  qrUpdated: 'sellers.qrUpdated',
  /** "An error occurred while creating the seller. Please try again." */
  createFailed: 'sellers.createFailed',
  locationsRequired: 'team.locationsRequired',
} as const;
