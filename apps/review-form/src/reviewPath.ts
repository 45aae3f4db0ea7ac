/** Which location and which collection code a review link names: `/reviews/{locationId}/{code}`. */
export interface ReviewTarget {
  locationId: string;
  code: string;
}

export function parseReviewPath(pathname: string): ReviewTarget | null {
  const match = /^\/reviews\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { locationId: decodeURIComponent(match[1]), code: decodeURIComponent(match[2]) };
}
