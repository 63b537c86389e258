import type { Readable } from 'node:stream';
import { parse as parseContentDisposition } from 'content-disposition';
import type { FastifyBaseLogger } from 'fastify';
import { errors as undiciErrors, type Dispatcher } from 'undici';
import { applyDoSwitch, entryByName, isWhiteList, type CatalogueEntry, type EncryptKind, type HttpMethod } from '../../shared/catalogue/index.js';
import { SWITCH_CONFIG_TYPE, SWITCH_DEFAULT_VALUE, usesForCS } from '../../shared/domain/constants.js';
import { TOKEN_COOKIE, TOKEN_REFRESH_HEADER } from '../../shared/session.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { histogramSeries, type Metrics } from '../plugins/metrics.js';
import type { Session } from '../session/token.js';
import { idCacheKey, type Caches, type CountedCache } from './caches.js';
import { encodeRequest, urlEncodeIdFields } from './encode.js';
import { httpFailure, normaliseEnvelope } from './envelope.js';
import { cloneFields, getField, isBlank, setField, UploadedFile, type Fields } from './fields.js';
import type { OutboundUrlPolicy } from './outbound-urls.js';
import { createHash } from 'node:crypto';
import { context, propagation, SpanKind, trace, type Tracer } from '@opentelemetry/api';
import { inSpan } from '../tracing.js';

// The upstream client: every catalogue call goes through invoke(), which applies the shared
// request behaviour of spec 000 §4–§8 and spec 001 §5–§7 in one place.

export interface InvokeContext {
  session?: Session | undefined;
  requestId: string;
  log: FastifyBaseLogger;
  /** The caller's W3C trace context headers, forwarded upstream as they came while tracing is off. */
  trace?: { traceparent?: string | undefined; tracestate?: string | undefined } | undefined;
}

export interface DownloadedFile {
  stream: Readable;
  filename: string | undefined;
  contentType: string;
  contentLength: string | undefined;
}

export interface InvokeResult {
  data: unknown;
  /** A refreshed token the upstream handed over (token-refresh header). */
  refreshedToken?: string;
  /** A token issued by a login call (taken out of the data). */
  issuedToken?: string;
  file?: DownloadedFile;
  /** Answered from an answer cache (the data object is the cached one: the same object on every hit of the embedded store). */
  cached?: true;
}

export interface InvokeOptions {
  method?: HttpMethod;
  /** For params+body entries: the fields sent as query parameters. */
  query?: Fields;
}

/** Which encryption endpoint serves each kind of id (spec 001 §5; the paths are our choice). */
const ENCRYPTION: Record<EncryptKind, { call: string; field: string; extra?: Fields }> = {
  custId: { call: 'toEncryptCustId', field: 'custId' },
  custIdAndUserCode: { call: 'toEncryptCustId', field: 'custId', extra: { isEncryptCustIdAndUserCode: '1' } },
  taskId: { call: 'toEncryptTaskId', field: 'taskId' },
  certificateNo: { call: 'toEncryptCertificateNo', field: 'certificateNo' },
  piid: { call: 'toEncryptPiid', field: 'piid' },
};

const SWITCH_CALL = 'white/querySwitchConfig';

export interface UpstreamDeps {
  baseUrl: string;
  dispatcher: Dispatcher;
  metrics: Metrics;
  caches: Caches;
  /** The allow-list of URLs the upstream may be asked to fetch. */
  outboundUrls: OutboundUrlPolicy;
  /** With tracing on (server/tracing.ts): spans for cache, id preparation and the upstream call. */
  tracer?: Tracer | undefined;
}

export type SuccessHook = (result: InvokeResult, fields: Fields, ctx: InvokeContext) => void | Promise<void>;

export class Upstream {
  private readonly inFlight = new Map<string, Promise<InvokeResult>>();
  private readonly hooks = new Map<string, SuccessHook[]>();
  /** Upstream latency, one series per call and outcome, observed in place (plugins/metrics.ts). */
  private readonly durations = new Map<string, (seconds: number) => void>();

  /** The upstream's origin and the path before each call's (UPSTREAM_URL's own path, often none). */
  private readonly origin: string;
  private readonly pathPrefix: string;

