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
 * data so that the screen never renders before them: its feature's tier (`tier`, from
 * `screenTiers` in `signedInRoutes.ts`; replacing the previous route's, slot `screen`) and the
 * shell's, which a feature tier leaves out (already asked by a signed-in layout; the
 * business-profile and plan pages have none). A failed download leaves the texts to their
 * English defaults, as the layouts' does. A route with no tier (a sign-in page) forgets the
 * previous route's.
 */
export function loadScreenTexts(tier: Tier | undefined): Promise<unknown> {
  if (!tier) {
    // A page with public texts only: a language switch on it needs no screen tier.
    forgetTier('screen');
    return Promise.resolve();
  }
  return Promise.all([loadTier('shell'), loadTier(tier, 'screen')]).catch(() => null);
}
