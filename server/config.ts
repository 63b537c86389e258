import { readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { basename } from 'node:path';

// Configuration from environment variables, validated once at start. Every variable is declared
// here (name, default, meaning); the README's configuration table lists the same names (a test
// keeps them in step). A bad or missing value stops the start with a message naming the variable.

import { CATALOGUE } from '../shared/catalogue/index.js';

export interface AppConfig {
  port: number;
  host: string;
  /** Base path the client is served under, always starting and ending with '/'. */
  basePath: string;
  /** Upstream origin (the insurer's API); undefined means "start the demo upstream". */
  upstreamUrl: string | undefined;
  logLevel: string;
  /** Key for verifying token signatures (HS256); undefined means structural check only. */
  tokenSecret: string | undefined;
  /** Base secret of the AES helper (interleaved with the user code). */
  aesSecret: string | undefined;
  /** Origins of other internal apps allowed by CORS; empty means CORS closed. */
  corsOrigins: string[];
  /**
   * Which X-Forwarded-* to trust: false (none), the number of proxies in front (hops counted from
   * the socket), or the proxies' addresses / CIDR ranges. Never "all": the caller would then choose
   * their own address, and every per-address limit would be theirs to reset.
   */
  trustProxy: false | number | string[];
  /** Path the readiness probe requests from the upstream. */
  upstreamReadyPath: string;
  /** Longest a long call (mass send, batch add) may keep its socket silent (ms); other routes get idleTimeoutMs. */
  requestTimeoutMs: number;
  /** Longest a graceful shutdown waits for in-flight requests (ms). */
  shutdownTimeoutMs: number;
  /** WeCom's OAuth authorize endpoint. */
  wecomOauthUrl: string;
  /**
   * The app's external origin (and path prefix), e.g. https://wecom.insurer.cn. OAuth redirect_uri
   * and QR URLs are built from it, never from the Host header; it is also the app's own Origin.
   * Required with UPSTREAM_URL; with the demo upstream, unset means "the address the browser used".
   */
  publicUrl: string | undefined;
  /** Accept tokens without verifying their signature (only when said explicitly, with UPSTREAM_URL). */
  allowUnverifiedTokens: boolean;
  /** Answer plain cached config reads before Fastify's pipeline (server/http/fast-reads.ts). */
  fastReads: boolean;
  /** Reveal calls (full mobile …) one staff member may make per hour. */
  revealLimitPerHour: number;
  /** Customer searches one staff member may make per hour. */
  searchLimitPerHour: number;
  /** Distinct customers, policies, claims, tasks and quotations one staff member may read by id per hour. */
  enumerationLimitPerHour: number;
  /** Public calls naming one record by id (filings, task links) one address may make per hour. */
  publicRecordLimitPerHour: number;
  /** Where the audit log of reveals goes: stdout, stderr, off, or a file path. */
  auditLog: string;
  /** Longest the headers and body of a request may take to arrive (ms). */
  bodyTimeoutMs: number;
  /** Longest a socket of an ordinary route may stay silent (ms); the long calls get requestTimeoutMs. */
  idleTimeoutMs: number;
  /** Hosts the URL fields of a call (getImageBase64 …) may name: the allow-list of outbound URLs. */
  outboundUrlHosts: string[];
  /** Serve /metrics on this port instead of the main one (undefined: the main port, or none — see metricsOnAppPort). */
  metricsPort: number | undefined;
  /** Bearer token /metrics requires (undefined: none). */
  metricsToken: string | undefined;
  /** Redis for the state shared by replicas (undefined: the embedded store, one process). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key the BFF writes. */
  redisKeyPrefix: string;
  /** CA certificate (PEM file) for a rediss:// server signed by a private CA. */
  redisTlsCaFile: string | undefined;
  /** WeCom's trusted-domain verification file (WW_verify_….txt): its name and content, served at the domain root. */
  wecomVerifyFile: { name: string; content: string } | undefined;
  /** Server-side internal apps that call /api with a staff member's bearer token and their own key (INTERNAL_APPS). */
  internalApps: InternalApp[];
  /** OTLP endpoint traces go to (OTEL_EXPORTER_OTLP_ENDPOINT or …_TRACES_ENDPOINT); undefined: tracing off. */
  otelEndpoint: string | undefined;
  /** Load shedding (@fastify/under-pressure): thresholds, 0 turns one off. */
  shed: {
    eventLoopDelayMs: number;
    /** Share of V8's heap limit in use above which /api answers 503. */
    heapUsedRatio: number;
    eventLoopUtilization: number;
    retryAfterS: number;
  };
}

/**
 * One internal app (INTERNAL_APPS): its name (in the audit log, the request log and metrics), the
 * SHA-256 of its key (the key itself is never configured), what it may call — catalogue sections
 * ("7.2"), call names ("weixinCustPortraitDetail", "mc/customerBasic") or "session" (who am I) —
 * and how many requests it may make per minute (all its replicas and users together).
 */
export interface InternalApp {
  name: string;
  keySha256: string;
  calls: string[];
  perMinute: number;
}

interface VarSpec {
  name: string;
  default: string | undefined;
  meaning: string;
}

export const CONFIG_VARS: readonly VarSpec[] = [
  { name: 'PORT', default: '3000', meaning: 'TCP port the BFF listens on' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'Interface to listen on (the container sets 0.0.0.0)' },
  { name: 'BASE_PATH', default: '/', meaning: 'Path prefix the client is served under, e.g. /wecom-app/' },
  { name: 'UPSTREAM_URL', default: undefined, meaning: "Origin of the insurer's API (e.g. https://api.example.com); unset starts the demo upstream on loopback" },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'pino level: fatal, error, warn, info, debug, trace or silent' },
  { name: 'TOKEN_SECRET', default: undefined, meaning: "HS256 key to verify the upstream token's signature and expiry (tokens without exp are refused); required with UPSTREAM_URL unless ALLOW_UNVERIFIED_TOKENS=true" },
  { name: 'AES_SECRET', default: undefined, meaning: 'Base secret of the AES helper (server/upstream/aes.ts); no mirrored call encrypts locally today' },
  { name: 'CORS_ORIGINS', default: '', meaning: 'Comma-separated origins of internal apps allowed to call /api from a browser; empty keeps CORS closed' },
  { name: 'TRUST_PROXY', default: 'false', meaning: 'Behind reverse proxies: how many there are in front of the BFF (e.g. 1), or their addresses/CIDR ranges (comma-separated); X-Forwarded-* is read only from them. true is refused (the caller would choose their own address)' },
  { name: 'UPSTREAM_READY_PATH', default: '/', meaning: 'Path /readyz requests from the upstream; any answer below 500 means ready' },
  { name: 'REQUEST_TIMEOUT_MS', default: '660000', meaning: 'Socket limit of the long calls (10-minute mass send, 5-minute batch add): above the longest upstream timeout' },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '30000', meaning: 'How long SIGTERM waits for in-flight requests before exiting' },
  { name: 'PUBLIC_URL', default: undefined, meaning: "The app's external origin, e.g. https://wecom.insurer.cn (OAuth redirect_uri, QR URLs, the app's own Origin); required with UPSTREAM_URL" },
  { name: 'ALLOW_UNVERIFIED_TOKENS', default: 'false', meaning: 'true lets the BFF run with UPSTREAM_URL but without TOKEN_SECRET, accepting any decodable token: only for a trusted test upstream' },
  { name: 'FAST_READS', default: 'true', meaning: "false answers every request through Fastify's whole pipeline: the cached config reads too (server/http/fast-reads.ts; the answers are the same, only slower)" },
  { name: 'REVEAL_LIMIT_PER_HOUR', default: '60', meaning: 'Reveal calls (decryptCustomerPhone: a full mobile) one staff member may make per hour; more answer 429' },
  { name: 'SEARCH_LIMIT_PER_HOUR', default: '300', meaning: 'Customer searches (by name, mobile, plate, ID, frame number) one staff member may make per hour; more answer 429' },
  { name: 'ENUMERATION_LIMIT_PER_HOUR', default: '600', meaning: 'Distinct customers, policies, claims, tasks, quotations, proposals and care messages one staff member may read by id per hour (shared by replicas); more answer 429 with an audit line' },
  { name: 'PUBLIC_RECORD_LIMIT_PER_HOUR', default: '120', meaning: 'Public calls naming one record by id (group-chat filings and chats, renewal-task links, WeChat visitors, a shared article\'s customer) one address may make per hour; more answer 429' },
  { name: 'AUDIT_LOG', default: 'stdout', meaning: 'Where the audit log of reveals goes (JSON lines with "log":"audit"): stdout, stderr, off, or a file path' },
  { name: 'WECOM_OAUTH_URL', default: 'https://open.weixin.qq.com/connect/oauth2/authorize', meaning: "WeCom's web OAuth authorize endpoint the login redirects to" },
  { name: 'BODY_TIMEOUT_MS', default: '30000', meaning: 'Longest the headers and body of one request may take to arrive (slower: 408)' },
  { name: 'IDLE_TIMEOUT_MS', default: '75000', meaning: 'Longest the socket of an ordinary call may stay silent (above the 60 s upstream timeout); the long calls get REQUEST_TIMEOUT_MS' },
  { name: 'OUTBOUND_URL_HOSTS', default: undefined, meaning: 'Comma-separated hosts the URL fields of getImageBase64, uploadPosterWithPosterUrl and ocrCompanyName may name (*.example.com for subdomains; http://host to allow http); unset: none, or *.demo-insurer.cn with the demo upstream' },
  { name: 'METRICS_PORT', default: undefined, meaning: 'Serve /metrics on this separate port (on HOST) instead of the main port' },
  { name: 'METRICS_TOKEN', default: undefined, meaning: '/metrics requires the header Authorization: Bearer <token>' },
  { name: 'REDIS_URL', default: undefined, meaning: 'redis:// or rediss:// (TLS) URL of the Redis (≥ 7) that replicas share: permission decisions, login ids, idempotency keys, rate limits, answer caches; unset keeps them in this process' },
  { name: 'REDIS_KEY_PREFIX', default: 'wecom-bff:', meaning: 'Prefix of every Redis key the BFF writes (several environments on one Redis)' },
  { name: 'WECOM_VERIFY_FILE', default: undefined, meaning: "Path of the trusted-domain verification file WeCom's admin console hands out (WW_verify_<code>.txt): served at the domain root, /WW_verify_<code>.txt, whatever BASE_PATH is" },
  { name: 'REDIS_TLS_CA_FILE', default: undefined, meaning: "PEM file of the CA that signed the Redis server's certificate (rediss:// with a private CA); the system CAs otherwise" },
  { name: 'INTERNAL_APPS', default: '[]', meaning: 'JSON array of the server-side apps that may call /api with a staff bearer token: [{"name","keySha256","calls":["7.2","mc/customerBasic","session"],"perMinute"}]' },
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', default: undefined, meaning: 'OTLP collector URL (e.g. http://otel-collector:4318): turns tracing on; the other standard OTEL_* variables apply' },
  { name: 'OTEL_SERVICE_NAME', default: 'wecom-bff', meaning: 'Service name of the traces (standard OpenTelemetry variable)' },
  { name: 'SHED_EVENT_LOOP_DELAY_MS', default: '1000', meaning: 'Load shedding: mean event-loop delay (ms, sampled each second) above which /api answers 503; 0 off' },
  { name: 'SHED_HEAP_USED_RATIO', default: '0.9', meaning: "Load shedding: share of V8's heap limit in use above which /api answers 503; 0 off" },
  { name: 'SHED_EVENT_LOOP_UTILIZATION', default: '0', meaning: 'Load shedding: event-loop utilisation (0–1) above which /api answers 503; 0 off' },
  { name: 'SHED_RETRY_AFTER_S', default: '10', meaning: 'Retry-After (seconds) of a shed answer' },
];

