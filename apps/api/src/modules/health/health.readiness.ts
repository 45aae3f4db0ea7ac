/** How long a successful database check answers readiness probes (apps/api/DECISIONS.md, "Health"). */
export const READINESS_TTL_MS = 1000;

/**
 * Readiness from a recent check: `check` (a round trip to the database) runs at most once per
 * `ttlMs` while it succeeds. A success is reused by every probe that arrives within `ttlMs` of
 * the moment it was sent; a failure is never reused, so the next probe checks again, and the
 * route turns ready as soon as the database answers. Probes that arrive while a check is under
 * way share it, whether it succeeds or fails. `now` is the app's clock (tests move it).
 */
export function createReadinessCheck(
  check: () => Promise<unknown>,
  now: () => Date,
  ttlMs: number = READINESS_TTL_MS,
): () => Promise<void> | undefined {
  /** When the last successful check was sent (ms); undefined after a failure. */
  let okSince: number | undefined;
  let inFlight: Promise<void> | undefined;
  const fresh = (at: number) => okSince !== undefined && at >= okSince && at - okSince < ttlMs;

  return () => {
    const at = now().getTime();
    // No promise on the common path: the route awaits nothing when the last check is fresh.
    if (fresh(at)) return undefined;
    inFlight ??= check().then(
      () => {
        okSince = at;
        inFlight = undefined;
      },
      (error: unknown) => {
        okSince = undefined;
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
