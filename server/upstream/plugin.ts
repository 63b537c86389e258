import fp from 'fastify-plugin';
import { createCaches, type Caches } from './caches.js';
import { OutboundUrlPolicy } from './outbound-urls.js';
import { Upstream } from './upstream.js';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
    caches: Caches;
  }
}

// One Upstream (and one set of caches) per app, on the app's pooled agent.
export const upstreamPlugin = fp(async function upstream(app) {
  const caches = createCaches(app.metrics.cacheEvents, app.store);
  app.decorate('caches', caches);
  app.decorate(
    'upstream',
    new Upstream({
      baseUrl: app.upstreamUrl,
      dispatcher: app.upstreamAgent,
      metrics: app.metrics,
      caches,
      outboundUrls: new OutboundUrlPolicy(app.config.outboundUrlHosts),
      tracer: app.tracer,
    }),
  );
});
