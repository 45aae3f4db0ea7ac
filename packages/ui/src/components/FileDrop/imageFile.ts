/** Spec: profile and QR images are PNG, JPEG or WebP of at most 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageIssue = 'wrongType' | 'tooLarge';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type its first bytes (magic numbers) reveal, whatever the file's name or claimed
 * type: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF····WEBP`.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Checks a chosen file before any upload: the size, the claimed MIME type, then its first 12
 * bytes, which must match that type. The server checks again; this spares a useless upload.
 */
export async function checkImageFile(file: Blob, maxBytes: number = IMAGE_MAX_BYTES): Promise<ImageIssue | null> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffImageType(head) === file.type ? null : 'wrongType';
}
