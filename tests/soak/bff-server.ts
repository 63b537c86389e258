import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { decodedTokenCount } from '../../server/session/token.js';

// The BFF alone in its own process (run with --expose-gc), so its memory is measured apart from
// the load generator and the demo upstream. On 'sample' it collects garbage and reports its RSS,
// heap and cache sizes.
const upstreamUrl = process.argv[2]!;
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', UPSTREAM_URL: upstreamUrl, PUBLIC_URL: 'http://127.0.0.1', ALLOW_UNVERIFIED_TOKENS: 'true', AUDIT_LOG: 'off' }), upstreamUrl, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message !== 'sample') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const caches = Object.fromEntries(Object.entries(app.caches).map(([name, cache]) => [name, cache.size]));
  process.send?.({ rss, heapUsed, caches: { ...caches, decodedTokens: decodedTokenCount() } });
});
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('SIGTERM', () => process.exit(0));
