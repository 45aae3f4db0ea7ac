import type { ReactNode } from 'react';
import { ListBox, type ListBoxProps } from 'react-aria-components';
import { FloatingPopover as Popover } from '../../internal/floating.tsx';
import * as listStyles from './ListBox.css.ts';

export interface ListBoxPopoverProps<T extends object> {
  /** The options' data, for a dynamic list. */
  items?: Iterable<T>;
  /** The options, or a function rendering one for each of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** What the open list shows when it has no option. */
  renderEmptyState?: ListBoxProps<T>['renderEmptyState'];
}

/**
 * The open list of a Select or ComboBox, loaded on its first open (`LazyListBox.tsx`): `FloatingPopover`
 * (react-aria's `Popover` on its hooks) holding react-aria's `ListBox`, rendered inside the field's contexts.
 */
export default function ListBoxPopover<T extends object>({
  items,
  children,
  renderEmptyState,
}: ListBoxPopoverProps<T>) {
  return (
    <Popover className={listStyles.popover} offset={4}>
      <ListBox items={items} className={listStyles.listBox} renderEmptyState={renderEmptyState}>
        {children}
      </ListBox>
    </Popover>
  );
}
