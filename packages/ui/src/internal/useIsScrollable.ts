import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content overflows it. A region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), but a tab stop on a region that
 * does not scroll is noise: the caller makes it focusable only while this is true.
 * Returns a callback ref: overlays mount their content after the component, so a ref object
 * read in an effect would still be empty.
 */
export function useIsScrollable<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [isScrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: E | null) => setElement(node), []);
  return [ref, isScrollable] as const;
}
