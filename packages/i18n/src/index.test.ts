import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  catalogs,
  formatCurrency,
  formatLongDate,
  localeFromAcceptLanguage,
  resolveLocale,
  toLocale,
  translate,
} from './index.ts';

describe('resolveLocale', () => {
  it('should prefer the stored choice, then the page, then the browser', () => {
    expect(resolveLocale({ stored: 'en', page: 'fr', browser: ['fr-FR'] })).toBe('en');
    expect(resolveLocale({ stored: null, page: 'en-GB', browser: ['fr-FR'] })).toBe('en');
    expect(resolveLocale({ browser: ['de-DE', 'en-US'] })).toBe('en');
  });

  it('should fall back to French when no source names a language we speak', () => {
    expect(resolveLocale({})).toBe('fr');
    expect(resolveLocale({ stored: 'de', browser: ['es'] })).toBe('fr');
  });

  it('should reduce regional tags', () => {
    expect(toLocale('fr_CA')).toBe('fr');
    expect(toLocale('pt-BR')).toBeUndefined();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('should pick the best ranked language we speak', () => {
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0.2, fr-FR;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('fr')).toBe('fr');
  });

  it('should answer English when the header is missing or names nothing we speak', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('de, es')).toBe('en');
  });
});

describe('formatters', () => {
  it('should write euros the way each locale does', () => {
    expect(formatCurrency(29, 'en')).toBe('€29.00');
    // French separates the amount and the sign with a narrow no-break space.
    expect(formatCurrency(1290.5, 'fr').replace(/\s/g, ' ')).toBe('1 290,50 €');
  });

  it('should write long dates', () => {
    expect(formatLongDate('2026-03-04T10:00:00Z', 'en')).toBe('March 4, 2026');
    expect(formatLongDate(new Date('2026-03-04T10:00:00Z'), 'fr')).toBe('4 mars 2026');
  });
});

describe('translate', () => {
  it('should format ICU messages with values', () => {
    expect(translate('en', 'validation.required', { field: 'email' })).toBe('Please enter your email');
    expect(translate('fr', 'validation.min', { field: 'mot de passe', min: 8 })).toBe(
      'Le champ mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('should show the id of a missing message instead of crashing', () => {
    expect(translate('fr', 'does.not.exist')).toBe('does.not.exist');
  });
});

type AstNode = { type: number; value?: unknown; options?: Record<string, { value: AstNode[] }>; children?: AstNode[] };

/**
 * The ICU arguments of a message (`{field}`, `{count, plural, …}` give `field`, `count`), read
 * from the parsed message so words inside plural branches are not taken for arguments. Each
 * name once: the extractor hoists a sentence into every plural branch, so English may repeat
 * `{plan}` where French, written by hand, says it once.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (nodes: AstNode[]) => {
    for (const node of nodes) {
      // Literal (0) and pound (7) carry no argument; tags (8) only hold children.
      if (node.type !== 0 && node.type !== 7 && node.type !== 8 && typeof node.value === 'string')
        names.add(node.value);
      for (const option of Object.values(node.options ?? {})) visit(option.value);
      visit(node.children ?? []);
    }
  };
  visit(new IntlMessageFormat(message, 'en').getAst() as AstNode[]);
  return [...names].sort();
}

describe('catalogues', () => {
  it('should have the same keys in English and French', () => {
    expect(Object.keys(catalogs.fr).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it('should keep the keys sorted', () => {
    for (const catalog of Object.values(catalogs)) {
      const keys = Object.keys(catalog);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('should use the same placeholders in both languages', () => {
    for (const [id, message] of Object.entries(catalogs.en)) {
      expect({ id, placeholders: placeholders(catalogs.fr[id] ?? '') }).toEqual({
        id,
        placeholders: placeholders(message),
      });
    }
  });
});
