import { Heading as AriaHeading, type HeadingProps as AriaHeadingProps } from 'react-aria-components';
import * as styles from './Heading.css.ts';

/** The levels a screen uses; deeper outlines are a sign the screen should be split. */
export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The visual size each level gets unless `size` says otherwise: dense, dashboard scale. */
const sizeForLevel: Record<HeadingLevel, NonNullable<styles.HeadingVariants['size']>> = {
  1: 'lg',
  2: 'md',
  3: 'sm',
  4: 'xs',
};

export interface HeadingProps extends Omit<AriaHeadingProps, 'level'> {
  /**
   * The outline level, rendered as `h1`–`h4`; choose it for the document outline, not the look.
   * @default 2
   */
  level?: HeadingLevel;
  /**
   * The visual size when it must differ from the level's (a small `h1` in a dialog).
   * @default 'lg' for level 1, 'md' for 2, 'sm' for 3, 'xs' for 4
   */
  size?: styles.HeadingVariants['size'];
  /**
   * Keeps the heading on one line with an ellipsis (long establishment names in cards);
   * the full text stays in the accessibility tree and in a tooltip when it is a string.
   * @default false
   */
  truncate?: boolean;
}

/**
 * A semantic heading on react-aria's `Heading`, so a Dialog or a Popover can take it as its
 * title through the `slot="title"` context.
 */
export function Heading({ level = 2, size, truncate = false, className, title, children, ...props }: HeadingProps) {
  return (
    <AriaHeading
      {...props}
      level={level}
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      className={[styles.heading({ size: size ?? sizeForLevel[level], truncate }), className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaHeading>
  );
}
