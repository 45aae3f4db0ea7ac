import { QrCode } from '@starcrew/ui/qr-code';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import * as styles from './collectionTools.css.ts';
import { toolsMessages } from './messages.ts';

export interface PrintCardProps {
  url: string;
  locationTitle: string;
  /** Called once the print dialog closed. */
  onDone(): void;
}

/**
 * The printable A6 card: the location's name, the QR code of its link and a short call to
 * action. Mounted beside the app only while printing; the print styles hide everything else,
 * so the browser's own print dialog (or "Save as PDF") makes the card, no PDF library needed.
 */
export function PrintCard({ url, locationTitle, onDone }: PrintCardProps) {
  const intl = useIntl();
  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // The code draws on its first render: print once it has had a frame to do so.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div className={styles.printRoot} data-testid="print-card">
      <p className={styles.cardTitle}>{locationTitle}</p>
      <QrCode value={url} size={240} primaryColor="#111827" secondaryColor="#111827" hasDownloads={false} />
      <p className={styles.cardCall}>{intl.formatMessage(toolsMessages.cardCall)}</p>
      <p className={styles.cardHint}>{intl.formatMessage(toolsMessages.cardHint)}</p>
    </div>,
    document.body,
  );
}
