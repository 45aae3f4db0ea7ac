import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { newUploadName, UPLOAD_NAME, uploadNameOf, UPLOADS_PREFIX, type UploadStore } from './uploads.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Scaleway, OVH, Garage…). */
export interface S3Config {
  /** Base URL of the service, e.g. https://s3.eu-west-3.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region (`auto` for R2). */
  region: string;
  /** Folder inside the bucket. @default 'uploads/' */
  prefix?: string;
  /** Retries of a 5xx/429 answer, with backoff (aws4fetch). @default 2 */
  retries?: number;
}

/** An S3 answer that is neither success nor "no such key": its status and S3 error code. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    what: string,
  ) {
    super(`S3 ${what} failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'S3Error';
  }
}

/**
 * Uploads in a bucket, signed with SigV4 by aws4fetch. Path-style URLs
 * (`endpoint/bucket/key`), which every S3-compatible service accepts. Objects stay private:
 * the API reads them and serves them at the same `/api/uploads/<name>` as the disk store.
 */
export function createS3UploadStore(config: S3Config): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: config.retries ?? 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/`;
  const prefix = config.prefix ?? 'uploads/';
  const objectUrl = (name: string) => `${base}${prefix}${name}`;

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new S3Error(response.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1], what);
  }

  return {
    async saveImage(image) {
      const name = newUploadName(image);
      const response = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: image.bytes,
        headers: { 'content-type': image.mediaType, 'content-length': String(image.bytes.length) },
      });
      if (!response.ok) await fail(response, 'PUT');
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      const name = uploadNameOf(url);
      if (!name) return;
      const response = await client.fetch(objectUrl(name), { method: 'DELETE' });
      // S3 answers 204 whether the key existed or not; some compatibles answer 404.
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE');
    },
    async read(name) {
      if (!UPLOAD_NAME.test(name)) return undefined;
      const response = await client.fetch(objectUrl(name), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) return fail(response, 'GET');
      const length = Number(response.headers.get('content-length'));
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        size: Number.isFinite(length) && length > 0 ? length : undefined,
      };
    },
  };
}
