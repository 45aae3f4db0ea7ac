import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseEmbeddedDatabase } from './embeddedChoice.ts';
import { postgresBlocked } from './postgresCluster.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'starcrew-embedded-choice-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const blocked = postgresBlocked();

describe('the embedded database of a start without DATABASE_URL', () => {
  it.runIf(!blocked)('should be the embedded PostgreSQL for a new DATA_DIR, with nothing to say', () => {
    expect(chooseEmbeddedDatabase({ dataDir, embeddedDatabase: undefined })).toEqual({ embedded: 'postgres' });
  });

  it.runIf(blocked)('should be PGlite, and say why, where root may not have a user namespace', () => {
    const choice = chooseEmbeddedDatabase({ dataDir, embeddedDatabase: undefined });
    expect(choice.embedded).toBe('pglite');
    expect(choice.notice).toContain('cannot run here');
  });

  it('should keep the PGlite database of an earlier install, and say how to change', () => {
    mkdirSync(join(dataDir, 'pglite'));
    const choice = chooseEmbeddedDatabase({ dataDir, embeddedDatabase: undefined });
    expect(choice.embedded).toBe('pglite');
    expect(choice.notice).toContain(`Keeping the PGlite database of ${join(dataDir, 'pglite')}`);
    expect(choice.notice).toContain('EMBEDDED_DATABASE=postgres');
  });

  it.runIf(!blocked)(
    'should keep the embedded PostgreSQL once it holds the data, beside an older PGlite folder',
    () => {
      mkdirSync(join(dataDir, 'pglite'));
      mkdirSync(join(dataDir, 'postgres'));
      expect(chooseEmbeddedDatabase({ dataDir, embeddedDatabase: undefined })).toEqual({ embedded: 'postgres' });
    },
  );

  it('should be EMBEDDED_DATABASE when set, whatever DATA_DIR holds', () => {
    mkdirSync(join(dataDir, 'pglite'));
    expect(chooseEmbeddedDatabase({ dataDir, embeddedDatabase: 'postgres' })).toEqual({ embedded: 'postgres' });
    expect(chooseEmbeddedDatabase({ dataDir, embeddedDatabase: 'pglite-worker' })).toEqual({
      embedded: 'pglite-worker',
    });
  });
});
