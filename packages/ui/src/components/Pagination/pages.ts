/** A page number, or a gap in the list of pages. */
export type PageSlot = number | 'gap';

/**
 * The page buttons to show: all pages when there are few, otherwise the first, the last and
 * the current page with its neighbours, gaps in between. Always 7 slots past 7 pages, so the
 * buttons do not shift under the pointer while paging.
 */
export function pageSlots(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', pageCount];
  if (page >= pageCount - 3) return [1, 'gap', ...Array.from({ length: 5 }, (_, i) => pageCount - 4 + i)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pageCount];
}

/** The 1-based index of the first and last item shown, 0 and 0 when there is none. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { start: 0, end: 0 };
  return { start: (page - 1) * pageSize + 1, end: Math.min(page * pageSize, total) };
}
