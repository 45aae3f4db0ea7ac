import sharp, { type SharpOptions } from 'sharp';

export type ImageKind = 'png' | 'jpeg' | 'webp';

export interface CleanImage {
  kind: ImageKind;
  extension: 'png' | 'jpg' | 'webp';
  mediaType: `image/${ImageKind}`;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why an upload was refused: not one of the three formats, or too big to decode safely. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'dimensions') {
    super(reason);
    this.name = 'ImageRejected';
  }
}

/** Largest side accepted: a 2 MB file can still declare a huge canvas (a decompression bomb). */
export const MAX_IMAGE_SIDE = 4096;
/** Largest side stored: pictures and logos are shown at most a few hundred pixels wide. */
export const MAX_STORED_SIDE = 512;

/** The format by its magic number, never by name or declared type (decisions.md). */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

const decoding: SharpOptions = {
  // libvips refuses to decode more pixels than this, whatever the header said.
  limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
  // A truncated or corrupt file is refused rather than stored half grey.
  failOn: 'warning',
  // The first frame of an animated WebP only: a profile picture does not move.
  pages: 1,
};

const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

/**
 * Checks an upload by content and re-encodes it with sharp (libvips), so nothing but pixels
 * survives: metadata (EXIF, GPS, XMP, ICC, text chunks) and anything appended to the file
 * are dropped; the EXIF orientation is applied to the pixels first, so phone photos stay
 * upright; the result fits in 512×512 and keeps its format. Throws `ImageRejected`.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejected('format');
  // The header alone: the sides are checked before a single pixel is decoded.
  const meta = await sharp(bytes, decoding)
    .metadata()
    .catch(() => {
      throw new ImageRejected('format');
    });
  if (meta.format !== kind) throw new ImageRejected('format');
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!(width > 0 && height > 0)) throw new ImageRejected('format');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageRejected('dimensions');

  try {
    const pipeline = sharp(bytes, decoding)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : kind === 'jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      kind,
      extension: EXTENSIONS[kind],
      mediaType: `image/${kind}`,
      bytes: data,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new ImageRejected('format');
  }
}
