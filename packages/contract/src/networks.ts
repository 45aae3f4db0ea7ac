import { z } from './zod.ts';
import { envelope, pageQuerySchema, paginationSchema } from './envelope.ts';
import { describe, requiredString } from './fields.ts';
import { locationSchema } from './locations.ts';

/** The tabs of My Networks (spec section 2). */
export const networkTabs = ['all', 'active', 'inactive'] as const;
export type NetworkTab = (typeof networkTabs)[number];

/** `GET /v1/super-manager/networks?page&per_page&status`. */
export const networksQuerySchema = z.extend(pageQuerySchema, { status: z._default(z.enum(networkTabs), 'all') });
export type NetworksQuery = z.input<typeof networksQuerySchema>;

/** The network summary (spec section 3), over every location whatever the tab. */
export const networkSummarySchema = z.object({
  total_locations: z.number().check(z.int(), z.gte(0)),
  active_locations: z.number().check(z.int(), z.gte(0)),
  inactive_locations: z.number().check(z.int(), z.gte(0)),
  total_reviews: z.number().check(z.int(), z.gte(0)),
  /** Weighted by each location's number of reviews; null without any review. */
  average_rating: z.nullable(z.number()),
});
export type NetworkSummary = z.infer<typeof networkSummarySchema>;

export const networksResponseSchema = envelope(
  z.object({ summary: networkSummarySchema, locations: z.array(locationSchema), pagination: paginationSchema }),
);
export type NetworksResponse = z.infer<typeof networksResponseSchema>;

/** An establishment name: 1 to 100 characters. */
export const MAX_LOCATION_NAME = 100;
export const renameLocationRequestSchema = z.object({
  name: requiredString('establishmentName').check(
    z.maxLength(MAX_LOCATION_NAME, {
      error: describe('validation.max', { field: 'field.establishmentName', max: MAX_LOCATION_NAME }),
    }),
  ),
});
export type RenameLocationRequest = z.input<typeof renameLocationRequestSchema>;

/** Answers the renamed location, with the spec's success message. */
export const renameLocationResponseSchema = envelope(locationSchema);
export type RenameLocationResponse = z.infer<typeof renameLocationResponseSchema>;

/** Server and console messages of My Networks (spec section 8 wording). */
export const networkMessageIds = {
  renamed: 'networks.renamed',
  /** What the console shows when the rename fails other than on a field. */
  renameFailed: 'networks.renameFailed',
} as const;
