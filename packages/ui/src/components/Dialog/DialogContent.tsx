import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  type DialogProps as AriaDialogProps,
} from 'react-aria-components';
import { CloseGlyph } from '../../internal/glyphs.tsx';
import { useIsScrollable } from '../../internal/useIsScrollable.ts';
import * as styles from './Dialog.css.ts';

/** What the body and footer render functions receive. */
export interface DialogRenderProps {
  /** Closes the dialog, as the close button and Escape do. */
  close: () => void;
}

export interface DialogContentProps extends Omit<AriaDialogProps, 'children'> {
  title: ReactNode;
  children?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  footer?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /** The close button's name; no button when undefined. */
  closeLabel?: string;
}

/**
 * The inside shared by Dialog and Drawer: a titled header with a close button, a body that
 * scrolls on its own, and a footer of actions. Internal: not exported from the barrel.
 */
export function DialogContent({ title, children, footer, closeLabel, className, ...props }: DialogContentProps) {
  const [bodyRef, isScrollable] = useIsScrollable<HTMLDivElement>();
  return (
    <AriaDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
      {({ close }) => (
        <>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {closeLabel !== undefined && (
              <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
                <CloseGlyph />
              </AriaButton>
            )}
          </header>
          <div
            ref={bodyRef}
            className={styles.body}
            data-scrollable={isScrollable || undefined}
            // Only a body that scrolls is a tab stop, so keyboard users can scroll it.
            tabIndex={isScrollable ? 0 : undefined}
            role={isScrollable ? 'region' : undefined}
            aria-label={isScrollable && typeof title === 'string' ? title : undefined}
          >
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {footer !== undefined && (
            <footer className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</footer>
          )}
        </>
      )}
    </AriaDialog>
  );
}
