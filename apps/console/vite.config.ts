import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactAriaLocales } from './build/reactAriaLocales.ts';

// The console is served by the API server in production; in development Vite serves it and
// forwards /api to the server started by `pnpm dev`.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), reactAriaLocales()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
});
