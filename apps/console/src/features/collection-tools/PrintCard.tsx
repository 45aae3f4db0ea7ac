import type { QrSettings } from '@starcrew/contract';
import { QrCode } from '@starcrew/ui/qr-code';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import * as styles from './collectionTools.css.ts';
import { toolsMessages } from './messages.ts';

export interface PrintCardFaceProps {
  /** What the code encodes: the location's own link or a seller's. */
  url: string;
  locationTitle: string;
  /**
   * A seller's code as the organization customized it (colours, logo, the name under the code),
   * drawn as `SellerQrCode` draws it on screen. Without it, the location's own code in dark ink.
   */
  qr?: QrSettings | undefined;
}

export interface PrintCardProps extends PrintCardFaceProps {
  /** Called once the print dialog closed. */
  onDone(): void;
}

/** The A6 card itself (105 × 148 mm, a cut line around): the location's name, the code, a call to action. */
export function PrintCardFace({ url, locationTitle, qr }: PrintCardFaceProps) {
  const intl = useIntl();
  return (
    <div className={styles.cardFace}>
      <p className={styles.cardTitle}>{locationTitle}</p>
      {qr ? (
        <QrCode
          value={url}
          size={240}
          primaryColor={qr.primary_color}
          secondaryColor={qr.primary_color}
          backgroundColor={qr.secondary_color}
          logoUrl={qr.logo ?? undefined}
          caption={qr.name}
          hasDownloads={false}
        />
      ) : (
        <QrCode value={url} size={240} primaryColor="#111827" secondaryColor="#111827" hasDownloads={false} />
      )}
      <p className={styles.cardCall}>{intl.formatMessage(toolsMessages.cardCall)}</p>
      <p className={styles.cardHint}>{intl.formatMessage(toolsMessages.cardHint)}</p>
    </div>
  );
}

/**
 * The printable A6 card of a link. Mounted beside the app only while printing; the print
 * styles hide everything else, so the browser's own print dialog (or "Save as PDF") makes the
 * card, no PDF library needed. Shared by `/manager/tools` and the seller's `/seller/tools`.
 */
export function PrintCard({ onDone, ...face }: PrintCardProps) {
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
      <PrintCardFace {...face} />
    </div>,
    document.body,
  );
}
