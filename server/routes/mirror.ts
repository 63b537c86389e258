import { createHash } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CATALOGUE, entryByName, urlEncodedFieldsOf, type CallerRule, type CatalogueEntry, type GateName, type HttpMethod } from '../../shared/catalogue/index.js';
import { ApiError, fail, MESSAGES, ok } from '../http/answer.js';
import { IDEMPOTENCY_KEY, type StoredAnswer } from '../http/idempotency.js';
import { checkPageUrl } from '../http/public-base.js';
import { maskAnswer, piiFieldsOf } from '../http/pii.js';
import { auditMutation } from '../http/audit.js';
import { recordIdFieldsOf } from '../plugins/enumeration.js';
import { auditReveal, noteRevealed, rateLimitOf, requireRevealSubject } from '../plugins/reveals.js';
import { applyCallerRules } from '../session/caller.js';
import { clearTokenCookie, decodeToken, readSession, setTokenCookie, type Session } from '../session/token.js';
import { UploadedFile, type Fields } from '../upstream/fields.js';
import { answerFieldsKey } from '../upstream/upstream.js';
import { routeObserver } from '../plugins/metrics.js';
import { answerSchema, answerSerializerCompiler } from './answer-serializer.js';
import { GATES, SEND_CHECKS, type Ask, type Held, type SendCheckResult } from './gates.js';
import { ctxOf } from './session.js';

// The mirror routes: every catalogue call at its upstream path relative to /wecom/api, under
// /api, without ".do", same method (design.md). Generated from the catalogue: no handler per call.

