import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

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

/** The format by its magic number, never by name or declared type (decisions.md). */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * Checks an upload by content and rewrites it so nothing but pixels survives: PNG and JPEG
 * are decoded and re-encoded (pure JS: pngjs, jpeg-js), which drops every metadata chunk
 * and any payload hidden after the image; a JPEG's EXIF orientation is applied to the
 * pixels first. No pure-JS WebP encoder exists here, so a WebP keeps its image chunks only
 * (EXIF, XMP and ICC profile removed, flags cleared). Throws `ImageRejected`.
 */
export function cleanImage(bytes: Buffer): CleanImage {
  const kind = sniffImage(bytes);
  try {
    if (kind === 'png') return cleanPng(bytes);
    if (kind === 'jpeg') return cleanJpeg(bytes);
    if (kind === 'webp') return cleanWebp(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    // A truncated or corrupt file that only looks like an image.
    throw new ImageRejected('format');
  }
  throw new ImageRejected('format');
}

function checkSides(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new ImageRejected('format');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageRejected('dimensions');
}

function cleanPng(bytes: Buffer): CleanImage {
  // IHDR is the first chunk: width and height are known before anything is inflated.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new ImageRejected('format');
  checkSides(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  const decoded = PNG.sync.read(bytes.subarray(0, pngEnd(bytes)));
  const out = new PNG({ width: decoded.width, height: decoded.height });
  decoded.data.copy(out.data);
  const clean = PNG.sync.write(out, { colorType: 6 });
  return { kind: 'png', extension: 'png', mediaType: 'image/png', bytes: clean, width: out.width, height: out.height };
}

/** Where the IEND chunk ends: anything after it (a hidden payload) is not decoded. */
function pngEnd(bytes: Buffer): number {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  throw new ImageRejected('format');
}

function cleanJpeg(bytes: Buffer): CleanImage {
  const orientation = jpegOrientation(bytes);
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: (MAX_IMAGE_SIDE * MAX_IMAGE_SIDE) / 1_000_000,
    maxMemoryUsageInMB: 256,
  });
  checkSides(decoded.width, decoded.height);
  const upright = orient({ width: decoded.width, height: decoded.height, data: decoded.data }, orientation);
  const clean = jpeg.encode({ width: upright.width, height: upright.height, data: upright.data }, 88);
  return {
    kind: 'jpeg',
    extension: 'jpg',
    mediaType: 'image/jpeg',
    bytes: clean.data,
    width: upright.width,
    height: upright.height,
  };
}

/** EXIF orientation (1 to 8) from the APP1 segment; 1 when absent or unreadable. */
export function jpegOrientation(bytes: Buffer): number {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xda) break; // start of scan: no more metadata segments
    const start = offset + 4;
    if (marker === 0xe1 && bytes.toString('latin1', start, start + 6) === 'Exif\0\0') {
      return readOrientation(bytes.subarray(start + 6, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function readOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Applies an EXIF orientation to RGBA pixels, so the re-encoded file (without EXIF) looks the same. */
export function orient(image: Raster, orientation: number): Raster {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let nx: number;
      let ny: number;
      switch (orientation) {
        case 2: [nx, ny] = [w - 1 - x, y]; break; // prettier-ignore
        case 3: [nx, ny] = [w - 1 - x, h - 1 - y]; break; // prettier-ignore
        case 4: [nx, ny] = [x, h - 1 - y]; break; // prettier-ignore
        case 5: [nx, ny] = [y, x]; break; // prettier-ignore
        case 6: [nx, ny] = [h - 1 - y, x]; break; // prettier-ignore
        case 7: [nx, ny] = [h - 1 - y, w - 1 - x]; break; // prettier-ignore
        default:
          [nx, ny] = [y, w - 1 - x]; // 8
      }
      const from = (y * w + x) * 4;
      const to = (ny * outW + nx) * 4;
      out[to] = data[from] ?? 0;
      out[to + 1] = data[from + 1] ?? 0;
      out[to + 2] = data[from + 2] ?? 0;
      out[to + 3] = data[from + 3] ?? 255;
    }
  }
  return { width: outW, height: outH, data: out };
}

const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);

/** Keeps the image chunks of a WebP and drops the rest (EXIF, XMP, ICCP, unknown chunks). */
function cleanWebp(bytes: Buffer): CleanImage {
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared > bytes.length || declared < 20) throw new ImageRejected('format');
  const kept: Buffer[] = [];
  let size: { width: number; height: number } | undefined;
  let offset = 12;
  while (offset + 8 <= declared) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + length + (length % 2);
    if (offset + 8 + length > declared) throw new ImageRejected('format');
    const chunk = Buffer.from(bytes.subarray(offset, Math.min(end, declared)));
    const payload = chunk.subarray(8, 8 + length);
    if (WEBP_IMAGE_CHUNKS.has(fourcc)) {
      if (fourcc === 'VP8X') {
        // Clear the ICC (0x20), EXIF (0x08) and XMP (0x04) flags: those chunks are gone.
        chunk[8] = (chunk[8] ?? 0) & ~(0x20 | 0x08 | 0x04);
        size ??= { width: payload.readUIntLE(4, 3) + 1, height: payload.readUIntLE(7, 3) + 1 };
      } else if (fourcc === 'VP8 ' && payload.length >= 10) {
        if (payload[3] !== 0x9d || payload[4] !== 0x01 || payload[5] !== 0x2a) throw new ImageRejected('format');
        size ??= { width: payload.readUInt16LE(6) & 0x3fff, height: payload.readUInt16LE(8) & 0x3fff };
      } else if (fourcc === 'VP8L' && payload.length >= 5) {
        if (payload[0] !== 0x2f) throw new ImageRejected('format');
        const bits = payload.readUInt32LE(1);
        size ??= { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      kept.push(chunk);
    }
    offset = end;
  }
  if (!size || !kept.some((c) => ['VP8 ', 'VP8L', 'ANMF'].includes(c.toString('latin1', 0, 4)))) {
    throw new ImageRejected('format');
  }
  checkSides(size.width, size.height);
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return {
    kind: 'webp',
    extension: 'webp',
    mediaType: 'image/webp',
    bytes: Buffer.concat([header, body]),
    ...size,
  };
}