  constructor(private readonly deps: UpstreamDeps) {
    this.origin = new URL(deps.baseUrl).origin;
    this.pathPrefix = new URL(deps.baseUrl).pathname.replace(/\/+$/, '');
  }

  /** Run `hook` after every successful call of `name` (e.g. a mobile change resets the checks). */
  onSuccess(name: string, hook: SuccessHook) {
    entryByName(name);
    this.hooks.set(name, [...(this.hooks.get(name) ?? []), hook]);
  }

  /** Drop a cached answer (e.g. the manager record after the business card is registered or changed). */
  async forget(name: string, fields: Fields, ctx: InvokeContext): Promise<void> {
    const cached = this.answerCache(entryByName(name), fields, ctx);
    if (cached) await this.deps.caches[cached.name].delete(cached.key);
  }

  /** Call a catalogue entry by name (BFF-internal calls: encryption, switch, config, session). */
  invokeByName(name: string, fields: Fields, ctx: InvokeContext, opts?: InvokeOptions): Promise<InvokeResult> {
    return this.invoke(entryByName(name), fields, ctx, opts);
  }

  /**
   * The cached answer of a call whose answer is cached (entry.cache), if the cache holds it for these
   * fields and this caller: the lookup invoke() starts with, alone (the mirror routes' fast path for
   * calls with nothing else to check first).
   */
  cachedAnswer(entry: CatalogueEntry, input: Fields, ctx: InvokeContext): { value: unknown } | undefined | Promise<{ value: unknown } | undefined> {
    const cached = this.answerCache(entry, input, ctx);
    if (!cached || this.deps.tracer) return undefined;
    const cache = this.deps.caches[cached.name];
    // In this process (embedded store): no promise; with Redis, the store's round trip.
    const now = cache.getNow(cached.key);
    return now === null ? cache.get(cached.key) : now;
  }

  /**
   * The cache key of a public call's answer (the caller is not part of it), worked out once for a
   * known URL by the fast reads (http/fast-reads.ts): the same string each time, so the cache's map
   * need not hash a new one per request. `fieldsKey` is answerFieldsKey(fields) of the URL's fields.
   */
  publicAnswerKey(entry: CatalogueEntry, fieldsKey: string): string {
    if (!entry.public) throw new Error(`${entry.name} is not public: its answers are kept per caller`);
    return answerKey(entry, undefined, fieldsKey);
  }

  /**
   * A cached answer looked at without counting it (the embedded store only; http/fast-reads.ts): the
   * value and its cache, whose countHit() the caller calls once it answers with it.
   */
  peekAnswer(entry: CatalogueEntry, key: string): { value: unknown; cache: CountedCache } | undefined {
    if (!entry.cache || this.deps.tracer) return undefined;
    const cache = this.deps.caches[entry.cache.name];
    const hit = cache.peekNow(key);
    return hit && { value: hit.value, cache };
  }

