import type { AddressInfo } from 'node:net';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';

// In one process: the BFF, a bare @fastify/http-proxy hop to the same upstream, and a bare
// Fastify route answering a config-sized JSON — the baselines the BFF is compared against.
const upstreamUrl = process.argv[2]!;
const listen = async (app: { listen: (o: object) => Promise<string>; server: { address(): unknown } }) => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

const bff = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), upstreamUrl, logger: false, demo: true });
const bare = Fastify({ logger: false });
await bare.register(proxy, { upstream: upstreamUrl, prefix: '/wecom', rewritePrefix: '/wecom' });
const config = { wecomComId: 'ww0123456789abcdef', userComId: '44000000', vehicleUrl: 'https://vehicle.example.com/', frontUrl: 'https://front.example.com/app' };
bare.get('/bare/config', async () => ({ ok: true, data: config }));

process.send?.({ bff: await listen(bff), bare: await listen(bare) });
// The CPU time this process has used (µs, user + system), asked before and after each measurement:
// the servers' own cost per request, whatever else the machine runs.
process.on('message', (m) => {
  if (m !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  process.send?.({ cpu: user + system });
});
process.on('SIGTERM', () => process.exit(0));
