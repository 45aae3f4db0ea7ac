/**
 * The route table of spec section 2, as data: the console builds its router from it and
 * the guard reads its meta. Titles are i18n message ids; the console translates them.
 */

export const layouts = ['auth', 'public', 'manager', 'seller', 'not-found'] as const;
export type Layout = (typeof layouts)[number];

export interface RouteMeta {
  readonly title: string;
  readonly requiresAuth: boolean;
  readonly layout: Layout;
  readonly requiresEmailVerification: boolean;
  /** Informational: the server's 406 enforces it, the guard does not (DECISIONS.md). */
  readonly requiresSubscription: boolean;
  readonly requiresBusinessProfileToken: boolean;
}

type Flags = Partial<Omit<RouteMeta, 'layout'>>;

const off = {
  requiresAuth: false,
  requiresEmailVerification: false,
  requiresSubscription: false,
  requiresBusinessProfileToken: false,
} as const;

// Builders keep each row to one line; `title` follows `route.<name>.title` unless given.
const guest = <N extends string, P extends string>(name: N, path: P) =>
  ({ name, path, meta: { ...off, title: `route.${name}.title`, layout: 'auth' } }) as const;

const area = <N extends string, P extends string>(name: N, path: P, layout: Layout, flags: Flags = {}) =>
  ({
    name,
    path,
    meta: {
      ...off,
      requiresAuth: true,
      requiresEmailVerification: true,
      title: `route.${name}.title`,
      ...flags,
      layout,
    },
  }) as const;

const signedIn = { requiresAuth: true, requiresEmailVerification: false } as const;
// Spec section 2: both verification screens carry the same title.
const verification = { ...signedIn, title: 'route.auth.email-verification.title' };
const subscribed = { requiresSubscription: true } as const;
const open = { requiresAuth: false, requiresEmailVerification: false, requiresSubscription: true } as const;

export const routeTable = [
  guest('auth.login', '/login'),
  guest('auth.register', '/register'),
  guest('auth.forgot-password', '/forgot-password'),
  guest('auth.reset-password', '/reset-password'),
  guest('auth.password-reset-success', '/password-reset-success'),
  guest('auth.verification-fails', '/verification-fails'),
  guest('auth.registration', '/registration'),
  // Verification screens must not require a verified email, or rule 3 would loop.
  area('auth.email-verification', '/email-verification', 'auth', verification),
  area('auth.email-verify', '/email-verify', 'auth', verification),
  area('auth.registration-success', '/registration-successfull', 'auth', signedIn),
  area('settings', '/settings', 'manager'),
  // The manager's invitation link (issue 13): open to anyone holding it, signed in or not.
  {
    name: 'invitation.accept',
    path: '/invitation/:token',
    meta: { ...off, title: 'route.invitation.accept.title', layout: 'auth' },
  },
  {
    name: 'reviews.public',
    path: '/reviews/:locationId/:code',
    meta: { ...off, title: 'route.reviews.public.title', layout: 'public' },
  },
  area('business.profile.setup', '/manager/business-profile-setup/connect-google', 'public'),
  area('business.profile.connect', '/manager/business-profile-setup/select-business', 'public'),
  area('business.profile.success', '/manager/business-profile-setup/connection-success', 'public'),
  area('manager.dashboard.index', '/manager/dashboard', 'manager', {
    ...subscribed,
    requiresBusinessProfileToken: true,
  }),
  area('manager.campaigns.index', '/manager/campaigns', 'manager', subscribed),
  area('manager.campaigns.show', '/manager/campaigns/:id', 'manager', subscribed),
  area('manager.sellers.index', '/manager/sellers', 'manager', subscribed),
  area('manager.reviews.index', '/manager/reviews', 'manager', subscribed),
  area('manager.competitors.index', '/manager/competitors', 'manager', subscribed),
  area('manager.plans.index', '/manager/plans', 'public', { requiresBusinessProfileToken: true }),
  area('manager.payments.stripe', '/manager/payments/stripe', 'public', { requiresBusinessProfileToken: true }),
  area('manager.plans.upgrade', '/manager/plans/upgrade', 'public', { requiresBusinessProfileToken: true }),
  area('manager.plans-billings.index', '/manager/plans-billings', 'manager'),
  area('manager.networks.index', '/manager/networks', 'manager'),
  area('manager.networks.plans', '/manager/my-networks/plans', 'manager'),
  area('manager.networks.plans.payment', '/manager/my-networks/plans/payment', 'manager'),
  area('manager.managers.index', '/manager/managers', 'manager', subscribed),
  area('manager.tools.index', '/manager/tools', 'manager', subscribed),
  // Spec section 2 gives these three no auth or verification flag (DECISIONS.md).
  area('manager.rewards.index', '/manager/rewards', 'manager', open),
  area('manager.rewards.show', '/manager/rewards/:id', 'manager', open),
  area('manager.local-rewards.index', '/manager/local-rewards', 'manager', open),
  area('seller.dashboard.index', '/seller/dashboard', 'seller'),
  area('seller.password.change', '/seller/change-password', 'auth'),
  area('seller.tools.index', '/seller/tools', 'seller'),
  area('seller.campaigns.index', '/seller/campaigns', 'seller'),
  area('seller.reviews.index', '/seller/reviews', 'seller'),
] as const satisfies readonly { name: string; path: string; meta: RouteMeta }[];

export type RouteName = (typeof routeTable)[number]['name'];

export interface RouteDefinition {
  readonly name: RouteName;
  /** Pattern with `:param` segments, as react-router writes them. */
  readonly path: string;
  readonly meta: RouteMeta;
}

/** `/` redirects here (spec section 2). */
export const homeRouteName = 'manager.dashboard.index' satisfies RouteName;

/** Meta of the 404 page, which has no path of its own. */
export const notFoundMeta: RouteMeta = { ...off, title: 'route.not-found.title', layout: 'not-found' };
