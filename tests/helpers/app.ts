import { openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type AppConfig } from '../../server/config.js';
import { loggerOptions } from '../../server/logger.js';
import { startDemoUpstream, type DemoUpstream } from '../../demo/upstream.js';

export interface TestStack {
  app: FastifyInstance;
  demo: DemoUpstream;
  config: AppConfig;
  /** Forget what the BFF keeps between requests: answer caches and remembered permission decisions. */
  forget(): void;
  close(): Promise<void>;
}

let suiteLog: { write(line: string): void } | undefined;

/**
 * In the integration project, the production logger at info, writing into the suite's log folder
 * (one file per worker; tests/helpers/log-setup.ts searches it for PII afterwards). Elsewhere, no logs.
 * Writes are synchronous: a worker may exit before an asynchronous stream flushes.
 */
function testLogger(tee?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const dir = inject('integrationLogDir');
  if (!dir && !tee) return false;
  if (dir && !suiteLog) {
    const fd = openSync(join(dir, `worker-${process.pid}.log`), 'a');
    suiteLog = { write: (line: string) => void writeSync(fd, line) };
  }
  const stream = tee ? { write: (line: string) => (suiteLog?.write(line), tee.write(line)) } : suiteLog;
  return { ...(loggerOptions('info') as object), stream };
}

export interface StackOptions {
  clientDir?: string;
  /** The BFF's clock. */
  now?: () => number;
  /** Where the audit log goes (tests/helpers/audit.ts captures it); otherwise AUDIT_LOG, off by default. */
  auditStream?: DestinationStream;
  /** Also write the request log here (tests/helpers/audit.ts's capture reads it), besides the suite's log. */
  logStream?: { write(line: string): void };
}

/**
 * buildApp() against a fresh demo upstream on loopback, env overrides applied. The demo's data is
 * that of REFERENCE_DATE (2026-11-01) unless env.DEMO_TODAY names another day, as with npm start.
 */
export async function startStack(env: Record<string, string> = {}, { clientDir, now, auditStream, logStream }: StackOptions = {}): Promise<TestStack> {
  const demo = await startDemoUpstream(0, env.DEMO_TODAY ? { referenceDate: env.DEMO_TODAY } : {});
  // Load shedding off unless a test turns it on (tests/integration/shedding.test.ts): workers build
  // several apps in one process on busy machines, and building one blocks the loop of the others.
  const config = loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', SHED_EVENT_LOOP_DELAY_MS: '0', ...env });
  const app = await buildApp({ config, upstreamUrl: demo.url, logger: testLogger(logStream), demo: true, clientDir: clientDir ?? 'dist/client', ...(now ? { now } : {}), ...(auditStream ? { auditStream } : {}) });
  // Listening once on a loopback port: supertest(app.server) otherwise opens and closes a server
  // for every request (about 8 ms each; the suite makes thousands).
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    demo,
    config,
    forget() {
      for (const cache of Object.values(app.caches)) cache.clear();
      app.permissions.clear();
    },
    async close() {
      await app.close();
      await demo.close();
    },
  };
}
