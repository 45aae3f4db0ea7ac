import { describe, expect, it } from 'vitest';
import type { z } from './zod.ts';
import * as contract from './index.ts';
import { fieldErrors, isStorableText } from './index.ts';

/**
 * Every string a request may carry goes through `stringField`, so a NUL or a lone surrogate is
 * a 422 on its field, never a query PostgreSQL refuses (a 500). The walk below finds every
 * string of every exported request schema, today's and those added later.
 */

type Path = (string | number)[];
interface Leaf {
  schema: z.ZodType;
  path: Path;
}
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The strings a value of this schema may hold, by path; a kind of schema not known here fails. */
function stringLeaves(schema: z.ZodType, path: Path = []): Leaf[] {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.ZodType;
  switch (def.type) {
    case 'string':
      return [{ schema, path }];
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
      return [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringLeaves(inner('innerType'), path);
    // What a pipe's output schema sees is what its input side let through.
    case 'pipe':
      return stringLeaves(inner('in'), path);
    case 'array':
      return stringLeaves(inner('element'), [...path, 0]);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        stringLeaves(value, [...path, key]),
      );
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringLeaves(option, path));
    default:
      throw new Error(`${path.join('.') || '(root)'}: a ${def.type} schema the walk cannot classify`);
  }
}

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;
const requestSchemas = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  /(Request|Query|Params)Schema$/.test(name) && isSchema(value) ? [[name, value] as const] : [],
);

/** A body holding `value` at `path` and nothing else: other fields' issues do not matter here. */
function bodyWith(path: Path, value: string): unknown {
  return path.reduceRight<unknown>(
    (inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }),
    value,
  );
}

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((s, i) => s === b[i]);

describe('isStorableText', () => {
  it('should refuse a NUL and a lone surrogate of either half, and keep every other text', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD83D', '\uD83Dx', 'x\uDE00', '\uDE00\uD83D']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'Zoé', '😀 ok', '\u0001\t\n', '日本語', 'a\uD83D\uDE00b']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('every string of every request schema', () => {
  it('should find the request schemas and their strings', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'updateProfileRequestSchema',
        'billingInfoRequestSchema',
        'createSubscriptionRequestSchema',
        'networkPlansRequestSchema',
        'sandboxCardRequestSchema',
        'renameLocationRequestSchema',
        'userIdParamsSchema',
        'dashboardQuerySchema',
      ]),
    );
    expect(requestSchemas.flatMap(([, schema]) => stringLeaves(schema)).length).toBeGreaterThan(40);
  });

  it('should build each string on stringField: the storable-text check, stopping later checks', () => {
    for (const [name, schema] of requestSchemas) {
      for (const leaf of stringLeaves(schema)) {
        const checks = (defOf(leaf.schema).checks ?? []) as { _zod: { def: { fn?: unknown; abort?: boolean } } }[];
        const guard = checks.find((check) => check._zod.def.fn === isStorableText);
        expect(guard, `${name}: ${leaf.path.join('.')}`).toBeDefined();
        expect(guard?._zod.def.abort, `${name}: ${leaf.path.join('.')}`).toBe(true);
      }
    }
  });

  it('should answer a NUL or a lone surrogate in any string with "Please fill out the … correctly" on that field', () => {
    for (const [name, schema] of requestSchemas) {
      for (const { path } of stringLeaves(schema)) {
        for (const bad of ['4242\u0000', 'Zo\uD83D', '\uDE00']) {
          const result = schema.safeParse(bodyWith(path, bad));
          const where = `${name}: ${path.join('.')} = ${JSON.stringify(bad)}`;
          expect(result.success, where).toBe(false);
          const issues = (result.error?.issues ?? []).filter((issue) => samePath(issue.path, path));
          expect(issues, where).toHaveLength(1);
          const [message] = Object.values(fieldErrors({ issues }, 'en'))[0] ?? [];
          expect(message, where).toMatch(/^Please fill out the .+ correctly$/);
        }
      }
    }
  });
});
