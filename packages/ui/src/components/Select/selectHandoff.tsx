import { Children, useContext, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { SelectStateContext } from 'react-aria-components';
import type { SelectHandoff } from './selectShared.tsx';

/**
 * What the user did on a Select or MultiSelect drawn at rest before the real one's module arrived,
 * done again here once the real one is mounted (`useRestRecorder` in `Select.tsx` records it): the focus (the
 * trigger, or a MultiSelect's chip or remove button), the keys pressed there, a pointer press that
 * opens the list or presses a chip's remove button, an autofilled value, a form submit that found
 * the field invalid. Rendered inside react-aria's Select. Internal.
 */
export function Handoff({
  handoff,
  triggerRef,
  hasOptions,
}: {
  handoff: SelectHandoff;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Whether the field has options to collect; an empty one opens on its empty state at once. */
  hasOptions: boolean;
}) {
  const state = useContext(SelectStateContext);
  const done = useRef(false);
  // The state of the latest render: a MultiSelect's collection is built a render after its first.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  // The field's element of that selector (a MultiSelect's chips are portaled in a render later).
  const find = (selector: string | undefined) => {
    const fieldElement = triggerRef.current?.parentElement?.closest('[data-rac]');
    return selector ? (fieldElement?.querySelector<HTMLElement>(selector) ?? null) : null;
  };
  // A chip or remove button that had focus takes it back at once, so no key goes astray.
  useLayoutEffect(() => {
    const element = find(handoff.focus);
    if (element && element.ownerDocument.activeElement !== element) element.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  // A list opened before its options are collected stays empty: the press waits for them, however
  // many renders they take (a slow phone, a busy page; it waited 10 frames before, and a press was
  // seen lost once under load), then opens once. A field with no options opens on its empty state.
  const pendingPress = useRef<SelectHandoff['press']>(undefined);
  const openWhenListed = () => {
    const current = latest.current;
    const press = pendingPress.current;
    if (press === undefined || !current || (hasOptions && current.collection.size === 0)) return;
    pendingPress.current = undefined;
    if (press === 'touch') current.toggle();
    else current.open(press === 'virtual' ? 'first' : null);
  };
  // After every render: the one that brings the collection opens the list.
  useEffect(openWhenListed);
  useEffect(() => {
    if (done.current || !state) return;
    done.current = true;
    // After every effect of the commit, so react-aria's listeners on the hidden `<select>` are in place.
    const run = (frames: number) => {
      const trigger = triggerRef.current;
      if (!trigger) return;
      const focused = find(handoff.focus);
      if (handoff.focus && !focused && frames > 0) {
        requestAnimationFrame(() => run(frames - 1));
        return;
      }
      const target = focused ?? trigger;
      if ((handoff.hadFocus || focused) && trigger.ownerDocument.activeElement !== target) target.focus();
      const select = trigger.parentElement?.closest('[data-rac]')?.querySelector('select');
      if (handoff.autofill !== undefined && select) {
        select.value = handoff.autofill;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      if (handoff.press !== undefined) {
        pendingPress.current = handoff.press;
        openWhenListed();
      }
      // A virtual click: react-aria's press, as the pointer's would have been.
      if (handoff.pressed) find(handoff.pressed)?.click();
      for (const event of handoff.keys) target.dispatchEvent(new KeyboardEvent(event.type, event));
      if (handoff.invalid && select) select.checkValidity();
    };
    queueMicrotask(() => run(3));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the state is there
  }, [state, handoff, triggerRef]);
  return null;
}

/** Whether a Select has options to collect: `items` with one at least, or static children. */
export function hasOptions(items: Iterable<unknown> | undefined, children: unknown): boolean {
  if (items) return items[Symbol.iterator]().next().done !== true;
  return typeof children !== 'function' && Children.toArray(children as ReactNode).length > 0;
}
