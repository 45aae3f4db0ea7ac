/**
 * A link into the product, as emails carry it: the configured public URL (PUBLIC_URL,
 * config.ts), then a console path and its query. Every link in an email is built here, so
 * none can point elsewhere (issue 19, item 11: reset links pointed to localhost:8080).
 */
export function publicLink(publicUrl: string, path: `/${string}`, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
