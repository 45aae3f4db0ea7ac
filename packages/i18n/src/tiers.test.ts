import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog.ts';
import { locales } from './locale.ts';

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

describe('catalogue tiers', () => {
  it.each(locales)('should hold every %s message in exactly one tier, with the same text', (locale) => {
    const [publicTier, consoleTier] = [tier(locale, 'public'), tier(locale, 'console')];
    const both = Object.keys(publicTier).filter((id) => id in consoleTier);
    expect(both).toEqual([]);
    expect({ ...publicTier, ...consoleTier }).toEqual(catalogs[locale]);
  });

  it('should put in the public tier what the sign-in pages show, and leave the signed-in screens out', () => {
    const publicIds = [
      ...declaredIds('features/auth', /\.tsx?$/),
      ...declaredIds('layouts', /^AuthLayout\.tsx$/),
      ...declaredIds('features/errors', /\.tsx?$/),
      ...declaredIds('i18n', /^LanguageSelect\.tsx$/),
      ...declaredIds('routes', /\.tsx?$/),
    ];
    expect(publicIds.length).toBeGreaterThan(50);
    for (const locale of locales)
      expect(Object.keys(tier(locale, 'public'))).toEqual(expect.arrayContaining(publicIds));

    // What only signed-in screens show stays out of what /login downloads.
    const signedIn = /^(dashboard|billing|campaigns|reviews|rewards|sellers|settings)\./;
    expect(Object.keys(tier('en', 'public')).filter((id) => signedIn.test(id))).toEqual([]);
  });
});
