import type { Location } from '@starcrew/contract';
import type { Services } from '../../app/services.ts';

/**
 * The working-location list's locations: the member forms' choices. Rejects when the list could
 * not be read, so a screen says so when "Add" is pressed instead of opening nothing.
 */
export function listedLocations(services: Pick<Services, 'workingLocation'>): Promise<Location[]> {
  const listed = services.workingLocation.settled().then(({ locations }) => {
    if (!locations) throw new Error('The locations could not be listed');
    return [...locations];
  });
  // The screen's <Await> says the failure when "Add" is pressed: not an unhandled rejection before.
  listed.catch(() => undefined);
  return listed;
}
