/** The page's entry script, which names its build (`/assets/index-<hash>.js`; `/src/main.tsx` in dev). */
function entryOf(page: Document): string | null {
  return page.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * Whether the server now serves another build than the one running: its page names another
 * entry script. A deploy replaces the files the running build's lazy chunks are in, so none of
 * them can be fetched any more, and only a reload (the new page, naming the new files) brings
 * them. False when the server serves the same build or cannot be asked (offline): trying the
 * same files again may then work.
 */
export async function isNewBuildServed(
  fetchPage: () => Promise<Response> = () => fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } }),
): Promise<boolean> {
  const running = entryOf(document);
  try {
    const answer = await fetchPage();
    if (!answer.ok) return false;
    const served = entryOf(new DOMParser().parseFromString(await answer.text(), 'text/html'));
    return running !== null && served !== null && served !== running;
  } catch {
    return false;
  }
}
