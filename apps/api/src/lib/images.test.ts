import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithOrientation, pngWithMetadata, tinyWebp, webpWithExif } from '../../test/images.ts';
import { cleanImage, ImageRejected, MAX_STORED_SIDE, sniffImage } from './images.ts';

const rejection = async (bytes: Buffer) => {
  try {
    await cleanImage(bytes);
  } catch (error) {
    return error instanceof ImageRejected ? error.reason : 'other';
  }
  return 'accepted';
};

describe('cleanImage', () => {
  it('should re-encode a PNG without its text chunk or trailing bytes', async () => {
    const clean = await cleanImage(pngWithMetadata());
    expect(clean).toMatchObject({ kind: 'png', width: 4, height: 3, mediaType: 'image/png' });
    expect(clean.bytes.includes(Buffer.from('48.8566N'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('<?php'))).toBe(false);
    const { data } = await sharp(clean.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(200);
  });

  it('should re-encode a JPEG upright and without EXIF', async () => {
    const clean = await cleanImage(jpegWithOrientation(8, 4, 6));
    expect(clean).toMatchObject({ kind: 'jpeg', extension: 'jpg', width: 4, height: 8 });
    expect(clean.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('GPS'))).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4, 8, undefined]);
  });

  it('should re-encode a WebP without its EXIF chunk', async () => {
    const clean = await cleanImage(webpWithExif());
    expect(clean).toMatchObject({ kind: 'webp', width: 1, height: 1 });
    expect(clean.bytes.includes(Buffer.from('secret camera'))).toBe(false);
    expect(clean.bytes.includes(Buffer.from('EXIF'))).toBe(false);
    expect((await sharp(clean.bytes).metadata()).format).toBe('webp');
    expect((await cleanImage(tinyWebp())).kind).toBe('webp');
  });

  it('should fit a large image in 512 pixels, keeping its proportions', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const clean = await cleanImage(big);
    expect([clean.width, clean.height]).toEqual([MAX_STORED_SIDE, MAX_STORED_SIDE / 2]);
    const small = await cleanImage(pngWithMetadata(10, 20));
    expect([small.width, small.height]).toEqual([10, 20]);
  });

  it('should refuse other formats, whatever they are called, and broken images', async () => {
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(await rejection(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('format');
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('format');
    expect(await rejection(pngWithMetadata().subarray(0, 40))).toBe('format');
    expect(await rejection(Buffer.from([0xff, 0xd8, 0xff, 0x00]))).toBe('format');
    expect(await rejection(tinyWebp().subarray(0, 20))).toBe('format');
    const jpegAsPng = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(await rejection(Buffer.concat([pngWithMetadata().subarray(0, 8), jpegAsPng]))).toBe('format');
  });

  it('should refuse a canvas larger than 4096 pixels before decoding it', async () => {
    const png = pngWithMetadata();
    png.writeUInt32BE(100_000, 16);
    expect(await rejection(png)).toBe('dimensions');
  });
});
