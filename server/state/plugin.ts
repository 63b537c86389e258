import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EmbeddedStore } from './embedded-store.js';
import { RedisStore } from './redis-store.js';
import type { StateStore } from './store.js';
import { tracedStore } from '../tracing.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The state shared by replicas: embedded by default, Redis with REDIS_URL. */
    store: StateStore;
  }
}

/** How long the start waits for Redis: after that the BFF serves anyway (and /readyz says 503). */
const FIRST_CONNECT_WAIT_MS = 2000;

export const statePlugin = fp(async function state(app: FastifyInstance, opts: { now?: (() => number) | undefined }) {
  const { redisUrl, redisKeyPrefix, redisTlsCaFile } = app.config;
  let store: StateStore;
  if (redisUrl) {
    const redis = new RedisStore({ url: redisUrl, keyPrefix: redisKeyPrefix, tlsCaFile: redisTlsCaFile });
    // One line per change of state (not per failed reconnect): ops see when shared state was away.
    let lost = false;
    redis.redis.on('ready', () => {
      if (lost) app.log.info('redis state store reconnected');
      lost = false;
    });
    redis.redis.on('close', () => {
      if (!lost) app.log.warn('redis state store connection lost: login ids, idempotency keys and rate limits answer 503 until it is back');
      lost = true;
    });
    await redis.connected(FIRST_CONNECT_WAIT_MS);
    if (redis.redis.status !== 'ready') app.log.warn('redis state store not reachable at start: serving anyway; /readyz answers 503 until it is');
    store = redis;
  } else {
    store = new EmbeddedStore(opts.now);
  }
  // With tracing on, each Redis command is a span (server/tracing.ts).
  app.decorate('store', app.tracer && store.kind === 'redis' ? tracedStore(store, app.tracer) : store);
  app.addHook('onClose', async () => {
    await store.close();
  });
});
