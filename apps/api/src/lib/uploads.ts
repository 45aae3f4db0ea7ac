import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CleanImage } from './images.ts';

/** Public path of the uploads (served by the uploads route). */
export const UPLOADS_PREFIX = '/api/uploads/';
/** Stored names are random UUIDs: unguessable, and never a path the client chose. */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

export interface UploadStore {
  /** Stores a cleaned image; returns the URL path it is served at. */
  saveImage(image: CleanImage): Promise<string>;
  /** Removes an upload by its URL path; ignores URLs that are not ours (a Google picture). */
  remove(url: string | null | undefined): Promise<void>;
  dir: string;
}

/** Uploads as files under DATA_DIR/uploads. */
export function createDiskUploadStore(dir: string): UploadStore {
  return {
    dir,
    async saveImage(image) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${image.extension}`;
      await writeFile(join(dir, name), image.bytes, { mode: 0o644 });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url?.startsWith(UPLOADS_PREFIX)) return;
      const name = url.slice(UPLOADS_PREFIX.length);
      if (!UPLOAD_NAME.test(name)) return;
      await rm(join(dir, name), { force: true });
    },
  };
}
