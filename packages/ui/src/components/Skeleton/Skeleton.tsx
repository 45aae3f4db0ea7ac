import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * `text` for lines of copy, `rect` for cards, charts and images, `circle` for avatars.
   * @default 'text'
   */
  shape?: styles.SkeletonVariants['shape'];
  /**
   * A CSS length or a number of px.
   * @default '100%' for text and rect; the height for circle
   */
  width?: CSSProperties['width'];
  /**
   * A CSS length or a number of px; `text` takes the line's height.
   * @default undefined
   */
  height?: CSSProperties['height'];
  /**
   * For `text`: this many lines, the last one shorter, like a paragraph.
   * @default 1
   */
  lines?: number;
}

/**
 * A placeholder in the shape of content still loading. Hidden from screen readers: the
 * region that loads says so (`aria-busy`, or a Spinner's "Loading").
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className, style, ...props }: SkeletonProps) {
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? height : '100%'),
    height: shape === 'text' ? undefined : height,
    ...style,
  };
  if (shape === 'text' && lines > 1) {
    return (
      <span {...props} aria-hidden="true" className={cx(styles.lines, className)} style={{ width: size.width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.skeleton({ shape })}
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return <span {...props} aria-hidden="true" className={cx(styles.skeleton({ shape }), className)} style={size} />;
}
