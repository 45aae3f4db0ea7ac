/*
 * Files for the upload stories: real image headers, or a lie. Outside `.stories.tsx` files,
 * whose exports all become stories.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

/** A file starting with PNG's magic number, padded to `size` bytes. */
export const pngFile = (name = 'logo.png', size = 2048) =>
  new File([new Uint8Array(PNG), new Uint8Array(Math.max(0, size - PNG.length))], name, { type: 'image/png' });

/** A text file renamed `.png` and sent as `image/png`: only its bytes give it away. */
export const fakePngFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' });

/** A 1 × 1 px PNG, as a data URL, for a "current photo". */
export const tinyPortrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#c7d2fe"/><circle cx="36" cy="28" r="13" fill="#4f46e5"/><path d="M12 72c2-16 12-24 24-24s22 8 24 24z" fill="#4f46e5"/></svg>',
  );
