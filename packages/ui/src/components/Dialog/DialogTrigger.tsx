import { useRef, type ComponentProps } from 'react';
import {
  DialogContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  type DialogTriggerProps,
} from 'react-aria-components';
import { useIsHidden } from 'react-aria/private/collections/Hidden';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useId } from 'react-aria/useId';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';

export type { DialogTriggerProps };

/**
 * react-aria-components' `DialogTrigger` (same props, contexts and press props), written here so
 * that a page with a closed dialog does not download the dialog (packages/ui/DECISIONS.md,
 * "A closed dialog's trigger without the dialog"): react-aria-components keeps `DialogTrigger` in
 * the module of its `Dialog`, which brings `useDialog`, `Overlay` and `FocusScope` with it; here
 * they come with the modal's lazy module only. An adaptation of react-aria-components 1.22.1's
 * `DialogTrigger` (Apache-2.0, © Adobe): the open state is `useOverlayTriggerState` rather than
 * `useMenuTriggerState`, and `RootMenuTriggerStateContext` is not provided — both serve a
 * react-aria-components `Menu` put straight into the dialog's popover, which packages/ui's menus
 * never are (our `Menu` renders only inside its own trigger's lazy popover, which provides them).
 */
export function DialogTrigger(props: DialogTriggerProps) {
  const state = useOverlayTriggerState(props);
  const buttonRef = useRef<HTMLElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, buttonRef);
  // As react-aria-components does: the dialog is labelled by its trigger when it has no title.
  const id = useId();
  const isHidden = useIsHidden();
  // Inside a collection's hidden copy (e.g. Tabs), render nothing.
  if (isHidden) return null;
  const labelledBy = { id: overlayProps.id, 'aria-labelledby': id };
  // react-aria's DOM and press props (`aria-haspopup`, `aria-expanded`, the id); PressResponder's
  // type names only the press ones.
  const responderProps = { ...triggerProps, id } as unknown as Omit<ComponentProps<typeof PressResponder>, 'children'>;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [DialogContext, { ...overlayProps, 'aria-labelledby': id }],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef: buttonRef, ...labelledBy }],
      ]}
    >
      <PressResponder {...responderProps} ref={buttonRef} isPressed={state.isOpen}>
        {props.children}
      </PressResponder>
    </Provider>
  );
}
