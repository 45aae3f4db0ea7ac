import fc from 'fast-check';
import type { JsonSchema } from './routes.ts';

/**
 * fast-check generators read from a route's JSON schema: values that fit it, and values that
 * are wrong in every way a client (or an attacker) can be wrong.
 */

/** Strings the database or the code might choke on. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\uffff\ufffe',
  '💥🏳️‍🌈',
  'x'.repeat(100_000),
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  'NaN',
];

export const nastyNumbers = [-1, 0, -0, 0.5, 1e-300, 1e308, -1e308, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2];

/** Raw bodies that are not what a JSON parser expects, or are deep enough to hurt a recursive one. */
export const rawBodies = [
  '{',
  '',
  'null',
  '"\\ud800"',
  '[]',
  '{"__proto__":{"admin":true}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
];

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** The strings PostgreSQL and JSON encoders refuse: likeliest to pass validation and reach the database. */
const poison = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\u0000');

/** A fitting string with a NUL or a lone surrogate inside, so it passes length checks and reaches the store. */
export const poisoned = (fit: fc.Arbitrary<unknown>) =>
  fc
    .tuple(fit, poison)
    .map(([v, bad]) => (typeof v === 'string' && v.length > 0 ? `${v.slice(0, -1)}${bad}${v.slice(-1)}` : bad));

/** What one bad field holds: a wrong type, a nasty string or number, or a poisoned fitting string. */
const bad = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constantFrom(...nastyStrings, ...nastyNumbers) },
    { weight: 2, arbitrary: poisoned(fitting(schema)) },
  );

/** A fitting object whose every string field holds a NUL or a lone surrogate. */
export function allPoisoned(schema: JsonSchema, extra: Hints = {}): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, p]) => {
        const fit = extra[name] ?? hints[name] ?? fitting(p);
        return [name, typeOf(p) === 'string' && !p.enum ? poisoned(fit) : fit];
      }),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
}

/** Field names whose fitting value the schema alone cannot tell (the app checks them further). */
const hints: Record<string, fc.Arbitrary<unknown>> = {
  // fc.emailAddress() is RFC-wide; the contract takes the addresses people have.
  email: fc.stringMatching(/^[a-z]{1,10}@[a-z]{1,8}\.test$/),
  country: fc.constantFrom('FR', 'DE', 'US', 'BE'),
  password: fc.constant('Valid-pass-12'),
  password_confirmation: fc.constant('Valid-pass-12'),
};

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function stringFitting(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      // Patterns with look-aheads and \p{…} are out of stringMatching's reach.
      return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: schema.maxLength ?? 40 });
    } catch {
      /* fall through to a plain string */
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

/** A value the schema accepts, most of the time (patterns and refinements are not all known). */
export function fitting(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => fitting(c, depth)));
  switch (typeOf(schema)) {
    case 'string':
      return stringFitting(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? value(schema.items, depth + 1) : fc.string(), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value that mostly fits, and one time in five is wrong: a wrong type or a nasty string or number. */
export function value(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: wrongType });
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (depth > 4) return fc.constant({});
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, hints[name] ?? fitting(property, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
}

/** Values for some fields by name, known to the caller (its own ids): they get past the code's lookups. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** A fitting body: an object from its fields (hinted ones from the hints), or any fitting value. */
function fittingBody(schema: JsonSchema, extra: Hints): fc.Arbitrary<unknown> {
  if (typeOf(schema) !== 'object' || !schema.properties) return fitting(schema);
  const properties = schema.properties;
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, p]) => [name, extra[name] ?? hints[name] ?? fitting(p, 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
  );
}

/** A fitting object with exactly one field made bad: the others let it past validation to the code. */
function oneFieldBad(schema: JsonSchema, extra: Hints): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return fitting(schema);
  return fc
    .constantFrom(...names)
    .chain((name) =>
      fc
        .tuple(fittingBody(schema, extra), bad(schema.properties?.[name] ?? {}))
        .map(([fit, wrong]) => ({ ...(fit as Record<string, unknown>), [name]: wrong })),
    );
}

/** A JSON body for the schema: fitting, with fields missing, with stray fields, or not an object at all. */
export function body(schema: JsonSchema | undefined, extra: Hints = {}): fc.Arbitrary<unknown> {
  const shape = schema ?? { type: 'object' };
  return fc.oneof(
    { weight: 2, arbitrary: fittingBody(shape, extra) },
    { weight: 5, arbitrary: oneFieldBad(shape, extra) },
    { weight: 2, arbitrary: allPoisoned(shape, extra) },
    {
      weight: 1,
      arbitrary: fc.record(
        Object.fromEntries(Object.entries(shape.properties ?? {}).map(([name, p]) => [name, value(p)])),
        { requiredKeys: [] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fitting(shape), fc.dictionary(fc.constantFrom(...nastyStrings.slice(0, 14), 'extra'), wrongType))
        .map(([fit, extra]) => (fit && typeof fit === 'object' && !Array.isArray(fit) ? { ...extra, ...fit } : extra)),
    },
    { weight: 1, arbitrary: wrongType },
  );
}

/** A path or query value: fitting, nasty, or a known id (of this or another organization). */
export function urlValue(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyStrings.map((s) => s.slice(0, 5_000))) },
    { weight: 1, arbitrary: poisoned(fitting(schema)).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyNumbers.map(String)) },
    { weight: 1, arbitrary: fc.uuid() },
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
  );
}

/** Percent-encodes a path segment; a lone surrogate, which has no UTF-8, goes as the bytes a sloppy client sends. */
export function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(segment) || 'x';
  } catch {
    return `${encodeURIComponent(segment.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}
