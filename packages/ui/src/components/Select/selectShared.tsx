import type { ReactNode } from 'react';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { defineMessages } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { truncateLabel } from './truncateLabel.ts';

export const selectMessages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Select an option' },
  empty: { id: 'ui.select.empty', defaultMessage: 'No options available' },
});

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'>, FieldBaseProps {
  /**
   * The options (`Option` elements), or a function rendering one for each of `items`.
   * @default undefined
   */
  children?: ReactNode | ((item: T) => ReactNode);
  /**
   * The options' data, for a dynamic list; each needs an `id`.
   * @default undefined
   */
  items?: Iterable<T>;
  /**
   * What the trigger shows while nothing is selected.
   * @default 'Select an option' (catalogue)
   */
  placeholder?: string;
  /**
   * What the open list says when there is no option; the catalogue's text otherwise.
   * @default 'No options available' (catalogue)
   */
  emptyText?: ReactNode;
}

/** A key event on the closed Select's trigger before the real Select arrived, to dispatch again. */
export interface RecordedKey extends KeyboardEventInit {
  type: 'keydown' | 'keyup';
}

/** A key event as the real component will be sent it again (Select, MultiSelect, Table at rest). */
export const recordKey = (
  event: Pick<KeyboardEvent, 'type' | 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat'>,
): RecordedKey => ({
  type: event.type as RecordedKey['type'],
  key: event.key,
  code: event.code,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  shiftKey: event.shiftKey,
  repeat: event.repeat,
  bubbles: true,
  cancelable: true,
});

/**
 * What happened on a Select or MultiSelect drawn at rest, for the real one to do again
 * (`Handoff` in `selectHandoff.tsx`).
 */
export interface SelectHandoff {
  /** The rest trigger had focus: the real one takes it. */
  hadFocus: boolean;
  /** Another element of the field had focus (a MultiSelect's chip or its remove button): its selector. */
  focus?: string;
  /** A pointer pressed another button of the field (a chip's remove button): its selector, clicked again. */
  pressed?: string;
  /** A pointer press opened the list (react-aria opens on press start, or on a touch's release). */
  press?: 'mouse' | 'pen' | 'virtual' | 'touch';
  /** Keys pressed meanwhile on the trigger (typeahead, arrows, Enter, Space) or on `focus`. */
  keys: RecordedKey[];
  /** A value the browser's autofill put in the hidden `<select>`. */
  autofill?: string;
  /** A form submit found the field invalid: the real Select is asked again to show the error. */
  invalid: boolean;
}

/** The selected key a Select starts with, as react-stately reads it. */
export function initialKey(props: {
  value?: Key | null;
  selectedKey?: Key | null;
  defaultValue?: Key | null;
  defaultSelectedKey?: Key | null;
}): Key | null {
  const controlled = props.value !== undefined ? props.value : props.selectedKey;
  if (controlled !== undefined) return controlled;
  return (props.defaultValue !== undefined ? props.defaultValue : props.defaultSelectedKey) ?? null;
}

/** The selected label cut at 50 characters; screen readers still get it whole. */
export function SelectedLabel({ text }: { text: string }) {
  const shown = truncateLabel(text);
  if (shown === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{text}</span>
    </>
  );
}
