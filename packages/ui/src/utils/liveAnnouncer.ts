/**
 * react-aria announces a pending Button by pointing its live region at the button's label
 * (`aria-labelledby`). When the page changes, the button is gone but the announcement stays,
 * naming nothing, which screen readers skip and axe reports (`role-img-alt`). Apps call this
 * after each navigation to drop announcements whose labels no longer exist.
 */
export function pruneStaleAnnouncements(doc: Document = document): void {
  for (const node of doc.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => doc.getElementById(id))) node.remove();
  }
}

/**
 * Keeps pruning as the page changes: react-aria adds an announcement a moment after the
 * button asked for it, which can be after the navigation that removed the button. Returns
 * a function that stops watching.
 */
export function watchStaleAnnouncements(doc: Document = document): () => void {
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      pruneStaleAnnouncements(doc);
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
