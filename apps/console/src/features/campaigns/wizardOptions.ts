import { sellers } from '@starcrew/api-client';
import type { Services } from '../../app/services.ts';
import type { WizardOptions } from './campaigns.loader.ts';

/**
 * The wizard's choices: the working-location list's active locations and the first hundred
 * sellers (the API's largest page; a team beyond it is not one the spec pictures).
 */
export function wizardOptions(services: Services): Promise<WizardOptions> {
  const locations = services.workingLocation
    .settled()
    .then(({ locations }) => (locations ?? []).map((l) => ({ id: l.id, name: l.title })))
    .catch(() => []);
  const team = sellers(services.api, { per_page: 100, sort: 'first_name' })
    .then((page) => page.sellers.map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}` })))
    .catch(() => []);
  return Promise.all([locations, team]).then(([l, s]) => ({ locations: l, sellers: s }));
}
