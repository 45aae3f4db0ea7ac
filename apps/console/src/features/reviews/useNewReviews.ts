import { LIVE_RESYNC } from '@starcrew/contract';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';

export interface NewReviews {
  /** Reviews stored since the list was loaded, in the locations it shows. */
  count: number;
  /** Loads the list again (the route's loader), which shows them. */
  show(): void;
}

/**
 * The inbox's live count (issue 14, "Live inbox"): subscribes to the live events while the inbox
 * is open and counts the `review.created` of the locations in view (`locationId`, or every one
 * the server lets through). The list itself still comes from the loader: `show` revalidates it,
 * and so does a `resync` (events were missed). A new loader answer (`loaded`) starts again at 0.
 */
export function useNewReviews(locationId: string | null, loaded: unknown): NewReviews {
  const { live } = useServices();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const [countedFor, setCountedFor] = useState(loaded);
  if (countedFor !== loaded) {
    setCountedFor(loaded);
    setIds(new Set());
  }

  useEffect(
    () =>
      live((notice) => {
        if (notice.kind === LIVE_RESYNC) return void revalidate.current();
        if (notice.kind !== 'review.created') return;
        if (locationId && notice.data.location_id !== locationId) return;
        const id = notice.data.review_id;
        setIds((current) => (current.has(id) ? current : new Set(current).add(id)));
      }),
    [live, locationId],
  );

  return { count: ids.size, show: () => void revalidate.current() };
}
