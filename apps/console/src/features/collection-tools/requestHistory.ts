import { isApiError } from '@starcrew/api-client';
import type { ReviewRequestsResponse } from '@starcrew/contract';

/** One page of review requests sent, newest first. */
export type HistoryPage = ReviewRequestsResponse['data'];

/** The history's page as a screen shows it: its requests, or why there are none to show. */
export type HistoryState = { status: 'ready'; page: HistoryPage } | { status: 'failed' };

/** The URL's search parameter of the history's page (`?history=2`); the first page has none. */
export const HISTORY_PARAM = 'history';

/** The history's page the URL asks for: 1 unless `?history=` says a whole number above it. */
export function historyPageOf(url: string): number {
  const page = Number(new URL(url).searchParams.get(HISTORY_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `params` showing the history's page `page`, every other parameter kept. */
export function withHistoryPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(HISTORY_PARAM, String(page));
  else next.delete(HISTORY_PARAM);
  return next;
}

/** Never settles: a 406 sends the browser to the plans page, the placeholders stay until then. */
export const untilThePageChanges = new Promise<never>(() => {});

/**
 * The history's page `page` through `read`. A page past the last (a link kept from a longer
 * history, or another location's) reads the last page instead. A failure is said in the card;
 * the API client has toasted it already.
 */
export async function readHistory(read: (page: number) => Promise<HistoryPage>, page: number): Promise<HistoryState> {
  try {
    const answer = await read(page);
    const { last_page: last } = answer.pagination;
    return { status: 'ready', page: page > last && last > 0 ? await read(last) : answer };
  } catch (error) {
    if (isApiError(error) && error.kind === 'subscription') return untilThePageChanges;
    if (!isApiError(error)) throw error;
    return { status: 'failed' };
  }
}
