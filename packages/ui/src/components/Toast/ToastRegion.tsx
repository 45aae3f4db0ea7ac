import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { CloseGlyph } from '../../internal/glyphs.tsx';
import { ToneIcon } from '../../internal/ToneIcon.tsx';
import { withBase } from '../../utils/classNames.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import { toastQueue, type ToastContent } from './toastQueue.ts';

const messages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications' },
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
});

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /**
   * The queue to show; stories and tests may give their own.
   * @default toastQueue
   */
  queue?: AriaToastRegionProps<ToastContent>['queue'];
}

/**
 * Where toasts appear: render it once at the root of the app. A landmark named
 * "Notifications" (F6 reaches it); each toast is announced, pauses its timer while the region
 * is hovered or focused, and has a close button.
 */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  const intl = useIntl();
  return (
    <AriaToastRegion
      aria-label={intl.formatMessage(messages.region)}
      {...props}
      queue={queue}
      className={withBase(styles.region, className)}
    >
      <AriaToastList<ToastContent> className={styles.list}>
        {({ toast }) => (
          <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
            <ToneIcon tone={toast.content.tone} className={styles.icon} />
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description !== undefined && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
            </AriaToastContent>
            <IconButton
              slot="close"
              size="sm"
              className={styles.close}
              icon={<CloseGlyph />}
              aria-label={intl.formatMessage(messages.close)}
            />
          </AriaToast>
        )}
      </AriaToastList>
    </AriaToastRegion>
  );
}
