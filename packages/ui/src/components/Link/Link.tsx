import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './Link.css.ts';

const messages = defineMessages({
  newTab: { id: 'ui.link.newTab', defaultMessage: '(opens in a new tab)' },
});

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` inside sentences (underlined, so colour is not the only cue); `standalone` for
   * links that stand alone, such as "Forgot password?" or "View all".
   * @default 'inline'
   */
  variant?: styles.LinkVariants['variant'];
}

/** `noopener` keeps a page opened in a new tab from reaching back through `window.opener`. */
function relFor(target: string | undefined, rel: string | undefined) {
  if (target !== '_blank') return rel;
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * A link on react-aria's `Link`. A plain `href` is enough: under react-aria's `RouterProvider`
 * (the console) clicks become client-side navigation; `target="_blank"` links get
 * `rel="noopener noreferrer"`, an icon and the words "(opens in a new tab)" for screen readers.
 */
export function Link({ variant = 'inline', className, target, rel, children, ...props }: LinkProps) {
  const intl = useIntl();
  const opensNewTab = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={relFor(target, rel)}
      className={composeRenderProps(className, (own) => [styles.link({ variant }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {opensNewTab && (
            <>
              <svg className={styles.externalIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d="M6.5 3.5h-3v9h9v-3M9.5 2.5h4v4M13.25 2.75 7.5 8.5"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
