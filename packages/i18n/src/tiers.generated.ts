// Written by `pnpm i18n:extract` (scripts/lib/tiers.mjs): do not edit. `pnpm i18n:verify` checks it.
import type { Catalog } from './catalog.ts';

/** The catalogue tiers (packages/i18n/DECISIONS.md): public, the other sign-in pages, the signed-in shell, then one per feature. */
export const tierNames = [
  'public',
  'auth',
  'shell',
  'billing',
  'business-profile',
  'campaigns',
  'collection-tools',
  'competitors',
  'dashboard',
  'managers',
  'networks',
  'reviews',
  'rewards',
  'seller-area',
  'sellers',
  'settings',
] as const;
export type Tier = (typeof tierNames)[number];

/**
 * One dynamic import per locale and tier, so a bundler emits each as its own chunk and a
 * browser downloads only what it shows. Written out (not a template path) so the bundler sees
 * exactly these files. No `with { type: 'json' }`: Vite's dev server answers JSON as a
 * JavaScript module, which the browser refuses for an import typed as JSON.
 */
export const importers: Record<'en' | 'fr', Record<Tier, () => Promise<{ default: Catalog }>>> = {
  en: {
    public: () => import('../messages/tiers/en.public.json'),
    auth: () => import('../messages/tiers/en.auth.json'),
    shell: () => import('../messages/tiers/en.shell.json'),
    billing: () => import('../messages/tiers/en.billing.json'),
    'business-profile': () => import('../messages/tiers/en.business-profile.json'),
    campaigns: () => import('../messages/tiers/en.campaigns.json'),
    'collection-tools': () => import('../messages/tiers/en.collection-tools.json'),
    competitors: () => import('../messages/tiers/en.competitors.json'),
    dashboard: () => import('../messages/tiers/en.dashboard.json'),
    managers: () => import('../messages/tiers/en.managers.json'),
    networks: () => import('../messages/tiers/en.networks.json'),
    reviews: () => import('../messages/tiers/en.reviews.json'),
    rewards: () => import('../messages/tiers/en.rewards.json'),
    'seller-area': () => import('../messages/tiers/en.seller-area.json'),
    sellers: () => import('../messages/tiers/en.sellers.json'),
    settings: () => import('../messages/tiers/en.settings.json'),
  },
  fr: {
    public: () => import('../messages/tiers/fr.public.json'),
    auth: () => import('../messages/tiers/fr.auth.json'),
    shell: () => import('../messages/tiers/fr.shell.json'),
    billing: () => import('../messages/tiers/fr.billing.json'),
    'business-profile': () => import('../messages/tiers/fr.business-profile.json'),
    campaigns: () => import('../messages/tiers/fr.campaigns.json'),
    'collection-tools': () => import('../messages/tiers/fr.collection-tools.json'),
    competitors: () => import('../messages/tiers/fr.competitors.json'),
    dashboard: () => import('../messages/tiers/fr.dashboard.json'),
    managers: () => import('../messages/tiers/fr.managers.json'),
    networks: () => import('../messages/tiers/fr.networks.json'),
    reviews: () => import('../messages/tiers/fr.reviews.json'),
    rewards: () => import('../messages/tiers/fr.rewards.json'),
    'seller-area': () => import('../messages/tiers/fr.seller-area.json'),
    sellers: () => import('../messages/tiers/fr.sellers.json'),
    settings: () => import('../messages/tiers/fr.settings.json'),
  },
};
