import { createContext, useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/**
 * True while a pointer presses a submit button of the surrounding form. Pressing the button
 * moves focus, which commits the field being left: an error line appearing under it then
 * pushes the button down, the release lands outside it and the click is lost. Errors that
 * were not showing wait until the press is over (FieldError reads this).
 */
export const SubmitPressContext = createContext(false);

/** A press that never ends in a click (the pointer moved off) lets errors show after this. */
const RELEASE_FALLBACK_MS = 700;

/** The form's side: whether a submit press is under way, and the handler that notices one. */
export function useSubmitPress() {
  const [isPressing, setPressing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerDownCapture = useCallback((event: PointerEvent<HTMLFormElement>) => {
    const button = (event.target as Element).closest?.('button[type="submit"], input[type="submit"]');
    if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return;
    if (button.form !== event.currentTarget) return;
    setPressing(true);
    const release = () => {
      clearTimeout(timer.current);
      // After the click's own work (the submit and its `invalid` events), not before it.
      timer.current = setTimeout(() => setPressing(false), 0);
    };
    const ownerDocument = event.currentTarget.ownerDocument;
    ownerDocument.addEventListener('click', release, { capture: true, once: true });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      ownerDocument.removeEventListener('click', release, { capture: true });
      setPressing(false);
    }, RELEASE_FALLBACK_MS);
  }, []);

  return { isPressing, onPointerDownCapture };
}
