/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (a secure
 * context with permission), else the old `execCommand('copy')` on a hidden textarea, which
 * still works in embedded and non-secure pages. Resolves false when both fail.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard && doc.defaultView.isSecureContext) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  const previous = doc.activeElement as HTMLElement | null;
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
