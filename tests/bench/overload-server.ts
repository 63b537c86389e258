import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';

// The BFF alone in its process for `npm run bench:overload`, its SHED_* settings from the environment.
const upstreamUrl = process.argv[2]!;
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('SHED_')));
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', ...env }), upstreamUrl, logger: false, demo: true });
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('SIGTERM', () => process.exit(0));
