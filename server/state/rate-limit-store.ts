import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ApiError, MESSAGES } from '../http/answer.js';
import type { StoreSpace } from './store.js';

// @fastify/rate-limit counting in the shared state store (Redis), so that a staff member's hourly
// limit is one limit across replicas. A store that cannot be reached refuses the request with 503
// (fail closed): a limit that cannot be counted is not waived.

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class SharedCounter implements FastifyRateLimitStore {
  constructor(
    private readonly space: StoreSpace,
    private readonly prefix: string,
  ) {}
  incr(key: string, callback: Callback, timeWindow: number): void {
    this.space.increment(this.prefix + key, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      () => callback(new ApiError(503, 'STATE_STORE_UNAVAILABLE', MESSAGES.stateUnavailable)),
    );
  }
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // At run time these are the merged limit settings (groupId, routeInfo), not what the types say.
    const merged = routeOptions as unknown as { groupId?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
    // A groupId already names the counter (the plugin appends it to the key): routes of one group share it.
    const route = merged.groupId ? '' : `${String(merged.routeInfo?.method)}${String(merged.routeInfo?.url)}|`;
    return new SharedCounter(this.space, route);
  }
}

/** The store class @fastify/rate-limit constructs, counting in `space`. */
export function sharedRateLimitStore(space: StoreSpace): FastifyRateLimitStoreCtor {
  return class extends SharedCounter {
    constructor() {
      super(space, '');
    }
  };
}
