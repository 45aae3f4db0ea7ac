import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaLocales } from './reactAriaLocales.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = reactAriaLocales().transform as Transform;

// React Aria's own module, as the build reads it: its toast's strings in every language.
const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria-components/package.json'));
const ariaPackage = dirname(createRequire(join(reactAria, 'package.json')).resolve('react-aria/package.json'));
const toastStrings = join(ariaPackage, 'dist/private/toast/intlStrings.mjs');
// react-aria-components' own strings (its select's and list's), one folder up from its locales.
const componentStrings = join(reactAria, 'dist/private/intlStrings.mjs');

describe('reactAriaLocales', () => {
  it("should keep only English and French of React Aria's strings", () => {
    const code = transform(readFileSync(toastStrings, 'utf8'), toastStrings)?.code ?? '';
    const imported = [...code.matchAll(/^import .* from "\.\.\/intl\/toast\/([\w-]+)\.mjs";$/gm)].map(([, l]) => l);
    const listed = [...code.matchAll(/^\s*"([a-z]{2}-[A-Z]{2})": /gm)].map(([, l]) => l);
    expect(imported).toEqual(['en-US', 'fr-FR']);
    expect(listed).toEqual(['en-US', 'fr-FR']);
  });

  it("should keep only English and French of react-aria-components' own strings", () => {
    const code = transform(readFileSync(componentStrings, 'utf8'), componentStrings)?.code ?? '';
    const imported = [...code.matchAll(/^import .* from "\.\/intl\/([\w-]+)\.mjs";$/gm)].map(([, l]) => l);
    const listed = [...code.matchAll(/^\s*"([a-z]{2}-[A-Z]{2})": /gm)].map(([, l]) => l);
    expect(imported).toEqual(['en-US', 'fr-FR']);
    expect(listed).toEqual(['en-US', 'fr-FR']);
  });

  it('should leave every other module alone', () => {
    expect(transform('export default 1;', '/app/src/main.tsx')).toBeNull();
  });
});
