import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The card's heading; it also names the card as a region for screen readers.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * A line under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Controls at the header's end (a menu, a toggle, a link).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Actions under a hairline at the bottom.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * The heading level of the title, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The inner space; `none` for content that runs to the edges, such as a table.
   * @default 'md'
   */
  padding?: styles.CardVariants['padding'];
}

/**
 * A surface grouping related content on a dashboard or a settings page. With a `title` it is
 * a `section` named by its heading; without one, a plain `div`.
 */
export function Card({
  title,
  description,
  actions,
  footer,
  headingLevel = 2,
  padding = 'md',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  const Element = title !== undefined ? 'section' : 'div';
  return (
    <Element
      {...props}
      aria-labelledby={title !== undefined ? titleId : props['aria-labelledby']}
      className={[styles.card({ padding }), className].filter(Boolean).join(' ')}
    >
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title !== undefined && (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            )}
            {description !== undefined && <p className={styles.description}>{description}</p>}
          </div>
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
