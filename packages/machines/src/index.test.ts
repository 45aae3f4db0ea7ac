import { describe, expect, it } from 'vitest';
import * as machines from './index.ts';

describe('@starcrew/machines', () => {
  it('should expose exactly this public API', () => {
    expect(Object.keys(machines).sort()).toEqual([
      'REFRESH_DEBOUNCE_MS',
      'billingSetupRoutes',
      'campaignDraftOf',
      'campaignRequestOfDraft',
      'campaignWizardMachine',
      'checkRoute',
      'effectiveRole',
      'emptyCampaignDraft',
      'googleConnectionMachine',
      'guardRoute',
      'hasAnyPermission',
      'hasPermission',
      'homeRouteName',
      'isCampaignFieldLocked',
      'isGuardedPath',
      'isLocationSelected',
      'layouts',
      'matchRoute',
      'notFoundMeta',
      'pathFor',
      'paymentMachine',
      'rankWinners',
      'reachableCampaignSteps',
      'rewardDistributionMachine',
      'routeByName',
      'routeTable',
      'selectedCount',
      'sessionMachine',
      'subscriptionMachine',
      'workingLocationMachine',
    ]);
  });
});
