import type { Plugin } from 'vite';

/** The locales react-aria formats for: the console's languages (packages/i18n `locales`) as react-aria names them. */
const kept = new Set(['en-US', 'fr-FR']);

/**
 * React Aria ships its own strings (a toast's "Close", a list's "Select all") in 34 languages,
 * each component's module importing all of them; the console speaks English and French only.
 * This keeps those two in each `intlStrings` module, as `@react-aria/optimize-locales-plugin`
 * does, without adding it. A locale removed falls back to English (React Aria's own rule).
 */
export function reactAriaLocales(): Plugin {
  // react-aria's modules import `../intl/<component>/<locale>.mjs`; react-aria-components' one
  // module of its own strings (a select's "Select an item", a list's "No results") `./intl/<locale>.mjs`.
  const localeImport = /^import ([\w$]+) from "\.\.?\/intl\/(?:[^/"]+\/)?([a-z]{2}-[A-Z]{2})\.m?js";\n/gm;
  return {
    name: 'starcrew:react-aria-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/react-aria[^/]*\/dist\/.*\/intlStrings\.mjs$/.test(id)) return null;
      let result = code;
      for (const [line, name, locale] of code.matchAll(localeImport)) {
        if (kept.has(locale!)) continue;
        const entry = new RegExp(`\\n\\s*"${locale}": ${name!.replace(/\$/g, '\\$')},?`);
        result = result.replace(line, '').replace(entry, '');
      }
      return { code: result, map: null };
    },
  };
}
