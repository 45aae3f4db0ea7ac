import { z } from './zod.ts';
import { envelope } from './envelope.ts';
import { requiredString, stringField } from './fields.ts';

/** Establishment licence (spec section 4): active once a network plan pays for it. */
export const licenseStatusSchema = z.enum(['active', 'inactive']);
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

/** A location (spec section 3): id and title, and the fields My Networks lists. */
export const locationSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The same as `title`: spec section 3 names both. */
  name: z.string(),
  address: z.nullable(z.string()),
  /** 1 to 5 with up to two decimals; null before the first review. */
  average_rating: z.nullable(z.number()),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  license_status: licenseStatusSchema,
  /** The business profile's "write a review" link; null for a location not connected. */
  review_url: z.nullable(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

/** `GET /v1/active-locations`: the locations the user may work at (all of them for the owner). */
export const activeLocationsResponseSchema = envelope(z.array(locationSchema));
export type ActiveLocationsResponse = z.infer<typeof activeLocationsResponseSchema>;

/** `POST /v1/access-location` (spec section 7: payload `location_id`). */
export const accessLocationRequestSchema = z.object({ location_id: requiredString('location') });
export type AccessLocationRequest = z.input<typeof accessLocationRequestSchema>;

/** Answers `data.data` with the location (the axios-style `response.data.data` of spec section 7). */
export const accessLocationResponseSchema = envelope(locationSchema);
export type AccessLocationResponse = z.infer<typeof accessLocationResponseSchema>;

/** Path parameter of the calls on one location (`{id}`). */
export const locationIdParamsSchema = z.object({ id: stringField('location') });
