import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { decodedTokenCount } from '../../server/session/token.js';
import type { EmbeddedStore } from '../../server/state/embedded-store.js';

// The BFF alone in its own process (run with --expose-gc), so its memory is measured apart from
// the load generator and the demo upstream. On 'sample' it collects garbage and reports its RSS,
// heap and cache sizes.
const upstreamUrl = process.argv[2]!;
// TRUST_PROXY names loopback as the proxy in front: the PC-login flood comes "from" many addresses
// (X-Forwarded-For), as a botnet's would, so the per-address limit alone cannot hold it back.
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', UPSTREAM_URL: upstreamUrl, PUBLIC_URL: 'http://127.0.0.1', ALLOW_UNVERIFIED_TOKENS: 'true', AUDIT_LOG: 'off', TRUST_PROXY: '127.0.0.1' }),
  upstreamUrl,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message !== 'sample') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const caches = Object.fromEntries(Object.entries(app.caches).map(([name, cache]) => [name, cache.size]));
  // The state spaces the floods aim at (embedded store: these calls return the existing spaces).
  const store = app.store as EmbeddedStore;
  const idem = store.space('idempotency', 0);
  const state = { idempotencyKeys: idem.size, idempotencyMB: Math.round((idem.bytes / 1024 / 1024) * 10) / 10, pcLogins: store.space('pc-login', 0).size };
  process.send?.({ rss, heapUsed, caches: { ...caches, decodedTokens: decodedTokenCount() }, state });
});
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('SIGTERM', () => process.exit(0));
