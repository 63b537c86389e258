import { AjvCompiler } from '@fastify/ajv-compiler';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { Agent } from 'undici';
import { PII_KEY } from '../shared/catalogue/schemas.js';
import type { AppConfig } from './config.js';
import { fail, MESSAGES } from './http/answer.js';
import { clientErrorHandler } from './http/client-error.js';
import { loggerOptions } from './logger.js';
import { clientPlugin } from './plugins/client.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { healthRoutes } from './plugins/health.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { metricsPlacement, metricsPlugin } from './plugins/metrics.js';
import { genReqId, requestIdPlugin } from './plugins/request-id.js';
import { routeMethodsPlugin } from './plugins/route-methods.js';
import { API_HEADERS, markApiRoutes, PAGE_HEADERS, securityPlugin, securityRouteHook } from './plugins/security.js';
import { timeoutsPlugin } from './plugins/timeouts.js';
import { authRoutes } from './routes/auth.js';
import { demoRoutes } from './routes/demo.js';
import { RequestLog } from './request-log.js';
import { cachedBytesOf, mirrorRoutes } from './routes/mirror.js';
import { FastReads } from './http/fast-reads.js';
import { sessionRoutes } from './routes/session.js';
import { upstreamPlugin } from './upstream/plugin.js';
import { PermissionService } from './session/permission.js';
import { PcLogins } from './session/pc-login.js';
import { IdempotencyStore } from './http/idempotency.js';
import { enumerationPlugin } from './plugins/enumeration.js';
import { revealsPlugin } from './plugins/reveals.js';
import { statePlugin } from './state/plugin.js';
import type { Tracer } from '@opentelemetry/api';
import { internalAppsPlugin } from './plugins/internal-apps.js';
import { sheddingPlugin } from './plugins/shedding.js';
import { bffTracer, childLoggerWithTrace, tracingPlugin } from './tracing.js';

export interface BuildOptions {
  config: AppConfig;
  /** The upstream origin to call: config.upstreamUrl, or the demo upstream's loopback URL. */
  upstreamUrl: string;
  /** Folder of the built client; defaults to dist/client beside the working directory. */
  clientDir?: string;
  /** True while the demo upstream runs: enables the development-only calls (fake login). */
  demo?: boolean;
  /** The clock of time-based rules (the 24-hour mobile-change window); tests move it. */
  now?: () => number;
  /** Where the audit log goes instead of AUDIT_LOG (tests read it). */
  auditStream?: DestinationStream;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Trace with the global OpenTelemetry provider (tests); default: when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing?: boolean;
  /** How often load is sampled for shedding (ms; default 1000; tests shorten it). */
  shedSampleIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    upstreamUrl: string;
    /** The one pooled keep-alive agent for every upstream call. */
    upstreamAgent: Agent;
    permissions: PermissionService;
    /** PC scan-code logins the BFF issued (bound to the asking browser, single use, 2 minutes). */
    pcLogins: PcLogins;
    /** First answers of state-changing calls by Idempotency-Key (24 hours). */
    idempotency: IdempotencyStore;
    /** Where /api lives: the base path plus "api", without a trailing slash. */
    apiPrefix: string;
    /** The tracer of the BFF's own spans; undefined while tracing is off (server/tracing.ts). */
    tracer: Tracer | undefined;
    /** True while the demo upstream runs (the client may then show the WeCom stand-in). */
    demoUpstream: boolean;
    /** Plain cached reads answered before Fastify's pipeline; undefined when off (http/fast-reads.ts). */
    fastReads: FastReads | undefined;
  }
}

/**
 * One validator compiler (one Ajv) for every app this process builds: Ajv caches compiled code by
 * schema object, and the catalogue's route schemas are the same objects in each app, so a second
 * app (a test stack, a replica in a bench) compiles nothing again.
 */
const sharedValidators = AjvCompiler();

/** Answers from this many bytes on are compressed. */
const COMPRESS_THRESHOLD = 1024;

