import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A small PNG of one colour, with a tEXt chunk (metadata) and bytes hidden after IEND. */
export function pngWithMetadata(width = 4, height = 3): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  const plain = PNG.sync.write(png);
  const text = Buffer.from('Comment\0shot at 48.8566N 2.3522E', 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
  // After the signature (8) and IHDR (25): the text chunk, then the rest, then a trailing payload.
  return Buffer.concat([plain.subarray(0, 33), chunk, plain.subarray(33), Buffer.from('<?php echo 1; ?>')]);
}

/** A JPEG, `width`×`height`, whose EXIF says "rotate 90° clockwise" (orientation 6) and holds a GPS-like note. */
export function jpegWithOrientation(width = 8, height = 4, orientation = 6): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  const plain = jpeg.encode({ width, height, data }, 90).data;
  // TIFF header (big endian), one IFD entry: Orientation (0x0112), SHORT, 1, value.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 48.85N')]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), segment, payload, plain.subarray(2)]);
}

/** A 1×1 lossless WebP. */
export const tinyWebp = (): Buffer => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** The 1×1 WebP in an extended container that also carries an EXIF chunk. */
export function webpWithExif(): Buffer {
  const vp8l = tinyWebp().subarray(12);
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x[8] = 0x08; // EXIF present
  // canvas width-1 and height-1 stay 0 (1×1)
  const exifData = Buffer.from('Exif\0\0MM secret camera serial', 'latin1');
  const exif = Buffer.alloc(8 + exifData.length + (exifData.length % 2));
  exif.write('EXIF', 0, 'latin1');
  exif.writeUInt32LE(exifData.length, 4);
  exifData.copy(exif, 8);
  const body = Buffer.concat([vp8x, vp8l, exif]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----starcrew-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