  async invoke(entry: CatalogueEntry, input: Fields, ctx: InvokeContext, opts: InvokeOptions = {}): Promise<InvokeResult> {
    const method = opts.method ?? entry.methods[0] ?? 'GET';
    input = this.deps.outboundUrls.check(entry, input);
    const cached = this.answerCache(entry, input, ctx);
    if (cached) {
      const cache = this.deps.caches[cached.name];
      const { tracer } = this.deps;
      const hit = tracer
        ? await inSpan(tracer, `cache ${entry.name}`, { 'bff.call': entry.name, 'bff.cache': cached.name }, async () => {
            const found = await cache.get(cached.key);
            trace.getActiveSpan()?.setAttribute('bff.cache.hit', found !== undefined);
            return found;
          })
        : await cache.get(cached.key);
      if (hit) return { data: hit.value, cached: true };
    }
    const fields = cloneFields(input);
    const query = cloneFields(opts.query ?? {});
    // Once, before anything goes upstream (and outside the fallback below): input that cannot be
    // encoded is a 400 with no call made.
    urlEncodeIdFields(fields, method === 'GET' ? 'querystring' : 'body');
    urlEncodeIdFields(query, 'querystring');
    try {
      if (entry.prepare?.length) {
        const { tracer } = this.deps;
        if (tracer) await inSpan(tracer, `prepare ids ${entry.name}`, { 'bff.call': entry.name }, () => this.prepareIds(entry, fields, ctx));
        else await this.prepareIds(entry, fields, ctx);
      }
      const run = () => this.send(entry, method, fields, query, ctx);
      const result = entry.coalesce ? await this.coalesced(entry, method, fields, query, ctx, run) : await run();
      if (cached && !result.file) await this.deps.caches[cached.name].set(cached.key, result.data, cached.ttlMs);
      for (const hook of this.hooks.get(entry.name) ?? []) {
        // The call itself succeeded upstream: a hook that cannot record its effect (store away) only warns.
        try {
          await hook(result, fields, ctx);
        } catch (err) {
          ctx.log.warn({ call: entry.name, error: (err as Error).name }, 'after-call hook failed');
        }
      }
      return result;
    } catch (err) {
      if (entry.fallback !== undefined && err instanceof ApiError && err.code !== 'LOGIN_TIMEOUT') {
        // The code, not the message: an upstream's message may quote a customer.
        ctx.log.warn({ call: entry.name, code: err.code }, 'upstream call failed; answering its fallback');
        return { data: entry.fallback };
      }
      throw err;
    }
  }

  /**
   * Where a call's answer is cached: config calls by their key fields (entry.cache); media uploads
   * by the file's SHA-256 within the caller's organisation (the same poster is uploaded once).
   */
  private answerCache(entry: CatalogueEntry, input: Fields, ctx: InvokeContext) {
    if (entry.cache) {
      return { name: entry.cache.name, key: answerKey(entry, ctx.session, answerFieldsKey(input)), ttlMs: entry.cache.ttlMs };
    }
    const file = entry.upload?.mediaCache ? input[entry.upload.fileField] : undefined;
    if (file instanceof UploadedFile) {
      const hash = createHash('sha256').update(file.buffer).digest('hex');
      const rest = Object.entries(input).filter(([k]) => k !== entry.upload!.fileField);
      const key = `${entry.name}|${ctx.session?.user.comId ?? ''}|${hash}|${JSON.stringify(rest)}`;
      return { name: 'media' as const, key, ttlMs: undefined };
    }
    return undefined;
  }