/** Build the BFF without listening: the entry point and the tests both use this. */
/** X-Forwarded-For read back through `hops` proxies: the n nearest addresses are proxies. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const apiPrefix = `${config.basePath}api`;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    // Fastify's request lines carry the URL (PII in query strings): ours name the route template.
    logController: new RequestLog(),
    genReqId,
    // The caller's trace id (W3C traceparent) beside the request id in each log line.
    childLoggerFactory: childLoggerWithTrace,
    // A hop count or the proxies' addresses, never `true` (config.ts). Fastify reads a bare number
    // as "trust no hop" (it cannot check the peer), which would make every caller behind the ingress
    // one address for the per-address limits: a count of N trusts the N nearest hops, as Express does
    // (the NetworkPolicy lets only the ingress reach the pod).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Headers and body must arrive within BODY_TIMEOUT_MS (checked several times per period);
    // a socket may stay silent for IDLE_TIMEOUT_MS, the long calls longer (plugins/timeouts.ts).
    requestTimeout: config.bodyTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.bodyTimeoutMs),
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(config.bodyTimeoutMs / 4))),
    },
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // `x-pii` tags personal data in schemas (shared/catalogue/schemas.ts): a keyword that validates nothing.
    ajv: { customOptions: { keywords: [PII_KEY] } },
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Malformed URLs and similar router rejections still answer in the one shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send(fail('BAD_REQUEST', MESSAGES.badRequest));
    },
    // So do requests the HTTP parser refuses (431, unknown methods, 408).
    clientErrorHandler,
  });

  const upstreamAgent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 256 });
  app.decorate('config', config);
  app.decorate('upstreamUrl', opts.upstreamUrl.replace(/\/+$/, ''));
  app.decorate('upstreamAgent', upstreamAgent);
  app.decorate('apiPrefix', apiPrefix);
  const tracing = opts.tracing ?? config.otelEndpoint !== undefined;
  app.decorate('tracer', tracing ? bffTracer() : undefined);
  app.decorate('demoUpstream', opts.demo ?? false);
  app.addHook('onClose', async () => {
    await upstreamAgent.close();
  });
  // Graceful shutdown: in-flight requests finish, and their keep-alive connections are closed
  // after the answer so that close() is not held open by idle sockets.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Per-request hooks are callback style: an async hook costs a promise on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const securityOptions = {
    corsOrigins: config.corsOrigins,
    publicOrigin: config.publicUrl === undefined ? undefined : new URL(config.publicUrl).origin,
  };
  // Before any route is declared: each route's own security hook (headers, cross-site, x-csrf), run
  // after the global onRequest hooks (request id, load shedding, bearer access).
  app.addHook('onRoute', securityRouteHook(securityOptions));
  // First: the request span starts before any other work (and its trace id is in every log line).
  if (tracing) await app.register(tracingPlugin);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(routeMethodsPlugin);
  await app.register(timeoutsPlugin, { apiPrefix, longTimeoutMs: config.requestTimeoutMs });
  await app.register(jsonBodyPlugin);
  const metricsAt = metricsPlacement(config);
  await app.register(metricsPlugin, { separatePort: metricsAt === 'separate', off: metricsAt === 'off', token: config.metricsToken });
  // Shed load before any other /api work; then bearer access (before the cookie checks it replaces).
  await app.register(sheddingPlugin, { shed: config.shed, ...(opts.shedSampleIntervalMs ? { sampleIntervalMs: opts.shedSampleIntervalMs } : {}) });
  await app.register(internalAppsPlugin, { apps: config.internalApps, apiPrefix });
  await app.register(securityPlugin, securityOptions);
  // Answers are compressed; requests never arrive compressed, so no decompression hook per request.
  await app.register(compress, { global: true, globalDecompression: false, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(docsPlugin, { apiPrefix, basePath: config.basePath, publicUrl: config.publicUrl });
  await app.register(statePlugin, { now: opts.now });
  await app.register(healthRoutes, {
    upstreamUrl: app.upstreamUrl,
    store: app.store,
    readyPath: config.upstreamReadyPath,
    dispatcher: upstreamAgent,
    underPressure: () => app.shedding(),
  });
  await app.register(upstreamPlugin);
  app.decorate('permissions', new PermissionService(app.upstream, app.store, opts.now));
  app.decorate('pcLogins', new PcLogins(app.store, opts.now));
  app.decorate('idempotency', new IdempotencyStore(app.store));
  // Not with tracing (each request has its span) nor Redis (a cache read is a round trip there).
  const fastReads =
    config.fastReads && !tracing && app.store.kind === 'embedded'
      ? new FastReads({
          upstream: app.upstream,
          tokenSecret: config.tokenSecret,
          parseCookie: (header) => app.parseCookie(header),
          bytesOf: cachedBytesOf,
          compressThreshold: COMPRESS_THRESHOLD,
          underPressure: () => app.isUnderPressure(),
          closing: () => closing,
          childLogger: (reqId, req) => childLoggerWithTrace.call(app, app.log, { reqId }, {}, req) as FastifyBaseLogger,
          infoLogged: () => (app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === true,
        })
      : undefined;
  app.decorate('fastReads', fastReads);
  if (fastReads) {
    // In front of Fastify's own request listener (app.inject goes straight to Fastify's).
    const [fastify] = app.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    app.server.removeAllListeners('request');
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!fastReads.handle(req, res)) fastify!(req, res);
    });
  }
  await app.register(revealsPlugin, { auditStream: opts.auditStream });
  await app.register(enumerationPlugin, { now: opts.now });
  await app.register(
    async (api) => {
      markApiRoutes(api);
      await api.register(mirrorRoutes, { demo: opts.demo ?? false });
      await api.register(sessionRoutes);
      await api.register(authRoutes, { demo: opts.demo ?? false, oauthUrl: config.wecomOauthUrl });
      if (opts.demo) await api.register(demoRoutes);
    },
    { prefix: apiPrefix },
  );
  await app.register(clientPlugin, {
    dir: opts.clientDir ?? `${process.cwd()}/dist/client`,
    basePath: config.basePath,
  });

  // WeCom's trusted-domain check fetches https://<domain>/WW_verify_<code>.txt: at the domain
  // root, outside BASE_PATH (a proxy in front must pass that one path to the BFF).
  const verify = config.wecomVerifyFile;
  if (verify) {
    app.get(`/${verify.name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(verify.content),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path.startsWith(config.basePath) &&
      !path.startsWith(`${apiPrefix}/`) &&
      path !== apiPrefix &&
      !path.startsWith(`${config.basePath}assets/`);
    if (isPage && app.sendIndexPage) return app.sendIndexPage(request, reply.headers(PAGE_HEADERS));
    reply.headers(API_HEADERS);
    const allowed = app.methodsAt(path);
    if (allowed) {
      reply.header('allow', [...allowed].join(', '));
      return reply.code(405).send(fail('METHOD_NOT_ALLOWED', MESSAGES.methodNotAllowed));
    }
    return reply.code(404).send(fail('NOT_FOUND', MESSAGES.notFound));
  });

  return app;
}