/** The outbound URL hosts of the demo upstream's seeded images and posters (npm start without UPSTREAM_URL). */
export const DEMO_OUTBOUND_URL_HOSTS = ['*.demo-insurer.cn'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const spec = CONFIG_VARS.find((v) => v.name === name);
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return spec?.default;
  return raw.trim();
}

function int(env: Env, name: string, min: number, max: number): number {
  const raw = read(env, name) ?? '';
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${env[name]}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: Env, name: string): boolean {
  const raw = (read(env, name) ?? '').toLowerCase();
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  // The origin plus any path prefix, without a trailing slash.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Normalise a base path to "/x/y/" form ("/" stays "/"). */
export function normaliseBasePath(raw: string): string {
  if (!raw.startsWith('/')) throw new ConfigError(`BASE_PATH must start with "/", got "${raw}"`);
  if (/[?#\s]/.test(raw)) throw new ConfigError(`BASE_PATH must be a plain path, got "${raw}"`);
  const trimmed = raw.replace(/\/+$/, '');
  return `${trimmed}/`;
}

/** The outbound URL allow-list: each entry a host, *.domain or http://host; never an IP address. */
function outboundHosts(raw: string | undefined, demo: boolean): string[] {
  if (raw === undefined) return demo ? DEMO_OUTBOUND_URL_HOSTS : [];
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const h of hosts) {
    const host = h.replace(/^https?:\/\//, '').replace(/^\*\./, '');
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(host) || /^[\d.:]+$/.test(host.replace(/:\d+$/, ''))) {
      throw new ConfigError(`OUTBOUND_URL_HOSTS entries must be host names (not IP addresses), e.g. img.example.com or *.example.com, got "${h}"`);
    }
  }
  return hosts;
}

/** TRUST_PROXY: false, a hop count, or proxy addresses; `true` (trust every hop) is refused. */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? 'false').trim();
  if (/^(false|no|0)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) {
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so a caller could choose their own address (and reset every per-address limit): give the number of proxies in front of the BFF (e.g. TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.0.1.0/24)',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies between 1 and 10, or their addresses, got ${hops}`);
    return hops;
  }
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  for (const a of addresses) {
    const [ip = '', bits, extra] = a.split('/');
    const family = isIP(ip);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits))) {
      throw new ConfigError(`TRUST_PROXY entries must be IP addresses or CIDR ranges of the proxies in front (e.g. 10.0.0.5 or 10.0.0.0/8), or one number of proxies, got "${a}"`);
    }
  }
  return addresses;
}

