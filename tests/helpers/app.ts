import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';

export interface TestStack {
  app: FastifyInstance;
  demo: DemoUpstream;
  config: AppConfig;
  close(): Promise<void>;
}

/** buildApp() against a fresh demo upstream on loopback, quiet logs, env overrides applied. */
export async function startStack(env: Record<string, string> = {}, clientDir?: string, now?: () => number): Promise<TestStack> {
  const demo = await startDemoUpstream();
  const config = loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', ...env });
  const app = await buildApp({ config, upstreamUrl: demo.url, logger: false, demo: true, clientDir: clientDir ?? 'dist/client', ...(now ? { now } : {}) });
  await app.ready();
  return {
    app,
    demo,
    config,
    async close() {
      await app.close();
      await demo.close();
    },
  };
}
