/**
 * An answer held back until a test step lets it go: a mocked response awaits `released`, and
 * the test calls `release()` when it wants the answer to arrive (an MSW handler in a story, a
 * `page.route` in an end-to-end test). Dependency-free, so Node (Playwright) and the browser
 * (Storybook) both import it; `@starcrew/ui/testing` itself carries React and styles.
 */
export function held(): { released: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release: () => release() };
}
