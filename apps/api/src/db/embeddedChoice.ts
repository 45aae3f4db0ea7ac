import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbeddedDatabase } from '../config.ts';
import { postgresBlocked } from './postgresCluster.ts';

export interface EmbeddedChoice {
  embedded: EmbeddedDatabase;
  /** Why the default is not the embedded PostgreSQL here: said once in the start's log. */
  notice?: string;
}

/**
 * The embedded database of a start without DATABASE_URL: EMBEDDED_DATABASE when set, else the
 * embedded PostgreSQL, which reaches the throughput goals PGlite does not (docs/decisions.md,
 * "The embedded database"), except where that would lose or hide data or cannot run:
 * - DATA_DIR holds a PGlite database and no PostgreSQL one: an install from before this
 *   default keeps its data (the two engines' files are not interchangeable);
 * - the machine refuses root the user namespace PostgreSQL runs in (postgresCluster.ts).
 */
export function chooseEmbeddedDatabase(config: {
  dataDir: string;
  embeddedDatabase: EmbeddedDatabase | undefined;
}): EmbeddedChoice {
  if (config.embeddedDatabase) return { embedded: config.embeddedDatabase };
  const pglite = join(config.dataDir, 'pglite');
  if (existsSync(pglite) && !existsSync(join(config.dataDir, 'postgres'))) {
    return {
      embedded: 'pglite',
      notice: `Keeping the PGlite database of ${pglite}. EMBEDDED_DATABASE=postgres starts the faster embedded PostgreSQL instead, on a new, empty database (the data is not copied).`,
    };
  }
  const blocked = postgresBlocked();
  if (blocked) {
    return {
      embedded: 'pglite',
      notice: `The embedded PostgreSQL cannot run here (${blocked}): using PGlite, in ${pglite}.`,
    };
  }
  return { embedded: 'postgres' };
}
