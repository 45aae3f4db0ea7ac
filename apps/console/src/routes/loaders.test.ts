import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tierNames } from '@starcrew/i18n';
import { routeTable } from '@starcrew/machines';
import { describe, expect, it } from 'vitest';
import { authTitles } from './authTitles.ts';
import { screenData as authData, screenTiers as authTiers } from './loaders.ts';
import { screens as authScreens } from './screens.ts';
import { baseTier, screenData, screenTiers, screens, titles } from './signedInRoutes.ts';

/** Each route's screen folder, as the signed-in routes' `screens` import it: `'name': () => import('../features/<folder>/…')`. */
const source = readFileSync(join(import.meta.dirname, 'signedInRoutes.ts'), 'utf8');
const start = source.indexOf('export const screens');
const screensSource = source.slice(start, source.indexOf('\n};', start));
const screenFolders: Record<string, string> = Object.fromEntries(
  [...screensSource.matchAll(/'?([\w.-]+)'?: \(\) => import\('\.\.\/features\/([\w-]+)\//g)].map(
    ([, route, folder]) => [route, folder],
  ),
);

describe('screenTiers', () => {
  it("should give each route the catalogue tier of its screen's feature folder", () => {
    expect(Object.keys(screenFolders).length).toBeGreaterThan(20);
    // The folders with a tier are exactly those `pnpm i18n:extract` derived; the others are public pages.
    const expected = Object.fromEntries(
      Object.entries(screenFolders).filter(([, folder]) => (tierNames as readonly string[]).includes(folder)),
    );
    expect(screenTiers).toEqual(expected);
  });

  it('should give every auth-layout route but the sign-in page the auth tier, and the signed-in map the shell', () => {
    const others = Object.keys(authScreens)
      .filter((name) => name !== 'auth.login')
      .sort();
    expect(Object.keys(authTiers).sort()).toEqual(others);
    expect(new Set(Object.values(authTiers))).toEqual(new Set(['auth']));
    expect(authTiers['auth.login']).toBeUndefined();
    expect(baseTier).toBe('shell');
  });

  it('should name only routes of the route table', () => {
    const names: string[] = routeTable.map((route) => route.name);
    expect(Object.keys(screenTiers).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the route maps', () => {
  const consoleRoutes = routeTable.filter((route) => route.name !== 'reviews.public');
  const namesOf = (auth: boolean) =>
    consoleRoutes
      .filter((route) => (route.meta.layout === 'auth') === auth)
      .map((route): string => route.name)
      .sort();

  it("should name the auth layout's routes in the entry's map, and only them", () => {
    expect(Object.keys(authScreens).sort()).toEqual(namesOf(true));
    expect(Object.keys(authTitles).sort()).toEqual(namesOf(true));
    expect(Object.keys(authData).filter((name) => !namesOf(true).includes(name))).toEqual([]);
  });

  it("should name every signed-in layout's route in the signed-in routes' map, and only them", () => {
    expect(Object.keys(screens).sort()).toEqual(namesOf(false));
    expect(Object.keys(titles).sort()).toEqual(namesOf(false));
    expect(Object.keys(screenData).filter((name) => !namesOf(false).includes(name))).toEqual([]);
  });
});
