import { ID_CACHE_TTL_MS } from '../../../../shared/domain/constants';
import { createMemoryStorage, createSignedCache, type KeyValueStorage, type SignedCache } from '../../../../shared/domain/signed-cache';

// Id caches in localStorage as signed entries (spec 000 §3, §5): taskId → encrypted task id
// under wx_taskidCache, certificate number → encrypted value under wx_IDNumberCache. Entries
// live 30 minutes; a tampered or expired one is deleted and reads as missing.

const SALT = 'wecom-staff-app/id-cache';

function localStore(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) return storage;
  } catch {
    // private mode or storage disabled: fall through
  }
  return createMemoryStorage(); // the cache then lives for the page
}

export function idCache(prefix: string, storage: KeyValueStorage = localStore()): SignedCache {
  return createSignedCache({ storage, salt: SALT, prefix: `${prefix}:`, defaultTtlMs: ID_CACHE_TTL_MS });
}

