/**
 * Where the sandbox keeps its state. The server backs it with a database table (key,
 * JSON value) so several instances share one sandbox; tests use the in-memory one.
 * Values are plain JSON: no Dates, no class instances.
 */
export interface SandboxPaymentsStore {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
}

export function createInMemorySandboxStore(): SandboxPaymentsStore & { entries: Map<string, string> } {
  // Serialised on the way in and out, so a caller mutating a value cannot change the store
  // behind its back: the same guarantee a database gives.
  const entries = new Map<string, string>();
  return {
    entries,
    async get<T>(key: string) {
      const raw = entries.get(key);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
    async put<T>(key: string, value: T) {
      entries.set(key, JSON.stringify(value));
    },
  };
}
