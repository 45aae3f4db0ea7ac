import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Messages compiled to ICU syntax trees at build time, so the console does not ship
 * `@formatjs/icu-messageformat-parser` (and its number-skeleton parser) to every page: about
 * 7 kB brotli of /login (bench/README.md). react-intl and intl-messageformat format a syntax
 * tree as they format a string (formatjs' "pre-parsed messages").
 *
 * - Catalogue tiers (`packages/i18n/messages/tiers/*.json`): each message with ICU syntax
 *   becomes its syntax tree; plain text stays a string (it needs no parsing, and stays small).
 * - `defaultMessage` literals in the console's and the workspace packages' code (the English
 *   text shown while a tier is missing): the same.
 * - The parser is replaced by a stand-in that reads plain text only and throws on syntax, which
 *   the two steps above leave it no more of. The files on disk keep their strings: the tests,
 *   the stories, the server and `pnpm i18n:verify` read and parse them as before.
 *
 * Plain text is text with no `{`, `}`, `<` and no `''` (the ICU escapes; a lone apostrophe
 * before a letter, as in "l'équipe", is text).
 */
const syntax = /[{}<]|''/;
export const needsParsing = (message: string) => syntax.test(message);

const require = createRequire(import.meta.url);
// The parser is react-intl's dependency, not the console's: resolve it through react-intl.
const parserEntry = createRequire(require.resolve('react-intl')).resolve('@formatjs/icu-messageformat-parser');
const noParserEntry = createRequire(require.resolve('react-intl')).resolve(
  '@formatjs/icu-messageformat-parser/no-parser.js',
);
type Parse = (message: string, options?: { locale?: Intl.Locale }) => unknown;
const loadParser = async () => ((await import(pathToFileURL(parserEntry).href)) as { parse: Parse }).parse;

const shimId = '\0starcrew:icu-parser';
const shim = `export * from ${JSON.stringify(noParserEntry)};
export function parse(message) {
  if (${syntax}.test(message)) throw new TypeError('Message not compiled at build time: ' + message);
  return message ? [{ type: 0, value: message }] : [];
}
`;

const tierFile = /[\\/]packages[\\/]i18n[\\/]messages[\\/]tiers[\\/](\w+)\.[\w-]+\.json$/;
const sourceFile = /[\\/](?:apps[\\/]console|packages[\\/][\w-]+)[\\/]src[\\/].*\.tsx?$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The string a literal (or a template literal without expressions) holds, else undefined. */
function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as Array<{ value: { cooked: string } }> | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return quasis![0]!.value.cooked;
  return undefined;
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) node.forEach((child) => walk(child, visit));
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const [key, child] of Object.entries(node))
      if (key !== 'type' && typeof child === 'object') walk(child, visit);
  }
}

export function precompiledMessages(): Plugin[] {
  let parse: Parse;
  const shared = {
    apply: 'build' as const,
    async buildStart() {
      parse ??= await loadParser();
    },
  };
  return [
    {
      name: 'starcrew:precompiled-messages:catalogues',
      enforce: 'pre',
      ...shared,
      resolveId(source) {
        return source === '@formatjs/icu-messageformat-parser' ? shimId : null;
      },
      load(id) {
        return id === shimId ? shim : null;
      },
      transform(code, id) {
        const tier = tierFile.exec(id);
        if (!tier) return null;
        const messages = JSON.parse(code) as Record<string, string>;
        const locale = new Intl.Locale(tier[1]!);
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, text]) => [key, needsParsing(text) ? parse(text, { locale }) : text]),
        );
        return { code: JSON.stringify(compiled), map: null };
      },
    },
    {
      name: 'starcrew:precompiled-messages:defaults',
      enforce: 'post',
      ...shared,
      transform(code, id) {
        if (!sourceFile.test(id) || !code.includes('defaultMessage')) return null;
        const edits: Array<{ start: number; end: number; text: string }> = [];
        walk(this.parse(code), (node) => {
          if (node.type !== 'Property') return;
          const key = node.key as Node & { name?: string; value?: unknown };
          if ((key.name ?? key.value) !== 'defaultMessage' || node.computed) return;
          const value = node.value as Node;
          const text = literalText(value);
          if (text === undefined) {
            if (!node.shorthand && value.type !== 'Identifier' && value.type !== 'AssignmentPattern')
              this.warn(`${id}: a defaultMessage that is not a literal is not compiled`);
            return;
          }
          if (!needsParsing(text)) return;
          const source = code.slice(value.start, value.end);
          const raw = value.type === 'Literal' ? (value.raw as string) : undefined;
          if (raw ? source !== raw : !/^`[^]*`$/.test(source))
            this.error(`${id}: the literal of a defaultMessage is not where the parser said`);
          // Keep the line count, so the source map stays true line by line.
          const newlines = source.split('\n').length - 1;
          edits.push({ start: value.start, end: value.end, text: JSON.stringify(parse(text)) + '\n'.repeat(newlines) });
        });
        if (!edits.length) return null;
        let result = code;
        for (const edit of edits.sort((a, b) => b.start - a.start))
          result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
        return { code: result, map: null };
      },
    },
  ];
}
