import { defineConfig } from 'drizzle-kit';

// One migrations folder for both engines: generated for PostgreSQL, applied to PGlite and to
// a PostgreSQL 15 server alike (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