function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:')) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  return raw;
}

function ratio(env: Env, name: string): number {
  const raw = read(env, name) ?? '';
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new ConfigError(`${name} must be a number from 0 to 1, got "${env[name]}"`);
  return n;
}

const SECTIONS = new Set<string>(['7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7', '7.8', '7.9', '7.10', 'ours']);

/** INTERNAL_APPS: a JSON array, each app with a unique name and key, granting only calls that exist. */
function internalApps(raw: string): InternalApp[] {
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError('INTERNAL_APPS must be a JSON array');
  }
  if (!Array.isArray(list)) throw new ConfigError('INTERNAL_APPS must be a JSON array');
  const names = new Set(CATALOGUE.map((e) => e.name));
  const apps = list.map((item: unknown, i): InternalApp => {
    const a = (item ?? {}) as Record<string, unknown>;
    const where = `INTERNAL_APPS[${i}]`;
    if (typeof a.name !== 'string' || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(a.name)) throw new ConfigError(`${where}.name must be lower-case letters, digits and dashes (≤ 40)`);
    if (typeof a.keySha256 !== 'string' || !/^[0-9a-f]{64}$/.test(a.keySha256)) throw new ConfigError(`${where}.keySha256 must be the SHA-256 of the app's key, 64 hex digits`);
    if (!Array.isArray(a.calls) || a.calls.length === 0) throw new ConfigError(`${where}.calls must list the sections or calls the app may use`);
    for (const c of a.calls) {
      if (typeof c !== 'string' || !(SECTIONS.has(c) || names.has(c) || c === 'session')) throw new ConfigError(`${where}.calls: "${String(c)}" is neither a catalogue section (7.1 … 7.10, ours), a call name nor "session"`);
    }
    const perMinute = a.perMinute ?? 600;
    if (typeof perMinute !== 'number' || !Number.isInteger(perMinute) || perMinute < 1) throw new ConfigError(`${where}.perMinute must be a whole number ≥ 1`);
    return { name: a.name, keySha256: a.keySha256, calls: a.calls as string[], perMinute };
  });
  const seen = new Set<string>();
  for (const a of apps) {
    if (seen.has(a.name) || seen.has(a.keySha256)) throw new ConfigError(`INTERNAL_APPS: "${a.name}" repeats a name or a key`);
    seen.add(a.name).add(a.keySha256);
  }
  return apps;
}

