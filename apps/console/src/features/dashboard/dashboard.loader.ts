import { dashboardStats, isApiError } from '@starcrew/api-client';
import type { DashboardStats, Location } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** The figures, once they answer: they come after the screen's frame (a skeleton meanwhile). */
export type DashboardFiguresResult = { status: 'ready'; stats: DashboardStats } | { status: 'failed' };

/** Whose figures the dashboard shows, once the working location is settled, or why it has none. */
export type DashboardScope =
  { status: 'empty' } | { status: 'listed'; location: Location | null; figures: Promise<DashboardFiguresResult> };

/** The screen's frame shows at once; the scope, then the figures, fill it as they come. */
export interface DashboardData {
  scope: Promise<DashboardScope>;
  /** The active locations of the working-location list: the add-seller modal's choices. */
  locations: Promise<Location[]>;
}

/** Never settles: a 406 sends the browser to the plans page, the placeholders stay until then. */
const untilThePageChanges = new Promise<never>(() => {});

/**
 * The dashboard's data (features/dashboard/DECISIONS.md): the working location once it is
 * settled, then its figures. No location means the empty state and no figures call; a failed
 * list means the figures of everything the user may see.
 */
export function loader({ services }: ScreenLoaderArgs): DashboardData {
  return {
    scope: scopeOf(services),
    locations: services.workingLocation.settled().then(({ locations }) => locations ?? []),
  };
}

async function scopeOf(services: ScreenLoaderArgs['services']): Promise<DashboardScope> {
  const { locations, selected, target } = await services.workingLocation.settled();
  if (locations?.length === 0) return { status: 'empty' };
  const location =
    (selected && locations?.some((l) => l.id === selected.id) ? selected : null) ??
    locations?.find((l) => l.id === target) ??
    locations?.[0] ??
    null;
  const figures = dashboardStats(services.api, location?.id).then(
    (stats): DashboardFiguresResult => ({ status: 'ready', stats }),
    (error: unknown): Promise<DashboardFiguresResult> | DashboardFiguresResult => {
      // Every failure was toasted by the API client; a 406 is its subscription hook's.
      if (isApiError(error) && error.kind === 'subscription') return untilThePageChanges;
      if (!isApiError(error)) throw error;
      return { status: 'failed' };
    },
  );
  return { status: 'listed', location, figures };
}
