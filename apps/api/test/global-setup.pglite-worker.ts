import type { TestProject } from 'vitest/node';
import setupPglite from './global-setup.pglite.ts';

/**
 * The migrated PGlite snapshot of the `api` project, opened by each test file on a worker
 * thread behind pglite-socket (EMBEDDED_DATABASE=pglite-worker): the same files, reached
 * through node-postgres.
 */
export default function setup(project: TestProject) {
  const provide: TestProject['provide'] = (key, value) =>
    project.provide(key, key === 'testDatabase' ? { ...value, worker: true } : value);
  return setupPglite({ provide } as TestProject);
}
