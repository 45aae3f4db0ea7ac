import type { HTMLAttributes, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CloseGlyph } from '../../internal/glyphs.tsx';
import { ToneIcon } from '../../internal/ToneIcon.tsx';
import { cx } from '../../utils/classNames.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './MessageBox.css.ts';

const messages = defineMessages({
  dismiss: { id: 'ui.messageBox.dismiss', defaultMessage: 'Dismiss' },
});

export interface MessageBoxProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The kind of message (spec section 8): `error` is announced at once (`role="alert"`), the
   * others politely (`role="status"`).
   * @default 'info'
   */
  tone?: styles.MessageBoxVariants['tone'];
  /**
   * A short bold line above the body.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * What to do about it: a Button or a Link, shown under the body.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Shows a dismiss button and is called when it is pressed; the screen removes the box.
   * @default undefined
   */
  onDismiss?: () => void;
}

/**
 * A message inside the page (not a toast): an error above a form, a warning about the plan,
 * the success of an action that stays on screen. The icon names the tone for screen readers.
 */
export function MessageBox({
  tone = 'info',
  title,
  action,
  onDismiss,
  className,
  children,
  ...props
}: MessageBoxProps) {
  const intl = useIntl();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} {...props} className={cx(styles.messageBox({ tone }), className)}>
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.content}>
        {title !== undefined && <div className={styles.title}>{title}</div>}
        {children !== undefined && <div>{children}</div>}
        {action !== undefined && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <IconButton
          className={styles.dismiss}
          size="sm"
          icon={<CloseGlyph />}
          aria-label={intl.formatMessage(messages.dismiss)}
          onPress={onDismiss}
        />
      )}
    </div>
  );
}
