/*
 * `@starcrew/ui/qr-code`: the QR code, kept out of the main barrel so pages without one never
 * load `qr-code-styling` (it is imported lazily on first render as well).
 */
export { QrCode } from './qr/QrCode/QrCode.tsx';
export type { QrCodeProps } from './qr/QrCode/QrCode.tsx';
