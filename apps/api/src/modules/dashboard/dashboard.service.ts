import { errorMessageIds, type DashboardStats } from '@starcrew/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import type { DashboardRepository, DashboardScope } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  locations: LocationsRepository;
}

/**
 * The manager dashboard's figures over what the user may see: the whole organization for
 * the owner, the tied locations for a manager (as the top bar's `active-locations` lists
 * them), or one of those locations.
 */
export function createDashboardService({ repository, locations }: DashboardServiceDeps) {
  async function scopeFor(user: UserRow, locationId: string | undefined): Promise<DashboardScope> {
    if (locationId) {
      // Another organization's location, or one a manager is not tied to, is not found.
      const location = await locations.findVisible(user, locationId);
      if (!location) throw new HttpError(404, { id: errorMessageIds.notFound });
      return { kind: 'locations', ids: [location.id] };
    }
    if (user.role === 'super_manager') return { kind: 'organization' };
    return { kind: 'locations', ids: (await locations.listVisible(user)).map((l) => l.id) };
  }

  return {
    async stats(user: UserRow, locationId: string | undefined): Promise<DashboardStats> {
      return repository.stats(user.organizationId, await scopeFor(user, locationId));
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
