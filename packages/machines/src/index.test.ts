import { describe, expect, it } from 'vitest';
import * as machines from './index.ts';

describe('@starcrew/machines', () => {
  it('should expose exactly this public API', () => {
    expect(Object.keys(machines).sort()).toEqual([
      'REFRESH_DEBOUNCE_MS',
      'billingSetupRoutes',
      'checkRoute',
      'effectiveRole',
      'googleConnectionMachine',
      'guardRoute',
      'hasAnyPermission',
      'hasPermission',
      'homeRouteName',
      'isGuardedPath',
      'isLocationSelected',
      'layouts',
      'matchRoute',
      'notFoundMeta',
      'pathFor',
      'paymentMachine',
      'routeByName',
      'routeTable',
      'selectedCount',
      'sessionMachine',
      'subscriptionMachine',
      'workingLocationMachine',
    ]);
  });
});