  /** Identical calls in flight (same caller, same fields) share one upstream call. */
  private coalesced(entry: CatalogueEntry, method: string, fields: Fields, query: Fields, ctx: InvokeContext, run: () => Promise<InvokeResult>) {
    const key = `${entry.name}|${method}|${ctx.session?.token ?? ''}|${JSON.stringify(fields)}|${JSON.stringify(query)}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = run().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Fill missing encrypted ids from the 30-minute cache, else from the encryption endpoint (spec 001 §5). */
  private async prepareIds(entry: CatalogueEntry, fields: Fields, ctx: InvokeContext) {
    for (const prep of entry.prepare ?? []) {
      const plain = getField(fields, prep.from);
      if (isBlank(plain)) continue;
      if (prep.field !== prep.from && !isBlank(getField(fields, prep.field))) continue;
      setField(fields, prep.field, await this.encryptedId(prep.kind, String(plain), ctx));
    }
  }

  async encryptedId(kind: EncryptKind, plain: string, ctx: InvokeContext): Promise<string> {
    const key = idCacheKey(kind, ctx.session?.user.userCode ?? '', plain);
    const hit = await this.deps.caches.ids.get(key);
    if (hit) return String(hit.value);
    const how = ENCRYPTION[kind];
    const { data } = await this.invokeByName(how.call, { [how.field]: plain, ...how.extra }, ctx);
    const value = typeof data === 'string' ? data : String((data as Fields | null)?.['encryptValue'] ?? '');
    if (!value) throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.serviceAbnormal);
    await this.deps.caches.ids.set(key, value);
    return value;
  }

  /** The .do switch wx_request_do (type wx_temporarily_do): cached 30 min, '0' on failure. */
  async doSwitch(ctx: InvokeContext): Promise<string> {
    try {
      const { data } = await this.invokeByName(SWITCH_CALL, { type: SWITCH_CONFIG_TYPE }, ctx);
      const value = typeof data === 'string' ? data : (data as Fields | null)?.['configValue'];
      return value === '1' ? '1' : SWITCH_DEFAULT_VALUE;
    } catch {
      const cached = this.answerCache(entryByName(SWITCH_CALL), { type: SWITCH_CONFIG_TYPE }, ctx);
      if (cached) await this.deps.caches.switch.set(cached.key, { configValue: SWITCH_DEFAULT_VALUE });
      return SWITCH_DEFAULT_VALUE;
    }
  }

  private async upstreamPath(entry: CatalogueEntry, ctx: InvokeContext): Promise<string> {
    const path = entry.forCS && usesForCS(ctx.session?.user.comId) ? entry.forCS : entry.path;
    const changed = applyDoSwitch(path, '1');
    if (changed === path) return path;
    return applyDoSwitch(path, await this.doSwitch(ctx));
  }

  private async send(entry: CatalogueEntry, method: HttpMethod, fields: Fields, query: Fields, ctx: InvokeContext): Promise<InvokeResult> {
    const path = await this.upstreamPath(entry, ctx);
    const encoded = encodeRequest(entry, method, fields, query);
    const qs = encoded.search.toString();
    const headers: Record<string, string> = { 'x-request-id': ctx.requestId, accept: 'application/json, */*' };
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
    // Only the token goes upstream, never the browser's other cookies; the white list (the spec's
    // public /wecom/white/ calls) never carries the caller's session at all.
    if (ctx.session && !isWhiteList(entry)) headers.cookie = `${TOKEN_COOKIE}=${ctx.session.token}`;
    if (entry.authorization && ctx.session) headers.authorization = ctx.session.token;
    const { tracer } = this.deps;
    if (tracer) return inSpan(tracer, `upstream ${entry.name}`, { 'bff.call': entry.name, 'http.request.method': method, 'url.path': path }, () => {
      // The upstream span's context: the upstream continues this trace.
      propagation.inject(context.active(), headers);
      return this.request(entry, method, path, qs, headers, encoded.body, fields, ctx);
    }, SpanKind.CLIENT);
    if (ctx.trace?.traceparent) {
      headers.traceparent = ctx.trace.traceparent;
      if (ctx.trace.tracestate) headers.tracestate = ctx.trace.tracestate;
    }
    return this.request(entry, method, path, qs, headers, encoded.body, fields, ctx);
  }

  private async request(entry: CatalogueEntry, method: HttpMethod, path: string, qs: string, headers: Record<string, string>, payload: ReturnType<typeof encodeRequest>['body'], fields: Fields, ctx: InvokeContext): Promise<InvokeResult> {
    const started = process.hrtime.bigint();
    let outcome = 'ok';
    try {
      // The dispatcher's own request: undici's top-level request() parses a URL string on every call.
      const res = await this.deps.dispatcher.request({
        origin: this.origin,
        path: `${this.pathPrefix}${path}${qs ? `?${qs}` : ''}`,
        method,
        headers,
        body: payload ?? null,
        // undici's own timers (no per-request AbortSignal, which cost more than the rest of the call)
        headersTimeout: entry.timeoutMs,
        bodyTimeout: entry.timeoutMs,
      });
      if (this.deps.tracer) trace.getActiveSpan()?.setAttribute('http.response.status_code', res.statusCode);
      const refreshed = res.headers[TOKEN_REFRESH_HEADER];
      const refreshedToken = typeof refreshed === 'string' && refreshed ? refreshed : undefined;
      const type = String(res.headers['content-type'] ?? '');

      if (entry.download && res.statusCode < 400 && !type.includes('json')) {
        const disposition = res.headers['content-disposition'];
        let filename: string | undefined;
        if (typeof disposition === 'string') {
          try {
            filename = parseContentDisposition(disposition).parameters['filename'];
          } catch {
            filename = undefined;
          }
        }
        const given = entry.download.filenameField ? getField(fields, entry.download.filenameField) : undefined;
        const file: DownloadedFile = {
          stream: res.body,
          filename: filename ?? (typeof given === 'string' ? given : undefined),
          contentType: type || 'application/octet-stream',
          contentLength: typeof res.headers['content-length'] === 'string' ? res.headers['content-length'] : undefined,
        };
        return { data: null, file, ...(refreshedToken ? { refreshedToken } : {}) };
      }

      const text = await res.body.text();
      let body: unknown;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        throw new ApiError(502, 'UPSTREAM_MALFORMED', MESSAGES.serviceAbnormal);
      }
      if (res.statusCode >= 400) throw httpFailure(res.statusCode, body);
      let data = entry.raw ? body : normaliseEnvelope(body);
      let issuedToken: string | undefined;
      if (entry.issuesToken) ({ data, issuedToken } = takeToken(data));
      return { data, ...(refreshedToken ? { refreshedToken } : {}), ...(issuedToken ? { issuedToken } : {}) };
    } catch (err) {
      if (err instanceof ApiError) {
        outcome = 'error';
        throw err;
      }
      // Name and code only: a transport error's message can hold the URL and its query string.
      const { name, code } = err as { name?: unknown; code?: unknown };
      const logged = { call: entry.name, error: String(name), code: typeof code === 'string' ? code : undefined };
      // A state-changing call that was sent may have taken effect: never invite a resubmission.
      if (entry.mutates && !neverSent(err)) {
        outcome = isTimeout(err) ? 'timeout' : 'error';
        ctx.log.warn(logged, 'state-changing upstream call: result unknown');
        throw new ApiError(504, 'UPSTREAM_RESULT_UNKNOWN', MESSAGES.resultUnknown);
      }
      if (isTimeout(err)) {
        outcome = 'timeout';
        throw new ApiError(504, 'UPSTREAM_TIMEOUT', MESSAGES.timeout);
      }
      outcome = 'error';
      ctx.log.warn(logged, 'upstream call failed');
      throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', MESSAGES.serviceAbnormal);
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const key = `${entry.name}|${outcome}`;
      let observe = this.durations.get(key);
      if (!observe) this.durations.set(key, (observe = histogramSeries(this.deps.metrics.upstreamDuration, { call: entry.name, outcome })));
      observe(seconds);
    }
  }
}

/** JSON with object keys sorted, so the same fields in another order give the same cache key. */
/** The part of a cached answer's key that the request's fields make (their stable JSON). */
export const answerFieldsKey = (fields: Fields): string => stableJson(fields);

/**
 * A cached answer's key: everything that shapes the answer — every request field (defaultValue
 * included) and, for staff calls, the caller: one user's answer is never served to another.
 */
function answerKey(entry: CatalogueEntry, session: Session | undefined, fieldsKey: string): string {
  const caller = entry.public ? '' : `${session?.user.comId ?? ''}/${session?.user.userCode ?? ''}`;
  return `${entry.name}|${caller}|${fieldsKey}`;
}

function stableJson(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  let out = '{';
  for (const key of keys) out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${stableJson((value as Fields)[key])}`;
  return `${out}}`;
}

/** The request never reached the upstream (no connection was made): safe to try again. */
function neverSent(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'UND_ERR_CONNECT_TIMEOUT' || err instanceof undiciErrors.ConnectTimeoutError;
}

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; code?: string } | null;
  return (
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError ||
    e?.name === 'TimeoutError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT'
  );
}

/** Take the token out of a login answer: the BFF keeps it; page script never sees it. */
export function takeToken(data: unknown): { data: unknown; issuedToken?: string } {
  if (typeof data === 'string' && data.split('.').length === 3) return { data: null, issuedToken: data };
  if (!data || typeof data !== 'object') return { data };
  const { token, ...rest } = data as Fields;
  if (typeof token === 'string') return { data: rest, issuedToken: token };
  const inner = rest['data'];
  if (inner && typeof inner === 'object' && typeof (inner as Fields)['token'] === 'string') {
    const { token: innerToken, ...innerRest } = inner as Fields;
    return { data: { ...rest, data: innerRest }, issuedToken: innerToken as string };
  }
  return { data };
}
