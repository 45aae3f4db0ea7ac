import type { Role } from '@starcrew/contract';
import { pathFor, type RouteName } from '@starcrew/machines';
import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import * as icons from './navIcons.tsx';

export const navMessages = defineMessages({
  dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
  networks: { id: 'shell.nav.networks', defaultMessage: 'My Networks' },
  campaigns: { id: 'shell.nav.campaigns', defaultMessage: 'My Campaigns' },
  rewards: { id: 'shell.nav.rewards', defaultMessage: 'Rewards' },
  managers: { id: 'shell.nav.managers', defaultMessage: 'My Managers' },
  sellers: { id: 'shell.nav.sellers', defaultMessage: 'Sellers' },
  reviews: { id: 'shell.nav.reviews', defaultMessage: 'Reviews' },
  myReviews: { id: 'shell.nav.myReviews', defaultMessage: 'My Reviews' },
  competitors: { id: 'shell.nav.competitors', defaultMessage: 'Competitors' },
  tools: { id: 'shell.nav.tools', defaultMessage: 'Tools' },
  billing: { id: 'shell.nav.billing', defaultMessage: 'Plans and billing' },
  account: { id: 'shell.nav.account', defaultMessage: 'My account' },
});

/** One sidebar entry, as data: the layout turns it into a link. */
export interface NavEntry {
  id: keyof typeof navMessages;
  route: RouteName;
  label: MessageDescriptor;
  icon: ComponentType;
  hideOnMobile?: boolean;
}

const entry = (id: NavEntry['id'], route: RouteName, icon: ComponentType, hideOnMobile = false): NavEntry => ({
  id,
  route,
  label: navMessages[id],
  icon,
  ...(hideOnMobile && { hideOnMobile }),
});

const dashboard = entry('dashboard', 'manager.dashboard.index', icons.DashboardIcon);
const campaigns = entry('campaigns', 'manager.campaigns.index', icons.CampaignsIcon);
const rewards = entry('rewards', 'manager.rewards.index', icons.RewardsIcon);
const sellers = entry('sellers', 'manager.sellers.index', icons.SellersIcon);
const reviews = entry('reviews', 'manager.reviews.index', icons.ReviewsIcon);
const competitors = entry('competitors', 'manager.competitors.index', icons.CompetitorsIcon);

/**
 * The sidebars of spec section 2, in its order ("More" is the phone's overflow button and
 * Sign Out the action at the bottom, both drawn by AppShell).
 */
export const navigationByRole: Record<Role, readonly NavEntry[]> = {
  super_manager: [
    dashboard,
    entry('networks', 'manager.networks.index', icons.NetworksIcon, true),
    campaigns,
    rewards,
    entry('managers', 'manager.managers.index', icons.ManagersIcon),
    sellers,
    reviews,
    competitors,
  ],
  manager: [
    dashboard,
    entry('networks', 'manager.networks.index', icons.NetworksIcon),
    campaigns,
    sellers,
    rewards,
    reviews,
    entry('tools', 'manager.tools.index', icons.ToolsIcon),
    competitors,
  ],
  seller: [
    entry('dashboard', 'seller.dashboard.index', icons.DashboardIcon),
    entry('campaigns', 'seller.campaigns.index', icons.CampaignsIcon),
    entry('myReviews', 'seller.reviews.index', icons.ReviewsIcon),
    entry('tools', 'seller.tools.index', icons.ToolsIcon),
  ],
};

/**
 * The sidebar's More entry (spec section 2 lists it for every role): on a desktop, a menu of the
 * destinations no role's list has, plans and billing for the owner (who pays) and My account;
 * on phones the same items close the More panel's list. The language stays in the top bar on
 * desktops (in the More panel on phones) and Sign Out at the bottom, as before.
 */
export const moreByRole: Record<Role, readonly NavEntry[]> = {
  super_manager: [
    entry('billing', 'manager.plans-billings.index', icons.BillingIcon),
    entry('account', 'settings', icons.AccountIcon),
  ],
  manager: [entry('account', 'settings', icons.AccountIcon)],
  seller: [entry('account', 'settings', icons.AccountIcon)],
};

/** Where the logo leads: the role's dashboard. */
export const dashboardPathFor = (role: Role): string =>
  pathFor(role === 'seller' ? 'seller.dashboard.index' : 'manager.dashboard.index');
