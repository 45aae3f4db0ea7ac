import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { locales } from './locale.ts';
import { tierNames } from './tiers.generated.ts';

const messages = join(import.meta.dirname, '../messages/tiers');
const tier = (locale: string, name: string): Record<string, string> =>
  JSON.parse(readFileSync(join(messages, `${locale}.${name}.json`), 'utf8')) as Record<string, string>;

/** The ids a source file declares (`id: '…'`), as `formatjs extract` reads them. */
const console = join(import.meta.dirname, '../../../apps/console/src');
function declaredIds(dir: string, file: RegExp): string[] {
  return readdirSync(join(console, dir))
    .filter((name) => file.test(name) && !/(\.(test|stories)|Stories)\.tsx?$/.test(name))
    .flatMap((name) => [...readFileSync(join(console, dir, name), 'utf8').matchAll(/\bid: '([^']+)'/g)])
    .map(([, id]) => id!);
}

const [publicTier, authTier, shellTier, ...featureTiers] = tierNames;

describe('catalogue tiers', () => {
  it.each(locales)(
    'should hold every %s message in public, auth, the shell or features, with the same text',
    (locale) => {
      const [publicIds, authIds, shellIds] = [
        tier(locale, publicTier),
        tier(locale, authTier),
        tier(locale, shellTier),
      ];
      const features = featureTiers.map((name) => tier(locale, name));
      // Public and shell are each a tier of its own; an id two features show is in both of theirs.
      expect(Object.keys(publicIds).filter((id) => id in shellIds || id in authIds)).toEqual([]);
      for (const feature of features)
        expect(Object.keys(feature).filter((id) => id in publicIds || id in shellIds)).toEqual([]);
      // The auth tier is never downloaded with the shell: an id it shares with a signed-in page is in both.
      expect(Object.keys(authIds).filter((id) => id.startsWith('ui.') && !(id in shellIds))).toEqual([]);
      expect(Object.assign({}, publicIds, authIds, shellIds, ...features)).toEqual(catalogs[locale]);
    },
  );

  it('should have one tier per feature folder with a signed-in screen, and a file for each', () => {
    const features = readdirSync(join(console, 'features'));
    const withScreens = features.filter(
      (name) =>
        !['auth', 'invitation', 'placeholder', 'errors'].includes(name) &&
        readdirSync(join(console, 'features', name)).some((file) => /Screen\.tsx$/.test(file)),
    );
    expect([...featureTiers].sort()).toEqual(withScreens.sort());
    for (const locale of locales)
      expect(
        readdirSync(messages)
          .filter((file) => file.startsWith(`${locale}.`))
          .sort(),
      ).toEqual(tierNames.map((name) => `${locale}.${name}.json`).sort());
  });

  it('should put in the public tier what the sign-in page shows, and leave the other pages out', () => {
    const publicIds = [
      ...declaredIds('features/auth', /^(LoginScreen|GoogleSignInButton)\.tsx$/),
      ...declaredIds('layouts', /^AuthLayout\.tsx$/),
      ...declaredIds('features/errors', /\.tsx?$/),
      ...declaredIds('i18n', /^LanguageSelect\.tsx$/),
      ...declaredIds('routes', /^(authTitles|RouteLoading)\.tsx?$/),
      // The toast region, fetched with the first toast of any page (a failed sign-in's).
      'ui.toast.close',
    ];
    expect(publicIds.length).toBeGreaterThan(20);
    for (const locale of locales)
      expect(Object.keys(tier(locale, 'public'))).toEqual(expect.arrayContaining(publicIds));

    // What only other pages show stays out of what /login downloads: the signed-in screens', the
    // other sign-in pages', the signed-in routes' titles, the ui components /login does not render.
    const elsewhere = /^(dashboard|billing|campaigns|reviews|rewards|sellers|settings|invitation)\.|^auth\.register\./;
    expect(Object.keys(tier('en', 'public')).filter((id) => elsewhere.test(id))).toEqual([]);
    for (const id of ['route.manager.dashboard.index.title', 'ui.passwordField.show', 'ui.pagination.next'])
      expect(tier('en', 'public')).not.toHaveProperty(id);
  });

  it('should put in the auth tier what the other sign-in pages and the invitation show beyond public', () => {
    const own = [
      ...declaredIds('features/auth', /^(?!LoginScreen)\w+Screen\.tsx$/),
      ...declaredIds('features/invitation', /\.tsx?$/),
    ].filter((id) => !(id in tier('en', 'public')));
    expect(own.length).toBeGreaterThan(40);
    for (const locale of locales) {
      expect(Object.keys(tier(locale, 'auth'))).toEqual(expect.arrayContaining(own));
      // The password rules of the register and reset pages, which /login does not show.
      expect(tier(locale, 'auth')).toHaveProperty('ui.passwordField.ruleLength');
    }
  });

  it("should put the signed-in layout's texts in the shell and each screen's in its feature's tier, not the shell", () => {
    const shell = tier('en', 'shell');
    // AppLayout's location selector and plan-limit dialog (the shell's nav is public already).
    const inShell = [
      ...declaredIds('features/locations', /^LocationSelector\.tsx$/),
      ...declaredIds('features/plan-limits', /^PlanLimitDialog\.tsx$/),
    ].filter((id) => !(id in tier('en', 'public')));
    expect(inShell.length).toBeGreaterThan(3);
    expect(Object.keys(shell)).toEqual(expect.arrayContaining(inShell));

    for (const feature of ['dashboard', 'billing', 'seller-area']) {
      const own = declaredIds(`features/${feature}`, /\.tsx?$/).filter(
        (id) => id in catalogs.en && !(id in shell) && !(id in tier('en', 'public')),
      );
      expect(own.length).toBeGreaterThan(3);
      expect(Object.keys(tier('en', feature))).toEqual(expect.arrayContaining(own));
    }
    // The signed-in routes' titles (each page's document title) are the shell's.
    expect(Object.keys(shell)).toEqual(expect.arrayContaining(declaredIds('routes', /^signedInTitles\.ts$/)));
    // The dashboard's texts are not in what the shell (every signed-in page) downloads.
    expect(Object.keys(shell).filter((id) => id.startsWith('dashboard.'))).toEqual([]);
  });
});
