import { z } from './zod.ts';

/** Every successful answer of the API: `{ data, message? }` (spec section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.optional(z.string()) });
}

/** Pagination fields of spec section 3; lists carry them beside their items. */
export const paginationSchema = z.object({
  current_page: z.number().check(z.int(), z.gte(1)),
  last_page: z.number().check(z.int(), z.gte(1)),
  per_page: z.number().check(z.int(), z.gte(1)),
  from: z.nullable(z.number().check(z.int())),
  to: z.nullable(z.number().check(z.int())),
  total: z.number().check(z.int(), z.gte(0)),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Default page size of list requests (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/** The query every list request carries (spec section 7). */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
