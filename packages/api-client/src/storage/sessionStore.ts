import type { SessionData } from '@starcrew/contract';
import { loadValidation } from '../loadValidation.ts';

/** The local-storage keys of spec section 3: the console persists exactly these. */
export const storageKeys = {
  user: 'user',
  token: 'token',
  permissions: 'permissions',
  roles: 'roles',
  emailVerified: 'emailVerified',
  otpStoreData: 'otpStoreData',
  /** The working location (the console's location selector), session data too. */
  selectedLocation: 'selectedLocation',
  language: 'app-lang',
} as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  /**
   * The stored session, or null when absent or no longer of the contract's shape. Checked with
   * the contract's `sessionDataSchema`, loaded on first need: without a stored token it answers
   * null at once and loads nothing. Rejects only when that check cannot be fetched.
   */
  read(): Promise<SessionData | null>;
  write(data: SessionData): void;
  /** Removes the session keys (spec section 4); the language stays, being a preference and not session data. */
  clear(): void;
  token(): string | null;
  language(): string | null;
  setLanguage(language: string): void;
  /** The e-mail verification screen's state (spec section 3), opaque to this package. */
  otpData(): unknown;
  setOtpData(value: unknown): void;
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null; // written by an older build or by hand: treated as absent
  }
}

const sessionKeys = [
  'user',
  'token',
  'permissions',
  'roles',
  'emailVerified',
  'otpStoreData',
  'selectedLocation',
] as const;

/** Token and language are stored as plain strings, the rest as JSON. */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  return {
    async read() {
      const token = storage.getItem(storageKeys.token);
      // No token, no session: nothing to check, so nothing to load (the sign-in page's case).
      if (!token) return null;
      const { sessionDataSchema } = await loadValidation();
      const result = sessionDataSchema.safeParse({
        user: parse(storage.getItem(storageKeys.user)),
        access_token: token,
        permissions: parse(storage.getItem(storageKeys.permissions)),
        roles: parse(storage.getItem(storageKeys.roles)),
      });
      return result.success && result.data.access_token ? result.data : null;
    },
    write(data) {
      storage.setItem(storageKeys.user, JSON.stringify(data.user));
      storage.setItem(storageKeys.token, data.access_token);
      storage.setItem(storageKeys.permissions, JSON.stringify(data.permissions));
      storage.setItem(storageKeys.roles, JSON.stringify(data.roles));
      storage.setItem(storageKeys.emailVerified, JSON.stringify(data.user.email_verified_at !== null));
    },
    clear() {
      for (const key of sessionKeys) storage.removeItem(storageKeys[key]);
    },
    token: () => storage.getItem(storageKeys.token) || null,
    language: () => storage.getItem(storageKeys.language) || null,
    setLanguage: (language) => storage.setItem(storageKeys.language, language),
    otpData: () => parse(storage.getItem(storageKeys.otpStoreData)),
    setOtpData: (value) => storage.setItem(storageKeys.otpStoreData, JSON.stringify(value)),
  };
}

/** A Storage in memory: for tests, and where no localStorage exists (Node, private modes). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
