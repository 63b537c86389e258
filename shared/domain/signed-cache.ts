// Signed local-cache entries (spec 000 §5): each entry carries a SHA-1 signature and an expiry;
// a mismatched signature or an expired entry is deleted and nothing is returned; a blank or null
// valid time never expires. The signature detects hand-edited or stale-format entries in
// localStorage, so the client never trusts a tampered cached id; the salt keeps it app-specific.
import { LOCAL_CACHE_TTL_MS } from './constants';
import { sha1 } from './sha1';

/** The part of Web Storage the cache needs: window.localStorage fits, and so does a Map wrapper. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What is stored under a key, as JSON. expireTime is epoch ms; null or '' means never. */
export interface SignedEntry {
  value: unknown;
  expireTime: number | null | '';
  sign: string;
}

export interface SignedCacheOptions {
  storage: KeyValueStorage;
  /** Mixed into every signature. */
  salt: string;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  /** Validity when set() is given none; defaults to LOCAL_CACHE_TTL_MS (30 minutes). */
  defaultTtlMs?: number;
  /** Prepended to every key, to keep several caches apart in one storage. */
  prefix?: string;
}

export interface SignedCache {
  /** The value, or null when missing, expired, unsigned, tampered or unreadable (the last four are deleted). */
  get<T = unknown>(key: string): T | null;
  /**
   * Stores a JSON-serialisable value. ttlMs: omitted → the default validity; null or '' → never
   * expires. Returns false when the storage refused the write (quota, private mode).
   */
  set(key: string, value: unknown, ttlMs?: number | null | ''): boolean;
  remove(key: string): void;
}

/** The signature of an entry: SHA-1 over the key, expiry, value JSON and salt. */
export function signEntry(key: string, valueJson: string, expireTime: number | null | '', salt: string): string {
  return sha1(`${key}\n${expireTime === null ? '' : expireTime}\n${valueJson}\n${salt}`);
}

function isNeverExpiring(expireTime: unknown): boolean {
  return expireTime === null || expireTime === undefined || (typeof expireTime === 'string' && expireTime.trim() === '');
}

export function createSignedCache(options: SignedCacheOptions): SignedCache {
  const { storage, salt } = options;
  const now = options.now ?? (() => Date.now());
  const defaultTtl = options.defaultTtlMs ?? LOCAL_CACHE_TTL_MS;
  const prefix = options.prefix ?? '';

  function drop(storageKey: string): null {
    try {
      storage.removeItem(storageKey);
    } catch {
      // A storage that cannot delete cannot serve the entry either; nothing more to do.
    }
    return null;
  }

  return {
    get<T = unknown>(key: string): T | null {
      const storageKey = prefix + key;
      let raw: string | null;
      try {
        raw = storage.getItem(storageKey);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let entry: Partial<SignedEntry>;
      try {
        entry = JSON.parse(raw) as Partial<SignedEntry>;
      } catch {
        return drop(storageKey);
      }
      if (typeof entry !== 'object' || entry === null || typeof entry.sign !== 'string' || !('value' in entry)) {
        return drop(storageKey);
      }
      const never = isNeverExpiring(entry.expireTime);
      if (!never && typeof entry.expireTime !== 'number') return drop(storageKey);
      const expireTime = never ? null : (entry.expireTime as number);
      const expected = signEntry(key, JSON.stringify(entry.value), expireTime, salt);
      if (expected !== entry.sign) return drop(storageKey);
      if (expireTime !== null && now() >= expireTime) return drop(storageKey);
      return entry.value as T;
    },

    set(key: string, value: unknown, ttlMs?: number | null | ''): boolean {
      const ttl = ttlMs === undefined ? defaultTtl : ttlMs;
      const expireTime = isNeverExpiring(ttl) ? null : now() + Number(ttl);
      const valueJson = JSON.stringify(value ?? null);
      const entry: SignedEntry = {
        value: JSON.parse(valueJson) as unknown,
        expireTime,
        sign: signEntry(key, valueJson, expireTime, salt),
      };
      try {
        storage.setItem(prefix + key, JSON.stringify(entry));
        return true;
      } catch {
        return false;
      }
    },

    remove(key: string): void {
      drop(prefix + key);
    },
  };
}

/** An in-memory KeyValueStorage, for tests and for environments without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly size: number; keys(): string[] } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
    keys: () => [...map.keys()],
  };
}
