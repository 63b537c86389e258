import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';

// One BFF replica on the shared Redis (argv: upstream URL, Redis URL), as a process of its own.
const [upstreamUrl, redisUrl] = process.argv.slice(2) as [string, string];
const bff = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: 'bench:' }), upstreamUrl, logger: false, demo: true });
await bff.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ bff: `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}` });
process.on('SIGTERM', () => process.exit(0));
