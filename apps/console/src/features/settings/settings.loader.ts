import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { isOwner, managersData, type ManagersData } from '../managers/managers.loader.ts';

/** What My account reads: the managers list, only when the owner opens Role Management. */
export interface SettingsData {
  roles: ManagersData | null;
}

/** The tab is in the URL, so switching to Role Management runs this loader again and starts the read. */
export function loader({ request, services }: ScreenLoaderArgs): SettingsData {
  const params = new URL(request.url).searchParams;
  return { roles: isOwner(services) && params.get('tab') === 'roles' ? managersData(services, params) : null };
}
