import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
const styleFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => join(src, file));

describe("the console's .css.ts files", () => {
  // vanilla-extract evaluates a .css.ts file at build time and attaches to it the CSS of every
  // .css.ts file it reached: through the components' barrel, all of packages/ui's (billing.css.ts
  // did, and every billing and settings screen downloaded 51 stylesheets, 11 kB brotli).
  it("should take tokens from '@starcrew/ui/theme', never the components' barrel", () => {
    const barrel = /from '@starcrew\/ui'/;
    const offenders = styleFiles.filter((file) => barrel.test(readFileSync(file, 'utf8')));
    expect(styleFiles.length).toBeGreaterThan(10);
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });
});
