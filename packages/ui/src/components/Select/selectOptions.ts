import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Option, type OptionProps } from '../ListBox/Option.tsx';

/** One option of a closed Select: its key and the text react-aria gives it (`textValue`). */
export interface OptionText {
  key: Key;
  text: string;
}

/**
 * The text react-aria gives an Option's node: the `textValue` that `OptionItem` passes (its own,
 * else its string children), else its `aria-label`, else ''.
 */
function textOf(props: OptionProps): string {
  return (
    (props.textValue ?? (typeof props.children === 'string' ? props.children : undefined)) || props['aria-label'] || ''
  );
}

/**
 * The options of a Select, read from `items` and the render function or from the static `Option`
 * children, without rendering them: what a closed Select shows (the selected option's text) and
 * lists in its hidden `<select>`. `complete` is false when a child is not an `Option` this can
 * read (a wrapper component, a section): the Select then loads the real one at once.
 */
export function readOptions<T extends object>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): { options: OptionText[]; complete: boolean } {
  const options: OptionText[] = [];
  let complete = true;
  const add = (node: ReactNode, fallbackKey?: Key) => {
    if (isValidElement<OptionProps>(node) && node.type === Option) {
      const key = node.props.id ?? fallbackKey;
      if (key === undefined) complete = false;
      else options.push({ key, text: textOf(node.props) });
    } else if (isValidElement<{ children?: ReactNode }>(node) && node.type === Fragment) {
      Children.forEach(node.props.children, (child) => add(child));
    } else if (node !== null && node !== undefined && typeof node !== 'boolean') {
      complete = false;
    }
  };
  if (typeof children === 'function') {
    if (items === undefined) return { options, complete: false };
    for (const item of items) {
      const data = item as { id?: Key; key?: Key };
      add(children(item), data.key ?? data.id);
    }
  } else {
    Children.forEach(children, (child) => add(child));
  }
  return { options, complete };
}
