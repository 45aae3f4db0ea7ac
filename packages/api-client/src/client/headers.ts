/** The cookie Laravel-style servers set and expect back as `X-XSRF-TOKEN` (spec section 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A cookie's value from a `document.cookie`-style string, URI-decoded. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key?.trim() !== name) continue;
    const value = rest.join('=').trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // a malformed escape: send it as it came
    }
  }
  return null;
}

export const browserCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);