export const FailSchema = Type.Object(
  { ok: Type.Literal(false), error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { description: '失败：{"ok":false,"error":{"code","message"}}' },
);

function callerRuleText(entry: CatalogueEntry, r: CallerRule): string {
  if (r.scope === 'others') return `any: ${r.why}`;
  if (r.scope === 'own') return 'own only';
  if (!entry.mutates) return 'own province';
  return r.gate ? `own branch; another branch of the province with the \`${r.gate}\` gate` : 'own branch';
}

function describe(entry: CatalogueEntry): string {
  const facts = [
    `Upstream: \`${entry.methods.join('/')} ${entry.path}\`${entry.ourChoice ? ' (path chosen by the BFF: the spec names the call without one)' : ''}.`,
    entry.public ? 'Public (white list): no login needed.' : `Roles: ${entry.roles.join(', ')}.`,
    entry.encoding !== 'json' ? `Sent upstream as ${entry.encoding}.` : '',
    entry.timeoutMs !== 60_000 ? `Upstream timeout ${entry.timeoutMs / 1000} s.` : '',
    entry.raw ? 'Raw: data is the whole upstream body.' : '',
    entry.signed ? 'Signed (sign = SHA-1 of the sorted parameters).' : '',
    entry.prepare?.length ? `Fills ${entry.prepare.map((p) => `${p.field} from ${p.from}`).join(', ')} when missing.` : '',
    urlEncodedFieldsOf(entry.request).length ? `URL-encodes ${urlEncodedFieldsOf(entry.request).join(', ')} (as every vinNo, frameNo and licenseNo).` : '',
    entry.forCS ? `Organisation 51000000 calls \`${entry.forCS}\`.` : '',
    entry.coalesce ? 'Identical calls in flight share one upstream call.' : '',
    entry.cache ? `Answers cached ${entry.cache.ttlMs / 60_000} min by every request field${entry.public ? '' : ' and the caller'}.` : '',
    entry.download ? 'Answers the file itself (content-disposition names it).' : '',
    entry.publicRecord ? 'Names one record by id: limited per address (PUBLIC_RECORD_LIMIT_PER_HOUR; 429 past it).' : '',
    recordIdFieldsOf(entry).length ? `Each record named by ${recordIdFieldsOf(entry).join(', ')} counts toward the caller's hourly budget of distinct records (ENUMERATION_LIMIT_PER_HOUR; 429 ENUMERATION_LIMITED past it).` : '',
    entry.mutates ? 'Changes state: needs the header x-csrf: 1 whatever the method; each call writes one line to the audit log (AUDIT_LOG).' : '',
    entry.search ? 'A customer search: a request that looks someone up (name, mobile, plate, ID or frame number, keyword) counts toward the caller’s hourly search budget (SEARCH_LIMIT_PER_HOUR, shared by every search call; 429 past it).' : '',
    entry.reveal ? 'Reveals full personal data: needs custId, limited per staff member (REVEAL_LIMIT_PER_HOUR) and written to the audit log.' : '',
    SEND_CHECKS[entry.name] ? 'Sends to customers: a customer on the message blacklist is refused (422 CUSTOMER_BLACKLISTED) or left out of a bulk send and named in blacklistSkipped, whatever the message type; a mass send that names no customers is sent to the ones the BFF works out (the task\'s, the batch\'s) or, for a draft, refused (422 RECIPIENTS_REQUIRED).' : '',
    entry.caller ? `Caller fields from the session: ${Object.entries(entry.caller).map(([f, r]) => `${f} (${callerRuleText(entry, r)})`).join(', ')}.` : '',
    entry.upload ? `Takes multipart/form-data with the file in \`${entry.upload.fileField}\`, of a type read from its bytes: ${entry.upload.accept.join(', ')} (others: 415).` : '',
    entry.gate ? `Checked first by the BFF with the \`${entry.gate}\` gate, asking the upstream as the caller whether they may make it (403 otherwise; server/routes/gates.ts).` : '',
    entry.pageUrl ? `${entry.pageUrl}: a page of this app only (under PUBLIC_URL and BASE_PATH, without #fragment; others: 400 PAGE_URL_NOT_ALLOWED). Never cached by the BFF.` : '',
    entry.outboundUrls?.length ? `${entry.outboundUrls.join(', ')}: https URLs to allow-listed hosts only (OUTBOUND_URL_HOSTS; others: 400 URL_NOT_ALLOWED).` : '',
  ];
  return facts.filter(Boolean).join(' ');
}

/** The request schema as callers see it: caller fields the session fills are never required. */
function callerOptional(entry: CatalogueEntry, schema: TSchema): TSchema {
  const filled = Object.entries(entry.caller ?? {}).filter(([, rule]) => rule.scope !== 'others').map(([field]) => field);
  const required = (schema as { required?: string[] }).required;
  if (!filled.length || !required?.some((f) => filled.includes(f))) return schema;
  return { ...schema, required: required.filter((f) => !filled.includes(f)) } as TSchema;
}

/** One schema object per call and method in the process, so that compiled validators and serializers are shared. */
const SCHEMAS = new Map<string, FastifySchema>();

export function schemaOf(entry: CatalogueEntry, method: HttpMethod): FastifySchema {
  const key = `${method} ${entry.name}`;
  let schema = SCHEMAS.get(key);
  if (!schema) SCHEMAS.set(key, (schema = buildSchema(entry, method)));
  return schema;
}

function buildSchema(entry: CatalogueEntry, method: HttpMethod): FastifySchema {
  const schema: FastifySchema = {
    summary: entry.summary,
    description: describe(entry),
    tags: [entry.section === 'ours' ? 'BFF proposal (no spec 001 call)' : `spec 001 §${entry.section}`],
    operationId: `${method.toLowerCase()}_${entry.name.replace(/[^A-Za-z0-9]/g, '_')}`,
    ...(entry.public ? {} : { security: [{ userToken: [] }] }),
  };
  const request = callerOptional(entry, entry.request);
  const query = entry.query && callerOptional(entry, entry.query);
  if (method === 'GET') schema.querystring = request;
  else if (entry.upload) {
    // multipart/form-data: validated in the handler (fields against entry.request, the file present).
    schema.consumes = ['multipart/form-data'];
    if (query) schema.querystring = query;
  } else {
    schema.body = request;
    if (query) schema.querystring = query;
  }
  schema.response = entry.download
    ? { '4xx': FailSchema, '5xx': FailSchema }
    : { 200: answerSchema(entry), '4xx': FailSchema, '5xx': FailSchema };
  return schema;
}

/** Roles enforced at the BFF: the upstream never sees a call the caller may not make. */
function authorise(entry: CatalogueEntry, request: FastifyRequest, reply: FastifyReply) {
  const session = readSession(request);
  if (!session && request.cookies['USER_TOKEN']) clearTokenCookie(request, reply);
  if (entry.public) return session;
  if (!session) throw new ApiError(401, 'NOT_LOGGED_IN', MESSAGES.notLoggedIn);
  if (!entry.roles.includes(session.user.systemRole as never)) throw new ApiError(403, 'FORBIDDEN', MESSAGES.forbidden);
  return session;
}

const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The parts of a multipart body; a truncated or malformed one is the caller's error (400), not ours. */
async function readParts(request: FastifyRequest, fileField: string): Promise<Fields> {
  const fields: Fields = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === fileField) fields[part.fieldname] = new UploadedFile(buffer, part.filename, part.mimetype);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Fastify's and @fastify/multipart's own errors (size and count limits) keep their answers.
    if (err instanceof ApiError || String((err as { code?: unknown }).code ?? '').startsWith('FST_')) throw err;
    throw new ApiError(400, 'BAD_REQUEST', MESSAGES.badUpload);
  }
  return fields;
}

