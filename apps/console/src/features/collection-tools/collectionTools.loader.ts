import { collectionTools, isApiError, reviewRequests } from '@starcrew/api-client';
import type { CollectionTools } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { historyPageOf, readHistory, untilThePageChanges, type HistoryState } from './requestHistory.ts';

/**
 * The working location's tools and the page of its requests history the URL asks for, once the
 * location is settled, or why there are none. The history is read beside the tools, and settles
 * on its own: the tools show while it loads.
 */
export type ToolsScope =
  | { status: 'empty' }
  | { status: 'ready'; tools: CollectionTools; history: Promise<HistoryState> }
  | { status: 'failed' };

export interface CollectionToolsData {
  scope: Promise<ToolsScope>;
}

/**
 * `/manager/tools?history=2`: the tools of the working location (it follows the location
 * selector) and that page of the review requests sent from it. A request sent reads both again.
 */
export function loader({ request, services }: ScreenLoaderArgs): CollectionToolsData {
  return { scope: scopeOf(services, historyPageOf(request.url)) };
}

async function scopeOf(services: ScreenLoaderArgs['services'], historyPage: number): Promise<ToolsScope> {
  const { locations, selected, target } = await services.workingLocation.settled();
  const location =
    (selected && locations?.some((l) => l.id === selected.id) ? selected : null) ??
    locations?.find((l) => l.id === target) ??
    locations?.[0] ??
    null;
  if (!location) return { status: 'empty' };
  const history = readHistory((page) => reviewRequests(services.api, location.id, { page }), historyPage);
  // Read only once the tools are in: until then a rejection would be reported as unhandled.
  history.catch(() => undefined);
  try {
    return { status: 'ready', tools: await collectionTools(services.api, location.id), history };
  } catch (error) {
    // Every failure was toasted by the API client; a 406 is its subscription hook's.
    if (isApiError(error) && error.kind === 'subscription') return untilThePageChanges;
    if (!isApiError(error)) throw error;
    return { status: 'failed' };
  }
}
