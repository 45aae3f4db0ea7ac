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
 * The data of the auth layout's routes that read any (docs/decisions.md: the console reads
 * through route loaders): the guard runs first, then the route's loader, while its screen
 * downloads. The signed-in layouts' routes are in `signedInRoutes.ts`.
 */
const auth: ScreenData = { load: () => import('../features/auth/auth.loader.ts') };

export const screenData: Partial<Record<RouteName, ScreenData>> = {
  'auth.login': auth,
  'auth.register': auth,
  'auth.registration': auth,
  'invitation.accept': { load: () => import('../features/invitation/invitation.loader.ts') },
};

/**
 * The catalogue tier of the auth layout's routes: the sign-in page shows public texts only
 * (all /login downloads, bench/README.md); the other sign-in pages and the invitation show the
 * `auth` tier's too (packages/i18n/DECISIONS.md, "A tier for the sign-in page").
 */
export const screenTiers: Partial<Record<RouteName, Tier>> = {
  'auth.register': 'auth',
  'auth.registration': 'auth',
  'auth.forgot-password': 'auth',
  'auth.reset-password': 'auth',
  'auth.password-reset-success': 'auth',
  'auth.verification-fails': 'auth',
  'auth.email-verification': 'auth',
  'auth.email-verify': 'auth',
  'auth.registration-success': 'auth',
  'invitation.accept': 'auth',
  'seller.password.change': 'auth',
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
 * The texts a route's screen shows beyond the public tier, awaited by its loader beside its
 * data so that the screen never renders before them: its own tier (`tier`, from its map's
 * `screenTiers`: a feature's, or `auth` for the other sign-in pages; replacing the previous
 * route's, slot `screen`) and its map's `base` tier: the signed-in map's routes show the
 * shell's (their titles, the placeholder), which a feature tier leaves out (already asked by a
 * signed-in layout; the business-profile, plan and public review pages have none). A failed
 * download leaves the texts to their English defaults, as the layouts' does. A route with no
 * tier (the sign-in page) forgets the previous route's.
 */
export function loadScreenTexts(tier: Tier | undefined, base?: Tier): Promise<unknown> {
  // A page with no tier of its own: a language switch on it needs no screen tier.
  if (!tier) forgetTier('screen');
  const texts = [...(base ? [loadTier(base)] : []), ...(tier ? [loadTier(tier, 'screen')] : [])];
  return texts.length ? Promise.all(texts).catch(() => null) : Promise.resolve();
}
