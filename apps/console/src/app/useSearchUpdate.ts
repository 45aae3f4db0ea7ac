import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Update = (current: URLSearchParams) => URLSearchParams;

/**
 * Changes the URL's search from what it is now. React Router's own functional update starts
 * from the search params of the last render, and the router renders a navigation in a
 * transition: a second filter chosen after the URL changed but before the screen rendered it
 * started from the older URL and dropped the first (the inbox lost its tab this way under
 * load). This remembers what it last asked for until a render shows a newer location.
 */
export function useSearchUpdate(options: NavigateOptions = {}): (update: Update) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  return (update) => {
    // The render's params are the truth once they are not the ones this last asked from.
    const now = asked.current?.from === searchParams ? asked.current.to : searchParams;
    const next = update(new URLSearchParams(now));
    asked.current = { from: searchParams, to: next };
    setSearchParams(next, options);
  };
}
