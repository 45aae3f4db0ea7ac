// For the tests that compare a field drawn at rest with react-aria's own (Select, MultiSelect).

/**
 * The DOM with generated ids renamed in order of appearance (id1, id2…), and react-aria's
 * collection ids (`data-collection`, which name no element) by theirs.
 */
export function normalisedDom(element: HTMLElement): string {
  const names = new Map<string, string>();
  for (const node of element.querySelectorAll('[id]')) names.set(node.id, `id${names.size + 1}`);
  const collections = new Map<string, string>();
  const clone = element.cloneNode(true) as HTMLElement;
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    for (const attribute of ['id', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) {
      const value = node.getAttribute(attribute);
      if (value !== null) {
        node.setAttribute(
          attribute,
          value
            .split(' ')
            .map((id) => names.get(id) ?? `?${id}`)
            .join(' '),
        );
      }
    }
    const collection = node.getAttribute('data-collection');
    if (collection !== null) {
      if (!collections.has(collection)) collections.set(collection, `collection${collections.size + 1}`);
      node.setAttribute('data-collection', collections.get(collection) ?? '');
    }
  }
  return clone.innerHTML;
}
