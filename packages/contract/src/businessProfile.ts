import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, requiredString, stringField } from './fields.ts';

/**
 * The business-profile connection wizard (spec section 2: connect, select locations,
 * confirm). The browser never sees a token: the server keeps the grant, encrypted.
 */

/** `POST /v1/manager/business-profile/authorize`: where to send the browser for consent. */
export const businessProfileAuthorizeResponseSchema = envelope(z.object({ url: z.string() }));
export type BusinessProfileAuthorizeResponse = z.infer<typeof businessProfileAuthorizeResponseSchema>;

/** `POST /v1/manager/business-profile/connect`: what the consent redirect brought back. */
export const businessProfileConnectRequestSchema = z.object({
  code: requiredString('code'),
  state: requiredString('state'),
});
export type BusinessProfileConnectRequest = z.input<typeof businessProfileConnectRequestSchema>;

export const businessProfileConnectionSchema = z.object({
  provider: z.enum(['google', 'sandbox']),
  account_email: z.nullable(z.string()),
});
export const businessProfileConnectResponseSchema = envelope(businessProfileConnectionSchema);
export type BusinessProfileConnectResponse = z.infer<typeof businessProfileConnectResponseSchema>;

/** One location of the connected account, as the selection step lists it. */
export const businessLocationSchema = z.object({
  /** The business profile's id (`locations/…`): what the finish call takes. */
  id: z.string(),
  title: z.string(),
  address: z.nullable(z.string()),
  average_rating: z.nullable(z.number()),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  /** Already one of the organization's locations. */
  connected: z.boolean(),
});
export type BusinessLocation = z.infer<typeof businessLocationSchema>;

/** `GET /v1/manager/business-profile/locations?page&per_page`. */
export const businessLocationsQuerySchema = pageQuerySchema;
export const businessLocationsResponseSchema = envelope(
  z.object({ locations: z.array(businessLocationSchema), pagination: paginationSchema }),
);
export type BusinessLocationsResponse = z.infer<typeof businessLocationsResponseSchema>;

const locationRequired = describe('validation.required', { field: 'field.location' });
const locationInvalid = describe('validation.invalid', { field: 'field.location' });

/**
 * `POST /v1/manager/business-profile/locations`: the chosen locations; at least one (spec
 * section 5). Either `location_ids`, or `select_all: true` for every location of the
 * connection less `excluded_ids`: "Select all" on a paged list, whose later pages the browser
 * never loaded. With `select_all`, `location_ids` is ignored.
 */
export const businessProfileFinishRequestSchema = z
  .object({
    location_ids: z.optional(z.array(stringField('location'), { error: locationRequired }).check(z.maxLength(500))),
    select_all: z.optional(z.boolean({ error: locationInvalid })),
    excluded_ids: z.optional(z.array(stringField('location'), { error: locationInvalid }).check(z.maxLength(500))),
  })
  .check(
    z.refine((body) => body.select_all === true || (body.location_ids?.length ?? 0) > 0, {
      path: ['location_ids'],
      error: locationRequired,
    }),
  );
export type BusinessProfileFinishRequest = z.input<typeof businessProfileFinishRequestSchema>;

/** 403 `error` when the Google account has no access to a business profile: the failed-connection modal. */
export const BUSINESS_PROFILE_NO_ACCESS = 'BusinessProfileNoAccess';

export const businessProfileMessageIds = {
  noAccess: 'businessProfile.noAccess',
  /** The consent came back with a state that is not this user's, or too late. */
  stateInvalid: 'businessProfile.stateInvalid',
  /** The code was refused (used twice, or access revoked meanwhile). */
  codeRefused: 'businessProfile.codeRefused',
  /** A call that needs the connection before it exists. */
  notConnected: 'businessProfile.notConnected',
  connected: 'businessProfile.connected',
} as const;
