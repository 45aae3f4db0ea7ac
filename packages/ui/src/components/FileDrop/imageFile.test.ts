import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES, sniffImageType } from './imageFile.ts';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const webp = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const file = (bytes: number[], type: string, size = bytes.length) =>
  new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], 'avatar', { type });

describe('sniffImageType', () => {
  it('should recognise PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(png))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(jpeg))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(webp))).toBe('image/webp');
  });

  it('should reject other files, GIF and a RIFF that is not WebP', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('should accept a real image of at most 2 MB', async () => {
    await expect(checkImageFile(file(png, 'image/png', IMAGE_MAX_BYTES))).resolves.toBeNull();
    await expect(checkImageFile(file(webp, 'image/webp'))).resolves.toBeNull();
  });

  it('should refuse a file over 2 MB', async () => {
    await expect(checkImageFile(file(jpeg, 'image/jpeg', IMAGE_MAX_BYTES + 1))).resolves.toBe('tooLarge');
  });

  it('should refuse a type outside the list, and a file whose bytes contradict its type', async () => {
    await expect(checkImageFile(file(png, 'image/gif'))).resolves.toBe('wrongType');
    await expect(checkImageFile(file([0x3c, 0x73, 0x76, 0x67], 'image/png'))).resolves.toBe('wrongType');
    await expect(checkImageFile(file(jpeg, 'image/png'))).resolves.toBe('wrongType');
  });
});
