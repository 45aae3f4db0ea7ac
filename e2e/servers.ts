/**
 * The e2e run's API servers: one per Playwright worker, each on its own port and its own
 * embedded database, so specs running side by side never see each other's data (each server
 * seeds its own demo organization). Worker N talks to `basePort + N`.
 */
export const basePort = Number(process.env.E2E_PORT ?? 18080);

// Two on two cores: a spec spends most of its time waiting on the browser and the network, and
// a second worker with a server of its own fills that time (the run took 195 s with one).
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);

export function serverURL(parallelIndex: number): string {
  return `http://127.0.0.1:${basePort + parallelIndex}`;
}
