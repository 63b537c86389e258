import { DEMO_TOKEN_SECRET } from '../demo/token.js';
import { chinaToday } from '../demo/data/seed.js';
import { startDemoUpstream, type DemoUpstream } from '../demo/upstream.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startTracing } from './tracing.js';
import { metricsPlacement } from './plugins/metrics.js';

// The entry point: validate configuration, start the demo upstream when no real one is
// configured, build the BFF, listen, and shut down gracefully on SIGTERM/SIGINT.

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }

  // Tracing (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before the app is built.
  const tracing = startTracing(config.otelEndpoint);

  let demo: DemoUpstream | undefined;
  if (!config.upstreamUrl) {
    // The seeded data reads as today (due soon, overdue, upcoming reminders, valid links);
    // DEMO_TODAY=YYYY-MM-DD replays the data of a given day.
    demo = await startDemoUpstream(0, { referenceDate: process.env.DEMO_TODAY || chinaToday() });
    // The demo signs its tokens: verify them for real unless ops chose another key.
    config = { ...config, tokenSecret: config.tokenSecret ?? DEMO_TOKEN_SECRET };
  }
  const upstreamUrl = config.upstreamUrl ?? demo!.url;

  const app = await buildApp({ config, upstreamUrl, demo: demo !== undefined });
  await app.listen({ host: config.host, port: config.port });
  if (app.metricsServer) await app.metricsServer.listen({ host: config.host, port: config.metricsPort ?? 0 });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const upstreamNote = demo ? `demo upstream at ${demo.url}` : `upstream ${upstreamUrl}`;
  console.log(`\n  App ready: open http://${shownHost}:${port}${config.basePath}  (${upstreamNote})\n`);
  const metricsAddress = app.metricsServer?.server.address();
  if (metricsAddress && typeof metricsAddress === 'object') console.log(`  Metrics: http://${shownHost}:${metricsAddress.port}/metrics\n`);
  else if (metricsPlacement(config) === 'off') {
    console.log('  Metrics: /metrics is off — with UPSTREAM_URL it is served only on METRICS_PORT or with METRICS_TOKEN (set one of them)\n');
  } else if (config.upstreamUrl !== undefined) console.log('  Metrics: /metrics on the app port, with METRICS_TOKEN\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await demo?.close();
      // The last spans are exported before the process ends.
      await tracing?.shutdown();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
