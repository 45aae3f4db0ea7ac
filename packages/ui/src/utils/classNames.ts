import { composeRenderProps } from 'react-aria-components';

type ClassName<T> = string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined;

/**
 * Puts a component's own class before the caller's, for react-aria's `className`, which may
 * be a string or a function of the render props.
 */
export function withBase<T>(base: string, className: ClassName<T>) {
  return composeRenderProps(className, (own) => [base, own].filter(Boolean).join(' '));
}

/** Joins class names, skipping empty ones; for plain elements. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
