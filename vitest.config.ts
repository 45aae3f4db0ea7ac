import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace: each package or app declares its own project in
 * its `vitest.config.ts`; Storybook's stories run as the `storybook` project.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', '.storybook/vitest.config.ts'],
    onUnhandledError: isActQueueReentry,
  },
});

/**
 * Storybook wraps every story's render and events in React's act(). When a screen navigates
 * while an external store (the session actor) updates, act's queue can re-enter a render it
 * is already flushing, and React throws "Should not already be working" from flushActQueue
 * after the story's assertions passed. It happens only under act: the same flows pass in
 * e2e against the real app. Exactly that error is not counted (an option of the root config
 * only); any other unhandled error still fails the run.
 */
function isActQueueReentry(error: Error & { stacks?: { method?: string }[] }): false | void {
  const fromActQueue =
    String(error.stack ?? '').includes('flushActQueue') ||
    (error.stacks ?? []).some((f) => f.method === 'flushActQueue');
  if (error.message?.includes('Should not already be working') && fromActQueue) return false;
}
