/** Set once per page so that a chunk that keeps failing does not reload in a loop. */
const RELOADED_KEY = 'starcrew:preload-reloaded';

/**
 * A lazy route whose chunk fails to load (a deploy replaced it) raises Vite's
 * `vite:preloadError`; spec section 4 names it the preload-error event. We reload once to
 * fetch the new build; if it fails again the error is thrown to the route's error page.
 */
export function installPreloadErrorHandler() {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  });
  // Forget the reload once the new build has been running for a while. Installed once the
  // stored session is known (main.tsx), which may be after the page's load event.
  const forget = () => setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000);
  if (document.readyState === 'complete') forget();
  else window.addEventListener('load', forget);
}
