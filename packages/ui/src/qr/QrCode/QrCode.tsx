import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type QRCodeStyling from 'qr-code-styling';
import type { Options } from 'qr-code-styling';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { DownloadGlyph } from '../../internal/glyphs.tsx';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './QrCode.css.ts';

const messages = defineMessages<{
  downloadPng: NoMessageValues;
  downloadSvg: NoMessageValues;
  label: NoMessageValues;
  labelFor: { name: string };
}>({
  downloadPng: { id: 'ui.qrCode.downloadPng', defaultMessage: 'Download PNG' },
  downloadSvg: { id: 'ui.qrCode.downloadSvg', defaultMessage: 'Download SVG' },
  label: { id: 'ui.qrCode.label', defaultMessage: 'QR code' },
  labelFor: { id: 'ui.qrCode.labelFor', defaultMessage: 'QR code for {name}' },
});

export interface QrCodeProps {
  /**
   * What the code encodes, usually a review link.
   * @default undefined
   */
  value: string;
  /**
   * The colour of the dots (any CSS colour the browser understands as a literal).
   * @default the theme's text colour
   */
  primaryColor?: string;
  /**
   * The colour of the three corner squares.
   * @default the theme's accent colour
   */
  secondaryColor?: string;
  /**
   * The colour behind the code (a light one keeps it readable by phones).
   * @default '#ffffff'
   */
  backgroundColor?: string;
  /**
   * A logo drawn in the middle (URL or data URL); error correction rises so the code still scans.
   * @default undefined
   */
  logoUrl?: string;
  /**
   * A name shown under the code (a seller, a location); it also names the image.
   * @default undefined
   */
  caption?: ReactNode;
  /**
   * The side of the code in px.
   * @default 200
   */
  size?: number;
  /**
   * The downloaded files' name, without extension.
   * @default 'qr-code'
   */
  fileName?: string;
  /**
   * Whether to show the PNG and SVG download buttons.
   * @default true
   */
  hasDownloads?: boolean;
}

/** The value of a theme variable on the page, since the library writes literal colours. */
/**
 * The theme's colours the code draws with when not given, by their custom properties' names
 * (`vars.color.text.default` is `var(--sc-color-text-default)`; QrCode.test.ts keeps them
 * equal): through `vars`, the whole token contract (0.8 kB brotli) shipped with the code.
 */
export const themeInk = { dots: '--sc-color-text-default', corners: '--sc-color-background-accent' } as const;

function themeColor(property: string) {
  if (typeof document === 'undefined') return '';
  return getComputedStyle(document.documentElement).getPropertyValue(property).trim();
}

/**
 * A styled QR code on `qr-code-styling`, drawn as SVG (it renders in every browser and in
 * tests; PNG export rasterises it in the browser). The library loads on first render, so it
 * costs nothing to pages without a code. Imported from `@starcrew/ui/qr-code`.
 */
export function QrCode({
  value,
  primaryColor,
  secondaryColor,
  backgroundColor = '#ffffff',
  logoUrl,
  caption,
  size = 200,
  fileName = 'qr-code',
  hasDownloads = true,
}: QrCodeProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<QRCodeStyling | null>(null);

  const options = useMemo<Partial<Options>>(() => {
    const dots = primaryColor ?? (themeColor(themeInk.dots) || '#000000');
    const corners = secondaryColor ?? (themeColor(themeInk.corners) || dots);
    return {
      type: 'svg',
      width: size,
      height: size,
      margin: 0,
      data: value,
      image: logoUrl,
      // A logo hides modules: the highest correction level keeps the code readable.
      qrOptions: { errorCorrectionLevel: logoUrl ? 'H' : 'M' },
      imageOptions: { hideBackgroundDots: true, imageSize: 0.3, margin: 4, crossOrigin: 'anonymous' },
      dotsOptions: { type: 'rounded', color: dots },
      cornersSquareOptions: { type: 'extra-rounded', color: corners },
      cornersDotOptions: { type: 'dot', color: corners },
      backgroundOptions: { color: backgroundColor },
    };
  }, [value, primaryColor, secondaryColor, backgroundColor, logoUrl, size]);

  useEffect(() => {
    let cancelled = false;
    void import('qr-code-styling').then(({ default: QRCodeStylingClass }) => {
      if (cancelled || !container.current) return;
      if (instance.current) instance.current.update(options);
      else {
        instance.current = new QRCodeStylingClass(options);
        instance.current.append(container.current);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [options]);

  const download = (extension: 'png' | 'svg') => void instance.current?.download({ name: fileName, extension });
  const label =
    typeof caption === 'string'
      ? intl.formatMessage(messages.labelFor, { name: caption })
      : intl.formatMessage(messages.label);

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <div
          ref={container}
          role="img"
          aria-label={label}
          className={styles.code}
          style={{ width: size, height: size }}
        />
      </div>
      {caption !== undefined && <figcaption className={styles.caption}>{caption}</figcaption>}
      {hasDownloads && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" icon={<DownloadGlyph />} onPress={() => download('png')}>
            {intl.formatMessage(messages.downloadPng)}
          </Button>
          <Button variant="secondary" size="sm" icon={<DownloadGlyph />} onPress={() => download('svg')}>
            {intl.formatMessage(messages.downloadSvg)}
          </Button>
        </div>
      )}
    </figure>
  );
}
