import { forgetTier, loadTier, type Tier } from '@starcrew/i18n';
import type { Layout, RouteName } from '@starcrew/machines';
import type { LoaderFunctionArgs } from 'react-router';
import type { Services } from '../app/services.ts';

/** What a screen's loader gets: React Router's arguments and the console's services. */
export interface ScreenLoaderArgs extends LoaderFunctionArgs {
  services: Services;
}

type LoaderModule = { loader: (args: ScreenLoaderArgs) => unknown };

export interface ScreenData {
  /** The loader's module, loaded beside the screen's when the route is first visited. */
  load: () => Promise<LoaderModule>;
  /** The data depends on the working location: a 'location changed' reads it again. */
  followsLocation?: boolean;
}

/**
 * The data of each route that reads any (docs/decisions.md: the console reads through route
 * loaders): the guard runs first, then the route's loader, while its screen downloads.
 */
const plans: ScreenData = { load: () => import('../features/billing/plans.loader.ts') };
const payment: ScreenData = { load: () => import('../features/billing/payment.loader.ts') };
const auth: ScreenData = { load: () => import('../features/auth/auth.loader.ts') };

export const screenData: Partial<Record<RouteName, ScreenData>> = {
  'auth.login': auth,
  'auth.register': auth,
  'auth.registration': auth,
  'invitation.accept': { load: () => import('../features/invitation/invitation.loader.ts') },
  settings: { load: () => import('../features/settings/settings.loader.ts') },
  'manager.dashboard.index': { load: () => import('../features/dashboard/dashboard.loader.ts'), followsLocation: true },
  'manager.networks.index': { load: () => import('../features/networks/networks.loader.ts') },
  'manager.sellers.index': { load: () => import('../features/sellers/sellers.loader.ts') },
  'manager.competitors.index': {
    load: () => import('../features/competitors/competitors.loader.ts'),
    followsLocation: true,
  },
  'manager.tools.index': {
    load: () => import('../features/collection-tools/collectionTools.loader.ts'),
    followsLocation: true,
  },
  'manager.managers.index': { load: () => import('../features/managers/managers.loader.ts') },
  'manager.campaigns.index': { load: () => import('../features/campaigns/campaigns.loader.ts') },
  'manager.campaigns.show': { load: () => import('../features/campaigns/campaign.loader.ts') },
  'seller.tools.index': { load: () => import('../features/seller-area/sellerTools.loader.ts') },
  'seller.dashboard.index': { load: () => import('../features/seller-area/sellerDashboard.loader.ts') },
  'seller.campaigns.index': { load: () => import('../features/seller-area/sellerCampaigns.loader.ts') },
  'manager.reviews.index': { load: () => import('../features/reviews/reviews.loader.ts'), followsLocation: true },
  'seller.reviews.index': { load: () => import('../features/reviews/sellerReviews.loader.ts') },
  'manager.payments.stripe': payment,
  'manager.plans.index': plans,
  'manager.plans-billings.index': { load: () => import('../features/billing/plansBillings.loader.ts') },
  'manager.plans.upgrade': plans,
  'manager.networks.plans': { load: () => import('../features/billing/networkPlans.loader.ts') },
  'manager.networks.plans.payment': payment,
  'manager.rewards.index': { load: () => import('../features/rewards/rewards.loader.ts') },
  'manager.rewards.show': { load: () => import('../features/rewards/reward.loader.ts') },
  'manager.local-rewards.index': {
    load: () => import('../features/rewards/localRewards.loader.ts'),
    followsLocation: true,
  },
};

/**
 * What each layout reads before its routes render: the signed-in layouts show the shell's
 * texts, a catalogue tier /login does not download (packages/i18n/DECISIONS.md). A failed
 * download is left to LocaleProvider: the texts fall back to their English defaults.
 */
export const layoutData: Partial<Record<Layout, () => Promise<unknown>>> = {
  manager: () => loadTier('shell').catch(() => null),
  seller: () => loadTier('shell').catch(() => null),
};

/**
 * The catalogue tier of each route's screen: its feature folder's (`screens.ts`; a test
 * keeps the two in step). Routes not listed show only public texts (the sign-in pages).
 */
export const screenTiers: Partial<Record<RouteName, Tier>> = {
  settings: 'settings',
  'business.profile.setup': 'business-profile',
  'business.profile.connect': 'business-profile',
  'business.profile.success': 'business-profile',
  'manager.dashboard.index': 'dashboard',
  'manager.networks.index': 'networks',
  'manager.sellers.index': 'sellers',
  'manager.competitors.index': 'competitors',
  'manager.tools.index': 'collection-tools',
  'manager.managers.index': 'managers',
  'manager.campaigns.index': 'campaigns',
  'manager.campaigns.show': 'campaigns',
  'seller.tools.index': 'seller-area',
  'seller.dashboard.index': 'seller-area',
  'seller.campaigns.index': 'seller-area',
  'manager.reviews.index': 'reviews',
  'seller.reviews.index': 'reviews',
  'manager.plans.index': 'billing',
  'manager.plans.upgrade': 'billing',
  'manager.payments.stripe': 'billing',
  'manager.plans-billings.index': 'billing',
  'manager.networks.plans': 'billing',
  'manager.networks.plans.payment': 'billing',
  'manager.rewards.index': 'rewards',
  'manager.rewards.show': 'rewards',
  'manager.local-rewards.index': 'rewards',
};

/**
 * The texts a route's screen shows beyond the public tier, awaited by its loader beside its
 * data so that the screen never renders before them: its feature's tier (replacing the
 * previous route's, slot `screen`) and the shell's, which a feature tier leaves out (already
 * asked by a signed-in layout; the business-profile and plan pages have none). A failed
 * download leaves the texts to their English defaults, as the layouts' does. A route with no
 * tier (a sign-in page) forgets the previous route's.
 */
export function loadScreenTexts(route: RouteName): Promise<unknown> {
  const tier = screenTiers[route];
  if (!tier) {
    // A page with public texts only: a language switch on it needs no screen tier.
    forgetTier('screen');
    return Promise.resolve();
  }
  return Promise.all([loadTier('shell'), loadTier(tier, 'screen')]).catch(() => null);
}
