import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** A module whose default export is the overlay's content. */
type OverlayModule<P> = Promise<{ default: ComponentType<P> }>;

/**
 * An overlay's content split from its trigger (packages/ui/DECISIONS.md, "Overlays load on first
 * open"): `Content` is a `React.lazy` of `load`, rendered inside the trigger's react-aria contexts
 * once the overlay first opens; `preload` starts the same load on intent (pointer over or focus on
 * the trigger) so the code is usually there before the press. A failed load is retried next time.
 */
export function lazyOverlay<P>(load: () => OverlayModule<P>) {
  let loading: OverlayModule<P> | undefined;
  const once = (): OverlayModule<P> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Content: lazy(once),
    preload: () => {
      // Only a head start: the render that needs the module loads it again and reports the error.
      once().catch(() => undefined);
    },
  };
}

/**
 * Whether the overlay has been open: its content mounts on the first open and then stays mounted
 * (rendering nothing while closed, as react-aria's overlays do), so it can animate out.
 */
function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Derived state set during render: the content mounts in the same render that opens it.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}

/** Starts `preload` when the pointer enters or focus reaches the trigger that `triggerRef` holds. */
function usePreloadOnIntent(triggerRef: RefObject<Element | null> | undefined, preload: () => void) {
  useEffect(() => {
    const trigger = triggerRef?.current;
    if (!trigger) return undefined;
    trigger.addEventListener('pointerenter', preload);
    trigger.addEventListener('focusin', preload);
    return () => {
      trigger.removeEventListener('pointerenter', preload);
      trigger.removeEventListener('focusin', preload);
    };
  }, [triggerRef, preload]);
}

/**
 * Whether an overlay is open, as react-aria's overlays decide it: their own `isOpen`/`defaultOpen`
 * when given (or with no trigger around them), else the trigger's state from context.
 */
export function overlayIsOpen(
  props: { isOpen?: boolean; defaultOpen?: boolean },
  contextState: { isOpen: boolean } | null | undefined,
): boolean {
  if (props.isOpen != null || props.defaultOpen != null || !contextState) {
    return props.isOpen ?? props.defaultOpen ?? false;
  }
  return contextState.isOpen;
}

/**
 * An overlay's lazy content (`children`, a `lazyOverlay`'s `Content`) from its first open on,
 * nothing before; its code preloads when the pointer or focus reaches the trigger. Every lazy
 * overlay of the package (popover, modal, tooltip, menu, list) renders through it.
 */
export function OnFirstOpen({
  isOpen,
  triggerRef,
  preload,
  children,
}: {
  isOpen: boolean;
  triggerRef: RefObject<Element | null> | undefined;
  preload: () => void;
  children: ReactNode;
}) {
  usePreloadOnIntent(triggerRef, preload);
  const hasOpened = useHasOpened(isOpen);
  if (!hasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
