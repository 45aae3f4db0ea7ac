import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompiledMessages.ts';
import { reactAriaLocales } from './build/reactAriaLocales.ts';
import { reactAriaModules } from './build/reactAriaModules.ts';

// Chunking (bench/README.md, "What /login downloads"): left to itself Rolldown cut the
// entry's static imports into some 50 small shared chunks, and every chunk costs its import
// statements and a place in each lazy route's preload list. Four groups instead:
// - `framework`: React, ReactDOM, the scheduler and the router, which every page runs;
// - `initial`: everything else the entry imports statically (the tag `$initial`), in one chunk;
// - `signin`: the sign-in route's lazy modules (its layout, screen and loader) with everything
//   they import statically (`includeDependenciesRecursively`, on by default) that the two groups
//   above do not take: one chunk instead of some 40 small shared ones. Their own chunks remain
//   as two-line facades that keep their names. A signed-in page imports it too, for the form
//   fields and buttons it shares with sign-in (the sign-in screen's own code is some 2 kB of it).
// Lazy routes keep Rolldown's automatic chunking. The signed-in routes' map (their screens,
// loaders and the preload lists of their chunks: `src/routes/signedInRoutes.ts`) is a lazy
// module, not in the entry. Measured with `pnpm build && node scripts/check-size.mjs`: /login
// 202.2 → 186.4 kB brotli (91 → 46 files) with the first two groups, 178.6 → 168.3 kB
// (46 → 12 files) with `signin`, 165.8 kB with the map out of the entry; every signed-in
// route's own figure fell with `signin` (apps/console/src/layouts/DECISIONS.md).
// - `session`: the session's calls and the API client's checks (`src/app/sessionCalls.ts`,
//   `validation.ts` of packages/api-client) with zod and the contract's schemas they import, and
//   ofetch, which the client imports on its first call,
//   fetched on first need rather than with the sign-in page (packages/api-client/DECISIONS.md):
//   one chunk instead of a dozen, which cut the signed-in layout's figure by 2.2 kB.
const sessionModule =
  /[\\/](src[\\/]app[\\/]sessionCalls\.ts|packages[\\/]api-client[\\/]src[\\/]validation\.ts)$|node_modules[\\/]\.pnpm[\\/](ofetch|ufo|destr)@/;
const entryModule = /[\\/]src[\\/]main\.tsx$|index\.html$/;
const signInModule =
  /[\\/]src[\\/](layouts[\\/]AuthLayout\.tsx|features[\\/]auth[\\/](LoginScreen\.tsx|auth\.loader\.ts))$/;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), reactAriaLocales(), reactAriaModules(), precompiledMessages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The entry holds the name of every chunk and asset a lazy route may preload (Vite's
        // dependency map): shared chunks and assets named by their hash alone cut /login by
        // 1.6 kB brotli. A lazy module's own chunk keeps its name (SellersScreen-…, fr.sellers-…,
        // toastRegion-…), which the e2e tests and bench/size-sources.mjs look for.
        chunkFileNames: (chunk: { isDynamicEntry: boolean }) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/s-[hash].js',
        assetFileNames: 'assets/a-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router)@/,
              priority: 10,
            },
            {
              name: 'initial',
              // The entry module itself stays the entry chunk the manifest names.
              test: (id: string) => !entryModule.test(id),
              tags: ['$initial'],
              priority: 5,
            },
            {
              name: 'signin',
              test: signInModule,
              priority: 1,
            },
            {
              name: 'session',
              test: sessionModule,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
});
