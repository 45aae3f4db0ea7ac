/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys,
 * `items[0][price]=p&expand[]=x&metadata[plan]=pro`. Values stay strings, as on the wire:
 * the fake coerces what it reads, like Stripe does.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, ' '));
}

/** `a[b][0]` → `['a', 'b', '0']`; `a[]` → `['a', '']` (append). */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1] ?? '');
  return path;
}

type Tree = { [key: string]: Tree | string };

/** Objects whose keys are all 0..n-1 become arrays, in index order. */
function toArrays(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((k) => toArrays(node[k]!));
  const isList = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (!isList) return Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
  return keys
    .map((k, i) => [Number(k), values[i]!] as const)
    .sort(([a], [b]) => a - b)
    .map(([, v]) => v);
}

export function parseForm(body: string): FormObject {
  const root: Tree = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    const path = keyPath(key);
    let node = root;
    path.forEach((segment, i) => {
      // `[]` appends: give it the next free index.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object') node[name] = {};
      node = node[name] as Tree;
    });
  }
  return toArrays(root) as FormObject;
}

/** Readers that coerce like Stripe's own parameter parsing. */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function int(value: FormValue | undefined): number | undefined {
  const s = str(value);
  if (s === undefined || s === '') return undefined;
  const n = Number(s);
  return Number.isInteger(n) ? n : Number.NaN;
}

export function bool(value: FormValue | undefined): boolean | undefined {
  const s = str(value);
  return s === undefined ? undefined : s === 'true';
}

export function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}
