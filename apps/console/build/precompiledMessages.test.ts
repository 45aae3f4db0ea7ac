import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from 'react-intl';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompiledMessages } from './precompiledMessages.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const [catalogues, defaults] = precompiledMessages() as unknown as Array<Record<string, Hook>>;
const context = {
  parse: (code: string) => parseAst(code),
  warn: (message: string) => {
    throw new Error(message);
  },
  error: (message: string) => {
    throw new Error(message);
  },
};
/** What react-intl shows for `message` (a string or a syntax tree) as the catalogue's text. */
const formatWith = (locale: string, message: unknown, values: Record<string, string | number>) =>
  createIntl({ locale, messages: { m: message as string } }).formatMessage({ id: 'm' }, values);
const run = (hook: Hook | undefined, ...args: unknown[]) => hook!.apply(context, args);

const here = dirname(fileURLToPath(import.meta.url));
const tier = join(here, '../../../packages/i18n/messages/tiers/fr.public.json');
const source = JSON.parse(readFileSync(tier, 'utf8')) as Record<string, string>;

beforeAll(async () => {
  await run(catalogues!.buildStart);
});

describe('precompiledMessages', () => {
  it("should compile the tier's messages with ICU syntax to trees that format as their strings, and leave plain text", () => {
    const { code } = run(catalogues!.transform, JSON.stringify(source), tier) as { code: string };
    const compiled = JSON.parse(code) as Record<string, unknown>;
    expect(Object.keys(compiled)).toEqual(Object.keys(source));
    let trees = 0;
    for (const [id, text] of Object.entries(source)) {
      if (/[{}<]|''/.test(text)) {
        trees += 1;
        expect(Array.isArray(compiled[id]), id).toBe(true);
        // Every argument the message names, as 1 (a count, a select's case, a date).
        const values = Object.fromEntries([...text.matchAll(/\{(\w+)/g)].map(([, name]) => [name!, 1]));
        const format = (message: unknown) => formatWith('fr', message, values);
        expect(format(compiled[id]), id).toBe(format(text));
      } else expect(compiled[id], id).toBe(text);
    }
    expect(trees).toBeGreaterThan(0);
  });

  it('should compile a defaultMessage literal with ICU syntax and leave a plain one a string', () => {
    const id = join(here, '../src/features/auth/Example.tsx');
    const code = [
      'const a = { id: "x", defaultMessage: "Digit {index} of {count}" };',
      'const b = { id: "y", defaultMessage:',
      '  "An unexpected error occurred." };',
      'jsx(FormattedMessage, { id: "z", defaultMessage: `{count, plural, one {# review} other {# reviews}}` });',
      '',
    ].join('\n');
    const result = run(defaults!.transform, code, id) as { code: string };
    expect(result.code.split('\n')).toHaveLength(code.split('\n').length);
    // The values of the three `defaultMessage` properties, in order, as the bundle holds them.
    const objects: unknown[] = [];
    JSON.stringify(parseAst(result.code), (key, node: { type?: string; key?: { name?: string }; value?: unknown }) => {
      if (node?.type === 'Property' && node.key?.name === 'defaultMessage') {
        const { start, end } = node.value as { start: number; end: number };
        objects.push(JSON.parse(result.code.slice(start, end)));
      }
      return node;
    });
    expect(objects).toHaveLength(3);
    expect(objects[1]).toBe('An unexpected error occurred.');
    expect(formatWith('en', objects[0], { index: 2, count: 6 })).toBe('Digit 2 of 6');
    expect(formatWith('en', objects[2], { count: 1 })).toBe('1 review');
  });

  it('should stand in for the parser with one that reads plain text only', async () => {
    const resolved = run(catalogues!.resolveId, '@formatjs/icu-messageformat-parser') as string;
    const shim = run(catalogues!.load, resolved) as string;
    expect(shim).toContain('no-parser.js');
    const parse = new Function(
      `${shim.replace(/^export \*.*$/m, '').replace('export function', 'return function')}`,
    )() as (message: string) => unknown;
    expect(parse("Trop de codes erronés. L'équipe")).toEqual([{ type: 0, value: "Trop de codes erronés. L'équipe" }]);
    expect(() => parse('Digit {index}')).toThrow('Message not compiled at build time');
  });
});
