import { reviewAlerts } from '@starcrew/api-client';
import type { ReviewAlerts } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { isOwner, managersData, type ManagersData } from '../managers/managers.loader.ts';

/** What My account reads: the managers list, only when the owner opens Role Management. */
export interface SettingsData {
  roles: ManagersData | null;
  /** Managers and the owner: the low-rating alerts switch (null for a seller, or when it could not be read). */
  alerts: Promise<ReviewAlerts | null>;
}

/** The tab is in the URL, so switching to Role Management runs this loader again and starts the read. */
export function loader({ request, services }: ScreenLoaderArgs): SettingsData {
  const params = new URL(request.url).searchParams;
  const role = services.session.getSnapshot().context.user?.role;
  return {
    roles: isOwner(services) && params.get('tab') === 'roles' ? managersData(services, params) : null,
    alerts:
      role === 'manager' || role === 'super_manager'
        ? reviewAlerts(services.api).catch(() => null)
        : Promise.resolve(null),
  };
}
