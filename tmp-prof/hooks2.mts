import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), upstreamUrl: 'http://127.0.0.1:9', logger: false, demo: true });
app.addHook('onRoute', () => {});
await app.ready();
const res = await app.inject({ method: 'GET', url: '/api/queryAppConfig?comId=44000000' });
const syms = Object.getOwnPropertySymbols((app as any));
// find route context via find-my-way
const r = (app as any)[syms.find(s => String(s) === 'Symbol(fastify.children)')!];
const found = (app as any).findRoute?.({ method: 'GET', url: '/api/queryAppConfig' });
console.log(Object.keys(found ?? {}));
