import { defineProject } from 'vitest/config';

/** The console's logic that runs without a browser; its screens are tested as stories and end to end. */
export default defineProject({
  test: { name: 'console', environment: 'jsdom', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});
