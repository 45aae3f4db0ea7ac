import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { jpegWithOrientation, pngWithMetadata, tinyWebp, webpWithExif } from '../../test/images.ts';
import { cleanImage, ImageRejected, jpegOrientation, orient, sniffImage } from './images.ts';

const rejection = (bytes: Buffer) => {
  try {
    cleanImage(bytes);
  } catch (error) {
    return error instanceof ImageRejected ? error.reason : 'other';
  }
  return 'accepted';
};

describe('cleanImage', () => {
  it('should re-encode a PNG without its text chunk or trailing bytes', () => {
    const dirty = pngWithMetadata();
    const clean = cleanImage(dirty);
    expect(clean).toMatchObject({ kind: 'png', width: 4, height: 3, mediaType: 'image/png' });
    expect(clean.bytes.includes(Buffer.from('48.8566N'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(PNG.sync.read(clean.bytes).data[0]).toBe(200);
  });

  it('should re-encode a JPEG upright and without EXIF', () => {
    const dirty = jpegWithOrientation(8, 4, 6);
    expect(jpegOrientation(dirty)).toBe(6);
    const clean = cleanImage(dirty);
    expect(clean).toMatchObject({ kind: 'jpeg', extension: 'jpg', width: 4, height: 8 });
    expect(clean.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(jpeg.decode(clean.bytes).width).toBe(4);
  });

  it('should keep only the image chunks of a WebP', () => {
    const clean = cleanImage(webpWithExif());
    expect(clean).toMatchObject({ kind: 'webp', width: 1, height: 1 });
    expect(clean.bytes.includes(Buffer.from('secret camera'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('EXIF'))).toBe(false);
    expect(clean.bytes.readUInt32LE(4)).toBe(clean.bytes.length - 8);
    expect(cleanImage(tinyWebp()).bytes.equals(tinyWebp())).toBe(true);
  });

  it('should refuse other formats, whatever they are called, and broken images', () => {
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(rejection(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('format');
    expect(rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('format');
    expect(rejection(pngWithMetadata().subarray(0, 40))).toBe('format');
    expect(rejection(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBe('format');
    expect(rejection(tinyWebp().subarray(0, 20))).toBe('format');
  });

  it('should refuse a canvas larger than 4096 pixels before decoding it', () => {
    const png = pngWithMetadata();
    png.writeUInt32BE(100_000, 16);
    expect(rejection(png)).toBe('dimensions');
  });
});

describe('orient', () => {
  it('should turn pixels as each EXIF orientation says', () => {
    // 2×1: red then blue.
    const image = { width: 2, height: 1, data: new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]) };
    expect([...orient(image, 2).data.subarray(0, 4)]).toEqual([0, 0, 255, 255]);
    const turned = orient(image, 6);
    expect([turned.width, turned.height]).toEqual([1, 2]);
    expect([...turned.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect(orient(image, 1)).toBe(image);
  });
});
