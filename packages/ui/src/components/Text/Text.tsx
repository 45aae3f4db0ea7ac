import type { HTMLAttributes } from 'react';
import * as styles from './Text.css.ts';

/** The elements body text may render as. */
export const textElements = ['p', 'span', 'div'] as const;

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element rendered: `p` for paragraphs, `span` inside a line, `div` for blocks that hold
   * other blocks.
   * @default 'p'
   */
  as?: (typeof textElements)[number];
  /**
   * The type style: `md` is the 14 px body text, `sm` for secondary lines, `xs` for captions,
   * `lg` for the rare lead paragraph.
   * @default 'md'
   */
  size?: styles.TextVariants['size'];
  /**
   * The colour by meaning: `muted` for secondary information, `danger` and `success` for
   * outcomes (pair them with words or an icon; colour is never the only cue).
   * @default 'default'
   */
  tone?: styles.TextVariants['tone'];
  /**
   * `medium` to emphasise a value inside dense rows without a heading.
   * @default 'regular'
   */
  weight?: styles.TextVariants['weight'];
  /**
   * Keeps the text on one line with an ellipsis; the full text stays in the accessibility tree
   * and in a tooltip when it is a string.
   * @default false
   */
  truncate?: boolean;
}

/**
 * Body text in the type scale. A plain element rather than react-aria's `Text`, which asks for
 * a `slot` inside fields: field help text is `Description`.
 */
export function Text({
  as: Element = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  truncate = false,
  className,
  title,
  children,
  ...props
}: TextProps) {
  return (
    <Element
      {...props}
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      className={[styles.text({ size, tone, weight, truncate }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