/** The file as its bytes say it is (never its name or declared type), if the call takes that type. */
async function sniffed(file: UploadedFile, accept: readonly string[]): Promise<UploadedFile> {
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !accept.includes(type.mime)) throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', MESSAGES.unsupportedFileType);
  return new UploadedFile(file.buffer, file.filename, type.mime);
}

/** The fields and the file of a multipart upload, checked like any other request. */
async function readUpload(entry: CatalogueEntry, request: FastifyRequest): Promise<Fields> {
  const upload = entry.upload!;
  if (!request.isMultipart()) throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：需要 multipart/form-data`);
  const fields = await readParts(request, upload.fileField);
  const file = fields[upload.fileField];
  if (!(file instanceof UploadedFile)) {
    throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：${upload.fileField}`);
  }
  fields[upload.fileField] = await sniffed(file, upload.accept);
  const { [upload.fileField]: _file, ...rest } = fields;
  const [first] = Value.Errors(callerOptional(entry, entry.request), rest);
  if (first) {
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0];
    const field = missing ?? first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：body.${field}`);
  }
  return fields;
}

/**
 * A refreshed token (the upstream's refresh header) replaces the cookie only within the caller's
 * own session: same user, and a token the BFF accepts. A mirror route never starts a session.
 */
function keepRefreshed(request: FastifyRequest, reply: FastifyReply, session: Session | undefined, token: string | undefined) {
  if (!token || !session) return;
  const user = decodeToken(token, request.server.config.tokenSecret);
  if (user && user.userCode === session.user.userCode && user.systemRole === session.user.systemRole) setTokenCookie(request, reply, token);
}

/**
 * Calls that issue or confirm a session (login.do, codeExchangeId.do, confirmQRCodeLoginPC,
 * fake-login.do) are not mirrored: only /api/auth performs logins, each with its own checks. Nor
 * are the encryption endpoints (`internal`): the BFF prepares encrypted ids itself, and a mirrored
 * one would encrypt any id for any caller (an oracle for the public pages' encrypted ids).
 */
export const isMirrored = (entry: CatalogueEntry, demo: boolean) => !entry.issuesToken && !entry.internal && !(entry.devOnly && !demo);

/** The Idempotency-Key of a state-changing request, if it sent one (400 when malformed). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'BAD_REQUEST', MESSAGES.badIdempotencyKey);
  return key;
}

/** A JSON answer as status and body, for the idempotency store (errors are answers too). */
async function asStored(serve: () => Promise<unknown>): Promise<StoredAnswer> {
  try {
    return { status: 200, body: await serve() };
  } catch (err) {
    if (err instanceof ApiError) return { status: err.statusCode, body: fail(err.code, err.message) };
    throw err;
  }
}

/** The serialised answer of a cached value, by the cached object's identity (the embedded store hands out the same object). */
const CACHED_BYTES = new WeakMap<object, { body: string; etag: string }>();

/** The bytes a cached value was served as, once sendCached has made them (the fast reads serve them). */
export const cachedBytesOf = (value: unknown) => (value !== null && typeof value === 'object' ? CACHED_BYTES.get(value) : undefined);

/**
 * Answer a cached value: masked and serialised (the route's answer serializer) once per cached
 * object, then served as those bytes. With Redis each hit is a fresh object: it is serialised each time.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, data: unknown, pii: ReturnType<typeof piiFieldsOf>) {
  let bytes = data !== null && typeof data === 'object' ? CACHED_BYTES.get(data) : undefined;
  if (!bytes) {
    const body = reply.serialize(ok(maskAnswer(data, pii))) as string;
    bytes = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (data !== null && typeof data === 'object') CACHED_BYTES.set(data, bytes);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('etag', bytes.etag);
  if (request.headers['if-none-match'] === bytes.etag) return reply.code(304).send();
  return reply.send(bytes.body);
}

export async function mirrorRoutes(app: FastifyInstance, opts: { demo: boolean }) {
  const claims = app.store.space('gate-claims', 10_000);

  /** Ask the upstream a catalogue call as the caller: as a GET where the call has one (reads), else by the method it has. */
  function askAs(session: Session | undefined, request: FastifyRequest): Ask {
    const ctx = ctxOf(request, session);
    const methodOf = (name: string) => (entryByName(name).methods.includes('GET') ? 'GET' : entryByName(name).methods[0]!);
    return async (name, asked) => (await app.upstream.invokeByName(name, asked, ctx, { method: methodOf(name) })).data;
  }

  /** Pass the permission gates a request needs, asked of the upstream as the caller; what they took. */
  async function passGates(gates: ReadonlySet<GateName>, fields: Fields, session: Session | undefined, request: FastifyRequest): Promise<Held[]> {
    const held: Held[] = [];
    if (!gates.size) return held;
    const ask = askAs(session, request);
    try {
      for (const name of gates) {
        const taken = await GATES[name](ask, fields, { claims });
        if (taken) held.push(taken);
      }
    } catch (err) {
      for (const h of held) await h.release();
      throw err;
    }
    return held;
  }

  // Answers of any shape are passed on: the catalogue's answer schemas are the fast path, not a gate.
  app.setSerializerCompiler(answerSerializerCompiler(app.metrics, app.log));
  // @fastify/multipart adds two async hooks and a 'close' listener to every request of its scope: it
  // is registered in a scope of the upload calls only (a multipart body elsewhere is answered 415).
  let uploads: FastifyInstance | undefined;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 }, throwFileSizeLimit: true });
    uploads = scope;
  });
  for (const entry of CATALOGUE) {
    if (!isMirrored(entry, opts.demo)) continue;
    // Which answer properties hold personal data: derived once from the catalogue's tags.
    const pii = piiFieldsOf(entry, CATALOGUE);
    for (const method of entry.methods) {
      const mutates = entry.mutates === true || method !== 'GET';
      // A cached read with nothing to check before the cache (no caller fields, gates, record ids,
      // page or outbound URLs, reveal, upload or send check): a hit is answered straight from the
      // cache, after the same role check; a miss takes the whole path below.
      const cachedRead =
        entry.cache !== undefined && !mutates && !entry.caller && !entry.gate && !entry.reveal && !entry.upload && !entry.pageUrl &&
        !entry.outboundUrls?.length && !SEND_CHECKS[entry.name] && recordIdFieldsOf(entry).length === 0 && entry.encoding !== 'params+body';

      // …and a public one with no per-address limit: a hit may be answered before Fastify's pipeline.
      const fastRead = cachedRead && entry.public && method === 'GET' && !('rateLimit' in rateLimitOf(entry, app.config)) ? app.fastReads : undefined;

      /** Call the upstream for this request and answer: the file, or the data with personal data masked. */
      async function serve(request: FastifyRequest, reply: FastifyReply, session: Session | undefined) {
        const fields = entry.upload && method !== 'GET' ? await readUpload(entry, request) : { ...(((method === 'GET' ? request.query : request.body) ?? {}) as Fields) };
        const query = entry.encoding === 'params+body' ? { ...(request.query as Fields) } : undefined;
        const gates = applyCallerRules(entry, session, fields, query);
        checkPageUrl(entry, fields, request);
        if (entry.reveal) requireRevealSubject(fields);
        if (entry.gate) gates.add(entry.gate);
        try {
          await app.enumeration.count(entry, fields, session, request, query);
          const held = await passGates(gates, fields, session, request);
          let result;
          let checked: SendCheckResult | void = undefined;
          try {
            // The message blacklist, by customer, on every send path (after the permission gates).
            const check = SEND_CHECKS[entry.name];
            if (check) checked = await check(askAs(session, request), fields);
            result = await app.upstream.invoke(entry, fields, ctxOf(request, session), {
              method,
              ...(query ? { query } : {}),
            });
          } catch (err) {
            // The upstream answered (a refusal, a rejection) or was not reached: what the gates took is
            // given back. A result that is unknown (timeout after sending) keeps it: the call may have happened.
            if (!(err instanceof ApiError && err.code === 'UPSTREAM_RESULT_UNKNOWN')) for (const h of held) await h.release();
            throw err;
          }
          // Done upstream: its state now says what happened (a reviewed application shows as reviewed).
          for (const h of held) await h.release();
          keepRefreshed(request, reply, session, result.refreshedToken);
          if (result.file) {
            const { file } = result;
            reply.type(file.contentType);
            if (file.contentLength) reply.header('content-length', file.contentLength);
            reply.header('content-disposition', contentDisposition(file.filename ?? 'download', { type: 'attachment' }));
            return reply.send(file.stream);
          }
          if (entry.reveal) noteRevealed(request, result.data);
          // A bulk send that left blacklisted customers out says who (the screen shows them).
          if (checked?.skipped?.length && result.data && typeof result.data === 'object' && !Array.isArray(result.data)) {
            (result.data as Record<string, unknown>)['blacklistSkipped'] = checked.skipped;
          }
          // A cached answer is served as the bytes it was serialised to the first time (with its ETag).
          if (result.cached && !entry.reveal && !mutates && !checked?.skipped?.length) return sendCached(request, reply, result.data, pii);
          return ok(entry.reveal ? result.data : maskAnswer(result.data, pii));
        } catch (err) {
          if (err instanceof ApiError && err.code === 'LOGIN_TIMEOUT') clearTokenCookie(request, reply);
          throw err;
        }
      }

      (entry.upload ? uploads! : app).route({
        method,
        url: entry.mirrorPath,
        schema: schemaOf(entry, method),
        config: { mutates, ...rateLimitOf(entry, app.config) },
        // One audit line per reveal and per change (who, which call, which records, outcome).
        ...(entry.reveal ? { onResponse: auditReveal(entry) } : entry.mutates ? { onResponse: auditMutation(entry) } : {}),
        handler: async (request, reply) => {
          const session = authorise(entry, request, reply);
          if (cachedRead) {
            const lookup = app.upstream.cachedAnswer(entry, request.query as Fields, { session, requestId: request.id, log: request.log });
            const hit = lookup instanceof Promise ? await lookup : lookup;
            if (hit) {
              // This exact URL is a cached read: the fast reads may answer it next time (http/fast-reads.ts).
              if (fastRead) {
                const route = request.routeOptions.url ?? entry.mirrorPath;
                fastRead.note(request.raw.url ?? '', () => ({ entry, route, key: app.upstream.publicAnswerKey(entry, answerFieldsKey(request.query as Fields)), observe: routeObserver(app.metrics, 'GET', route) }));
              }
              return sendCached(request, reply, hit.value, pii);
            }
          }
          // Kept for the state-changing calls the catalogue names (those the audit log records too): a
          // list read by POST is asked again whatever its key, and keeping its answers would spend the
          // staff member's allowance on reads.
          const key = entry.mutates === true ? idempotencyKeyOf(request) : undefined;
          // An anonymous caller's key is not kept: it would let anyone fill the store (issue 30).
          if (key === undefined || !session) return serve(request, reply, session);
          // One answer per key, caller and call for 24 h: a repeat is answered without calling the upstream.
          const caller = `${session.user.comId}/${session.user.userCode}`;
          const { answer, replayed } = await app.idempotency.run(`${caller}|${entry.name}|${key}`, () => asStored(() => serve(request, reply, session)), caller);
          if (replayed) reply.header('idempotent-replayed', 'true');
          return reply.code(answer.status).send(answer.body);
        },
      });
    }
  }
}
