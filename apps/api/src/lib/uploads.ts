import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { CleanImage } from './images.ts';

/** Public path of the uploads (served by the uploads route). */
export const UPLOADS_PREFIX = '/api/uploads/';
/** Stored names are random UUIDs: unguessable, and never a path the client chose. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** An upload ready to be streamed to a client. */
export interface StoredUpload {
  body: Readable;
  /** Bytes, when the store knows them (Content-Length). */
  size: number | undefined;
}

/**
 * Where uploaded images live: files under DATA_DIR/uploads, or an S3-compatible bucket
 * (s3-uploads.ts). Either way they are served by the API at `/api/uploads/<name>`, so
 * URLs, the CSP and the bucket's privacy do not depend on the store.
 */
export interface UploadStore {
  /** Stores a cleaned image; returns the URL path it is served at. */
  saveImage(image: CleanImage): Promise<string>;
  /** Removes an upload by its URL path; ignores URLs that are not ours (a Google picture). */
  remove(url: string | null | undefined): Promise<void>;
  /** An upload by its stored name (checked against UPLOAD_NAME); undefined when absent. */
  read(name: string): Promise<StoredUpload | undefined>;
}

/** A fresh stored name for an image. */
export const newUploadName = (image: CleanImage): string => `${randomUUID()}.${image.extension}`;

/** The stored name of one of our upload URLs; undefined for any other URL. */
export function uploadNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : undefined;
}

/** Uploads as files under DATA_DIR/uploads. */
export function createDiskUploadStore(dir: string): UploadStore {
  return {
    async saveImage(image) {
      await mkdir(dir, { recursive: true });
      const name = newUploadName(image);
      await writeFile(join(dir, name), image.bytes, { mode: 0o644 });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      const name = uploadNameOf(url);
      if (name) await rm(join(dir, name), { force: true });
    },
    async read(name) {
      if (!UPLOAD_NAME.test(name)) return undefined;
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
  };
}
