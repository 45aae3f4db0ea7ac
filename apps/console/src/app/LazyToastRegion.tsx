import { toastQueue } from '@starcrew/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** Fetched once, with the first toast; a failed fetch is Vite's preload error (app/preloadError.ts). */
const ToastRegion = lazy(() => import('./toastRegion.ts'));

/**
 * The toast region of every page (spec section 8), fetched with the first toast instead of
 * with the page: its close button's tooltip, the landmark and the toasts' own code are about
 * 13 kB brotli that sign-in does not need until something goes wrong (bench/README.md). The
 * region renders nothing while the queue is empty, so nothing changes on screen; once shown
 * it stays mounted. Each toast is announced as it appears (react-aria's `role="alert"`), so a
 * toast that arrives with the region is announced as one that arrives later.
 */
export function LazyToastRegion() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [needed, setNeeded] = useState(showing);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
