import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept current by a ResizeObserver; charts draw at this
 * width so they fill their card at any screen size. Returns a callback ref and the width.
 */
export function useElementWidth<E extends HTMLElement>(fallback = 0) {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: E | null) => setElement(node), []);
  return [ref, width] as const;
}
