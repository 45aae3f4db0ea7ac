import { z } from './zod.ts';

/** Every successful answer of the API: `{ data, message? }` (spec section 7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** Pagination fields of spec section 3; lists carry them beside their items. */
export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int().min(0),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Default page size of list requests (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/** The query every list request carries (spec section 7). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
