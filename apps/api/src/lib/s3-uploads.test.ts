import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3.ts';
import { pngWithMetadata } from '../../test/images.ts';
import { loadConfig } from '../config.ts';
import { cleanImage } from './images.ts';
import { createS3UploadStore, S3Error, type S3Config } from './s3-uploads.ts';

describe('S3 upload store', () => {
  let s3: FakeS3;
  let config: S3Config;

  beforeAll(async () => {
    s3 = await startFakeS3();
    config = { ...s3, retries: 0 };
  });
  afterAll(async () => s3.close());

  it('should put, read and delete an image under uploads/, signed with SigV4', async () => {
    const store = createS3UploadStore(config);
    const image = await cleanImage(pngWithMetadata());
    const url = await store.saveImage(image);
    const name = url.replace('/api/uploads/', '');
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(s3.objects.get(`uploads/${name}`)).toEqual({ body: image.bytes, contentType: 'image/png' });

    const read = await store.read(name);
    if (!read) throw new Error('the image was not stored');
    expect(read.size).toBe(image.bytes.length);
    expect((await buffer(read.body)).equals(image.bytes)).toBe(true);

    await store.remove(url);
    expect(s3.objects.has(`uploads/${name}`)).toBe(false);
    expect(await store.read(name)).toBeUndefined();
  });

  it('should ignore what is not one of its uploads', async () => {
    const store = createS3UploadStore(config);
    const before = s3.requests.length;
    await store.remove('https://lh3.googleusercontent.com/a/photo.jpg');
    await store.remove(null);
    expect(await store.read('../secret.png')).toBeUndefined();
    expect(s3.requests.length).toBe(before);
  });

  it('should report S3 errors with their code, and retry a 5xx when asked', async () => {
    const image = await cleanImage(pngWithMetadata());
    const wrongSecret = createS3UploadStore({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.saveImage(image)).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const wrongKey = createS3UploadStore({ ...config, accessKeyId: 'AKIAOTHER' });
    await expect(wrongKey.saveImage(image)).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    const noBucket = createS3UploadStore({ ...config, bucket: 'missing' });
    await expect(noBucket.saveImage(image)).rejects.toBeInstanceOf(S3Error);

    s3.failNext(1);
    await expect(createS3UploadStore(config).saveImage(image)).rejects.toMatchObject({ code: 'InternalError' });
    s3.failNext(1);
    const patient = createS3UploadStore({ ...config, retries: 2 });
    expect(await patient.saveImage(image)).toMatch(/\.png$/);
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: '/tmp/starcrew-config-s3', COOKIE_SECRET: 'x'.repeat(32) };

  it('should keep uploads on disk without S3_BUCKET', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('should read the bucket, defaulting to AWS in the region', () => {
    const keys = { S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...base, ...keys, S3_REGION: 'eu-west-3' }).s3).toEqual({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'pics',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'eu-west-3',
    });
    expect(loadConfig({ ...base, ...keys, S3_ENDPOINT: 'http://minio:9000' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
    });
  });

  it('should refuse a bucket without its keys', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'pics' })).toThrow(/S3_ACCESS_KEY_ID: required with S3_BUCKET/);
  });
});
