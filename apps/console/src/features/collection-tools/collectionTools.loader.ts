import { collectionTools, isApiError } from '@starcrew/api-client';
import type { CollectionTools } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** The working location's tools, once the location is settled, or why there are none. */
export type ToolsScope = { status: 'empty' } | { status: 'ready'; tools: CollectionTools } | { status: 'failed' };

export interface CollectionToolsData {
  scope: Promise<ToolsScope>;
}

/** Never settles: a 406 sends the browser to the plans page, the placeholders stay until then. */
const untilThePageChanges = new Promise<never>(() => {});

/** `/manager/tools`: the tools of the working location (it follows the location selector). */
export function loader({ services }: ScreenLoaderArgs): CollectionToolsData {
  return { scope: scopeOf(services) };
}

async function scopeOf(services: ScreenLoaderArgs['services']): Promise<ToolsScope> {
  const { locations, selected, target } = await services.workingLocation.settled();
  const location =
    (selected && locations?.some((l) => l.id === selected.id) ? selected : null) ??
    locations?.find((l) => l.id === target) ??
    locations?.[0] ??
    null;
  if (!location) return { status: 'empty' };
  try {
    return { status: 'ready', tools: await collectionTools(services.api, location.id) };
  } catch (error) {
    // Every failure was toasted by the API client; a 406 is its subscription hook's.
    if (isApiError(error) && error.kind === 'subscription') return untilThePageChanges;
    if (!isApiError(error)) throw error;
    return { status: 'failed' };
  }
}
