import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  composeRenderProps,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { ChevronRightGlyph } from '../../internal/glyphs.tsx';
import * as styles from './Breadcrumbs.css.ts';

const messages = defineMessages({
  label: { id: 'ui.breadcrumbs.label', defaultMessage: 'Breadcrumb' },
});

export type BreadcrumbsProps<T> = AriaBreadcrumbsProps<T>;

/**
 * Where the page sits in the console ("Campaigns › Summer challenge"), on react-aria's
 * `Breadcrumbs` in a named `nav`; the last item is the current page (`aria-current="page"`).
 */
export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <AriaBreadcrumbs {...props} className={[styles.list, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export interface BreadcrumbProps
  extends Omit<AriaBreadcrumbProps, 'children'>, Pick<LinkProps, 'href' | 'routerOptions'> {
  /**
   * The page's name.
   * @default undefined
   */
  children: LinkProps['children'];
}

/** One level; give it `href` (the router's `RouterProvider` handles client navigation). */
export function Breadcrumb({ href, routerOptions, children, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb
      {...props}
      className={composeRenderProps(className, (own) => [styles.item, own].filter(Boolean).join(' '))}
    >
      {({ isCurrent }) => (
        <>
          <Link href={href} routerOptions={routerOptions} className={styles.link}>
            {children}
          </Link>
          {!isCurrent && (
            <span className={styles.separator} aria-hidden="true">
              <ChevronRightGlyph />
            </span>
          )}
        </>
      )}
    </AriaBreadcrumb>
  );
}
