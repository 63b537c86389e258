import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), upstreamUrl: 'http://127.0.0.1:9', logger: false, demo: true });
await app.ready();
const out = app.printRoutes({ commonPrefix: false, includeHooks: true, includeMeta: false });
const lines = out.split('\n'); const i = lines.findIndex(l => l.includes('queryAppConfig'));
console.log(lines.slice(i, i + 25).join('\n'));
await app.close();
