import type { RouteName } from '@starcrew/machines';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The titles of the signed-in layouts' routes (manager, seller and the public layout's
 * business-profile and plan pages), which download with their map (`signedInRoutes.ts`), not
 * with /login. Ids match each route's `meta.title` in the route table.
 */
export const signedInTitles = defineMessages({
  settings: { id: 'route.settings.title', defaultMessage: 'My account' },
  'business.profile.setup': {
    id: 'route.business.profile.setup.title',
    defaultMessage: 'Connect your business profile',
  },
  'business.profile.connect': { id: 'route.business.profile.connect.title', defaultMessage: 'Select your locations' },
  'business.profile.success': { id: 'route.business.profile.success.title', defaultMessage: 'Connection successful' },
  'manager.dashboard.index': { id: 'route.manager.dashboard.index.title', defaultMessage: 'Dashboard' },
  'manager.campaigns.index': { id: 'route.manager.campaigns.index.title', defaultMessage: 'My Campaigns' },
  'manager.campaigns.show': { id: 'route.manager.campaigns.show.title', defaultMessage: 'Campaign details' },
  'manager.sellers.index': { id: 'route.manager.sellers.index.title', defaultMessage: 'Sellers' },
  'manager.reviews.index': { id: 'route.manager.reviews.index.title', defaultMessage: 'Reviews' },
  'manager.competitors.index': { id: 'route.manager.competitors.index.title', defaultMessage: 'Competitors' },
  'manager.plans.index': { id: 'route.manager.plans.index.title', defaultMessage: 'Plans' },
  'manager.payments.stripe': { id: 'route.manager.payments.stripe.title', defaultMessage: 'Payment' },
  'manager.plans.upgrade': { id: 'route.manager.plans.upgrade.title', defaultMessage: 'Upgrade your plan' },
  'manager.plans-billings.index': {
    id: 'route.manager.plans-billings.index.title',
    defaultMessage: 'Plans and billing',
  },
  'manager.networks.index': { id: 'route.manager.networks.index.title', defaultMessage: 'My Networks' },
  'manager.networks.plans': { id: 'route.manager.networks.plans.title', defaultMessage: 'Network plans' },
  'manager.networks.plans.payment': {
    id: 'route.manager.networks.plans.payment.title',
    defaultMessage: 'Network plan payment',
  },
  'manager.managers.index': { id: 'route.manager.managers.index.title', defaultMessage: 'My Managers' },
  'manager.tools.index': { id: 'route.manager.tools.index.title', defaultMessage: 'Collection tools' },
  'manager.rewards.index': { id: 'route.manager.rewards.index.title', defaultMessage: 'Rewards' },
  'manager.rewards.show': { id: 'route.manager.rewards.show.title', defaultMessage: 'Reward details' },
  'manager.local-rewards.index': { id: 'route.manager.local-rewards.index.title', defaultMessage: 'Local rewards' },
  'seller.dashboard.index': { id: 'route.seller.dashboard.index.title', defaultMessage: 'Dashboard' },
  'seller.tools.index': { id: 'route.seller.tools.index.title', defaultMessage: 'Collection tools' },
  'seller.campaigns.index': { id: 'route.seller.campaigns.index.title', defaultMessage: 'My Campaigns' },
  'seller.reviews.index': { id: 'route.seller.reviews.index.title', defaultMessage: 'My Reviews' },
}) satisfies Partial<Record<RouteName, MessageDescriptor>>;
