import { userResponseSchema } from '@starcrew/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { bearer, createUser, signIn } from '../../../test/fixtures.ts';
import { jpegWithOrientation, multipart } from '../../../test/images.ts';

let t: TestApp;
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ s3: { ...s3, retries: 0 } });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function upload(token: string, content: Buffer) {
  const body = multipart('image', 'photo.jpg', 'image/jpeg', content);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/update-image',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
  return userResponseSchema.parse(response.json()).data.image ?? '';
}

describe('uploads in an S3 bucket', () => {
  it('should store the picture in the bucket, serve it at the same URL and delete the replaced one', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const first = await upload(token, jpegWithOrientation());
    const key = `uploads/${first.replace('/api/uploads/', '')}`;
    expect(first).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(s3.objects.get(key)?.contentType).toBe('image/jpeg');

    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(s3.objects.get(key)?.body ?? Buffer.alloc(0))).toBe(true);

    await upload(token, jpegWithOrientation());
    expect(s3.objects.has(key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('should answer 404 for names that are not uploads, without asking the bucket', async () => {
    const before = s3.requests.length;
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/..%2Fsecret.png' })).statusCode).toBe(404);
    expect(s3.requests.length).toBe(before);
  });
});
