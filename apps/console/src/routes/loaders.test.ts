import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tierNames } from '@starcrew/i18n';
import { routeTable } from '@starcrew/machines';
import { describe, expect, it } from 'vitest';
import { screenTiers } from './loaders.ts';

/** Each route's screen folder, as screens.ts imports it: `'name': () => import('../features/<folder>/…')`. */
const screensSource = readFileSync(join(import.meta.dirname, 'screens.ts'), 'utf8');
const screenFolders: Record<string, string> = Object.fromEntries(
  [...screensSource.matchAll(/'?([\w.-]+)'?: \(\) => import\('\.\.\/features\/([\w-]+)\//g)].map(
    ([, route, folder]) => [route, folder],
  ),
);

describe('screenTiers', () => {
  it("should give each route the catalogue tier of its screen's feature folder", () => {
    expect(Object.keys(screenFolders).length).toBeGreaterThan(30);
    // The folders with a tier are exactly those `pnpm i18n:extract` derived; the others are public pages.
    const expected = Object.fromEntries(
      Object.entries(screenFolders).filter(([, folder]) => (tierNames as readonly string[]).includes(folder)),
    );
    expect(screenTiers).toEqual(expected);
  });

  it('should name only routes of the route table', () => {
    const names: string[] = routeTable.map((route) => route.name);
    expect(Object.keys(screenTiers).filter((name) => !names.includes(name))).toEqual([]);
  });
});
