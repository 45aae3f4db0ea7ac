import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/** Unit tests of `ui` that need no real browser: the public API, token contrast, validation. */
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    css: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
