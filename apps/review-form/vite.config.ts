import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API server under /reviews/, the public path customers open from a QR code.
export default defineConfig({
  base: '/reviews/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { port: 5174, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
});
