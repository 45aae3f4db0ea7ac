import { useContext, type ComponentType, type Context } from 'react';
import {
  Collection,
  ListBoxContext,
  OverlayTriggerStateContext,
  PopoverContext,
  type PopoverProps,
} from 'react-aria-components';
import { lazyOverlay, OnFirstOpen } from '../../internal/lazyOverlay.tsx';
import type { ListBoxPopoverProps } from './ListBoxPopover.tsx';

const overlay = lazyOverlay<ListBoxPopoverProps<object>>(
  () => import('./ListBoxPopover.tsx') as Promise<{ default: ComponentType<ListBoxPopoverProps<object>> }>,
);

export interface LazyListBoxProps<T extends object, S> extends ListBoxPopoverProps<T> {
  /**
   * The field's state context (`SelectStateContext`, `ComboBoxStateContext`): present around the
   * field's rendered tree, absent from the hidden copy react-aria renders to build the collection.
   */
  fieldState: Context<S | null>;
}

/**
 * The list popover of a Select or ComboBox, whose code loads on the first open (or when the
 * pointer or focus reaches the trigger), not with the page. Internal.
 *
 * react-aria renders a field's children twice: a hidden copy from which it builds the collection
 * (the options, which the closed field needs for its value, typeahead and hidden `<select>`), and
 * the field itself. In the hidden copy this renders the options as react-aria's `ListBox` does
 * there (a `Collection` of them, with the `items` a ComboBox passes through `ListBoxContext`); in
 * the field, the lazy popover once open.
 */
export function LazyListBox<T extends object, S>({
  fieldState,
  items,
  children,
  renderEmptyState,
}: LazyListBoxProps<T, S>) {
  const isInField = useContext(fieldState) != null;
  const listBoxContext = useContext(ListBoxContext) as { items?: Iterable<T> } | null;
  const triggerState = useContext(OverlayTriggerStateContext);
  const context = useContext(PopoverContext) as Pick<PopoverProps, 'triggerRef'> | null;
  if (!isInField) return <Collection items={items ?? listBoxContext?.items}>{children}</Collection>;
  const Content = overlay.Content as unknown as ComponentType<ListBoxPopoverProps<T>>;
  return (
    <OnFirstOpen isOpen={triggerState?.isOpen ?? false} triggerRef={context?.triggerRef} preload={overlay.preload}>
      <Content items={items} renderEmptyState={renderEmptyState}>
        {children}
      </Content>
    </OnFirstOpen>
  );
}
