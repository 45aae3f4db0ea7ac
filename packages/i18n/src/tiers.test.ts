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

/** The source files of a folder and its subfolders, tests and stories left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/(\.(test|stories)|Stories)\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}
const sourceText = (dirs: string[]) =>
  dirs.flatMap((dir) => sourceFiles(join(import.meta.dirname, '../../..', dir)).map((f) => readFileSync(f, 'utf8')));
const consoleText = sourceText(['apps/console/src']);
const elsewhereText = sourceText(['apps/api/src', 'packages/contract/src', 'apps/review-form/src', 'packages/ui/src']);
/** Whether some source quotes the id ('…', "…" or `…`), or builds it from its prefix (`a.b.${…}`). */
function quotes(texts: string[], id: string): boolean {
  const forms = [`'${id}'`, `"${id}"`, `\`${id}\``, `\`${id.slice(0, id.lastIndexOf('.') + 1)}\${`];
  return texts.some((text) => forms.some((form) => text.includes(form)));
}
const consoleNames = (id: string) => quotes(consoleText, id);
const elsewhereNames = (id: string) => quotes(elsewhereText, id);

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
      // The auth tier is never downloaded with a signed-in page: an id it shares with one is in
      // that page's tier too (the password rules, which Settings' password change shows).
      expect(authIds).toHaveProperty('ui.passwordField.ruleLength');
      expect(tier(locale, 'settings')).toHaveProperty('ui.passwordField.ruleLength');
      // Every id with its text; what no tier holds is what the console never formats itself.
      const union: Record<string, string> = Object.assign({}, publicIds, authIds, shellIds, ...features);
      for (const [id, text] of Object.entries(union)) expect(catalogs[locale][id], id).toBe(text);
      const left = Object.keys(catalogs[locale]).filter((id) => !(id in union));
      expect(left.filter((id) => consoleNames(id))).toEqual([]);
    },
  );

  it("should leave out of the console's tiers only the server's, the review form's and unrendered ui texts", () => {
    const union = Object.assign({}, ...tierNames.map((name) => tier('en', name))) as Record<string, string>;
    const left = Object.keys(catalogs.en).filter((id) => !(id in union));
    // The server answers its messages in the request's language (`sayTo`), the review form is
    // the server's page, and a ui component no console page renders needs no text there.
    expect(left.filter((id) => !elsewhereNames(id))).toEqual([]);
    for (const id of [
      'billing.couponApplied',
      'reviews.export.column.rating',
      'reviewForm.submit',
      'ui.lineChart.empty',
    ])
      expect(left).toContain(id);
  });

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