/** The verification file WeCom asks for at the root of a trusted domain: WW_verify_<letters and digits>.txt, at most 4 KB. */
function verifyFile(path: string | undefined): AppConfig['wecomVerifyFile'] {
  if (path === undefined) return undefined;
  const name = basename(path);
  if (!/^WW_verify_[A-Za-z0-9]{1,64}\.txt$/.test(name)) throw new ConfigError(`WECOM_VERIFY_FILE must name the file WeCom gave (WW_verify_<code>.txt), got "${name}"`);
  let content: string;
  try {
    if (statSync(path).size > 4096) throw new ConfigError(`WECOM_VERIFY_FILE is larger than 4 KB: "${path}" is not a WeCom verification file`);
    content = readFileSync(path, 'utf8');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`WECOM_VERIFY_FILE cannot be read: "${path}" (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return { name, content };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const upstream = read(env, 'UPSTREAM_URL');
  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => origin('CORS_ORIGINS', o));
  const publicRaw = read(env, 'PUBLIC_URL');
  const publicUrl = publicRaw === undefined ? undefined : origin('PUBLIC_URL', publicRaw);
  const tokenSecret = read(env, 'TOKEN_SECRET');
  const allowUnverifiedTokens = bool(env, 'ALLOW_UNVERIFIED_TOKENS');
  if (upstream !== undefined) {
    // Against a real upstream the BFF must know its own address and must verify tokens.
    if (publicUrl === undefined) throw new ConfigError('PUBLIC_URL is required when UPSTREAM_URL is set (the OAuth redirect_uri and QR URLs are built from it)');
    if (tokenSecret === undefined && !allowUnverifiedTokens) {
      throw new ConfigError('TOKEN_SECRET is required when UPSTREAM_URL is set (or set ALLOW_UNVERIFIED_TOKENS=true to accept unverified tokens explicitly)');
    }
  }
  const readyPath = read(env, 'UPSTREAM_READY_PATH') ?? '/';
  if (!readyPath.startsWith('/')) throw new ConfigError(`UPSTREAM_READY_PATH must start with "/", got "${readyPath}"`);
  return {
    port: int(env, 'PORT', 0, 65535),
    host: read(env, 'HOST') ?? '127.0.0.1',
    basePath: normaliseBasePath(read(env, 'BASE_PATH') ?? '/'),
    upstreamUrl: upstream === undefined ? undefined : origin('UPSTREAM_URL', upstream),
    logLevel,
    tokenSecret,
    aesSecret: read(env, 'AES_SECRET'),
    corsOrigins,
    trustProxy: trustProxy(read(env, 'TRUST_PROXY')),
    upstreamReadyPath: readyPath,
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 1000, 3_600_000),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 0, 600_000),
    wecomOauthUrl: origin('WECOM_OAUTH_URL', read(env, 'WECOM_OAUTH_URL') ?? ''),
    publicUrl,
    allowUnverifiedTokens,
    fastReads: bool(env, 'FAST_READS'),
    revealLimitPerHour: int(env, 'REVEAL_LIMIT_PER_HOUR', 1, 1_000_000),
    searchLimitPerHour: int(env, 'SEARCH_LIMIT_PER_HOUR', 1, 1_000_000),
    enumerationLimitPerHour: int(env, 'ENUMERATION_LIMIT_PER_HOUR', 1, 1_000_000),
    publicRecordLimitPerHour: int(env, 'PUBLIC_RECORD_LIMIT_PER_HOUR', 1, 1_000_000),
    auditLog: read(env, 'AUDIT_LOG') ?? 'stdout',
    bodyTimeoutMs: int(env, 'BODY_TIMEOUT_MS', 100, 600_000),
    idleTimeoutMs: int(env, 'IDLE_TIMEOUT_MS', 100, 3_600_000),
    outboundUrlHosts: outboundHosts(read(env, 'OUTBOUND_URL_HOSTS'), upstream === undefined),
    metricsPort: read(env, 'METRICS_PORT') === undefined ? undefined : int(env, 'METRICS_PORT', 0, 65535),
    metricsToken: read(env, 'METRICS_TOKEN'),
    redisUrl: redisUrl(read(env, 'REDIS_URL')),
    redisKeyPrefix: read(env, 'REDIS_KEY_PREFIX') ?? 'wecom-bff:',
    redisTlsCaFile: read(env, 'REDIS_TLS_CA_FILE'),
    internalApps: internalApps(read(env, 'INTERNAL_APPS') ?? '[]'),
    otelEndpoint: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || read(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
    shed: {
      eventLoopDelayMs: int(env, 'SHED_EVENT_LOOP_DELAY_MS', 0, 600_000),
      heapUsedRatio: ratio(env, 'SHED_HEAP_USED_RATIO'),
      eventLoopUtilization: ratio(env, 'SHED_EVENT_LOOP_UTILIZATION'),
      retryAfterS: int(env, 'SHED_RETRY_AFTER_S', 1, 3600),
    },
    wecomVerifyFile: verifyFile(read(env, 'WECOM_VERIFY_FILE')),
  };
}
