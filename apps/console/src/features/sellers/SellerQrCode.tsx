import type { CollectionLink, QrSettings } from '@starcrew/contract';
import { QrCode } from '@starcrew/ui/qr-code';

export interface SellerQrCodeProps {
  /** The seller's link at one location: what the code encodes. */
  link: CollectionLink;
  /** How the organization customized the seller's code (possibly not saved yet: the modal's preview). */
  qr: QrSettings;
  size?: number;
}

/**
 * A seller's QR code for one location, as the organization customized it (spec section 3):
 * the primary colour draws the dots and corners, the secondary one the background (white by
 * default), the logo sits in the middle and the name under the code. The same drawing on the
 * seller's Collection tools and in the manager's customization modal, so what the manager
 * previews is what the seller prints.
 */
export function SellerQrCode({ link, qr, size = 200 }: SellerQrCodeProps) {
  return (
    <QrCode
      value={link.url}
      primaryColor={qr.primary_color}
      secondaryColor={qr.primary_color}
      backgroundColor={qr.secondary_color}
      logoUrl={qr.logo ?? undefined}
      caption={qr.name}
      size={size}
      fileName={qrFileName(qr.name, link.location_title)}
    />
  );
}

/** `qr-lea-moreau-maison-doree-lyon`: the downloaded file says whose code it is and where. */
export function qrFileName(name: string, location: string): string {
  const slug = `${name} ${location}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `qr-${slug || 'code'}`;
}
