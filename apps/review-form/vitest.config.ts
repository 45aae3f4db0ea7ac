import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'review-form', environment: 'node', include: ['src/**/*.test.ts'] },
});
