import type { FieldErrorTree } from './ApiError.ts';

type MutableTree = { [field: string]: string | MutableTree };

// A server key must never reach an object's prototype.
const unsafe = new Set(['__proto__', 'constructor', 'prototype']);

/** First message per field, keyed by the server's dotted path. */
export function firstMessages(errors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const first = messages.find((message) => typeof message === 'string');
    if (first !== undefined) flat[path] = first;
  }
  return flat;
}

/**
 * Nests dotted keys (spec section 8): `{ 'billing_info.email': ['a', 'b'] }` becomes
 * `{ billing_info: { email: 'a' } }`. When a key is both a field and a group
 * (`a` and `a.b`), the first one written wins; the flat map still has both.
 */
export function nestFieldErrors(flat: Readonly<Record<string, string>>): FieldErrorTree {
  const tree: MutableTree = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    if (parts.some((part) => unsafe.has(part) || part === '')) continue;
    let node: MutableTree = tree;
    for (const [index, part] of parts.entries()) {
      const existing = node[part];
      if (index === parts.length - 1) {
        if (existing === undefined) node[part] = message;
      } else if (existing === undefined) {
        const child: MutableTree = {};
        node[part] = child;
        node = child;
      } else if (typeof existing === 'string') {
        break;
      } else {
        node = existing;
      }
    }
  }
  return tree;
}
