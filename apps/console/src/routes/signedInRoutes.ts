import type { Tier } from '@starcrew/i18n';
import type { RouteName } from '@starcrew/machines';
import type { ScreenData } from './loaders.ts';
import type { Screens } from './screens.ts';

/*
 * The signed-in layouts' routes (manager, seller and the public layout's business-profile and
 * plan pages): their screens, loaders, catalogue tiers and titles, in a chunk of its own that
 * /login does not download (bench/README.md). The router fetches it with the first signed-in
 * route, beside the layout's chunk, or when the browser is idle once a sign-in page is shown.
 * The auth layout's are in the entry: `screens.ts`, `loaders.ts` and `authTitles.ts`.
 */
export { signedInTitles as titles } from './signedInTitles.ts';

/** The screen of each route, loaded when the route is first visited. */
export const screens: Screens = {
  settings: () => import('../features/settings/SettingsScreen.tsx'),
  'business.profile.setup': () => import('../features/business-profile/ConnectGoogleScreen.tsx'),
  'business.profile.connect': () => import('../features/business-profile/SelectBusinessScreen.tsx'),
  'business.profile.success': () => import('../features/business-profile/ConnectionSuccessScreen.tsx'),
  'manager.dashboard.index': () => import('../features/dashboard/DashboardScreen.tsx'),
  'manager.networks.index': () => import('../features/networks/MyNetworksScreen.tsx'),
  'manager.sellers.index': () => import('../features/sellers/SellersScreen.tsx'),
  'manager.competitors.index': () => import('../features/competitors/CompetitorsScreen.tsx'),
  'manager.tools.index': () => import('../features/collection-tools/CollectionToolsScreen.tsx'),
  'manager.managers.index': () => import('../features/managers/ManagersScreen.tsx'),
  'manager.campaigns.index': () => import('../features/campaigns/CampaignsScreen.tsx'),
  'manager.campaigns.show': () => import('../features/campaigns/CampaignScreen.tsx'),
  'seller.tools.index': () => import('../features/seller-area/SellerToolsScreen.tsx'),
  'seller.dashboard.index': () => import('../features/seller-area/SellerDashboardScreen.tsx'),
  'seller.campaigns.index': () => import('../features/seller-area/SellerCampaignsScreen.tsx'),
  'manager.reviews.index': () => import('../features/reviews/ReviewsScreen.tsx'),
  'seller.reviews.index': () => import('../features/reviews/SellerReviewsScreen.tsx'),
  'manager.plans.index': () => import('../features/billing/PlansScreen.tsx'),
  'manager.plans.upgrade': () => import('../features/billing/PlansScreen.tsx'),
  'manager.payments.stripe': () => import('../features/billing/PaymentScreen.tsx'),
  'manager.plans-billings.index': () => import('../features/billing/PlansBillingsScreen.tsx'),
  'manager.networks.plans': () => import('../features/billing/NetworkPlansScreen.tsx'),
  'manager.networks.plans.payment': () => import('../features/billing/PaymentScreen.tsx'),
  'manager.rewards.index': () => import('../features/rewards/RewardsScreen.tsx'),
  'manager.rewards.show': () => import('../features/rewards/RewardScreen.tsx'),
  'manager.local-rewards.index': () => import('../features/rewards/RewardsScreen.tsx'),
};

/**
 * The data of each route that reads any (docs/decisions.md: the console reads through route
 * loaders): the guard runs first, then the route's loader, while its screen downloads.
 */
const plans: ScreenData = { load: () => import('../features/billing/plans.loader.ts') };
const payment: ScreenData = { load: () => import('../features/billing/payment.loader.ts') };

export const screenData: Partial<Record<RouteName, ScreenData>> = {
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
 * The catalogue tier of each route's screen: its feature folder's (`screens` above; a test
 * keeps the two in step). The auth layout's are in `loaders.ts`.
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
 * The tier every route of this map shows besides its screen's: the shell, which holds the
 * routes' titles (`signedInTitles.ts`, the document title) and the placeholder's texts
 * (the public review page has no screen of its own yet).
 */
export const baseTier: Tier = 'shell';
