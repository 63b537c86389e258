import Fastify, { type FastifyInstance } from 'fastify';

// The demo upstream: a stand-in for the insurer's API with seeded data, started in-process on a
// loopback port by the entry point (when UPSTREAM_URL is unset) and by the tests. BFF code never
// imports this file.

export interface DemoUpstream {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function buildDemoUpstream(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ status: 0, statusText: 'demo upstream', data: { name: 'demo-upstream' } }));
  return app;
}

export async function startDemoUpstream(port = 0): Promise<DemoUpstream> {
  const app = await buildDemoUpstream();
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, url: `http://127.0.0.1:${actualPort}`, close: () => app.close() };
}
