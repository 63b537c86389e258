import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { CATALOGUE, type CatalogueEntry, type HttpMethod } from '../../shared/catalogue/index.js';
import { ApiError, MESSAGES, ok } from '../http/answer.js';
import { clearTokenCookie, readSession, setTokenCookie } from '../session/token.js';
import { UploadedFile, type Fields } from '../upstream/fields.js';

// The mirror routes: every catalogue call at its upstream path relative to /wecom/api, under
// /api, without ".do", same method (design.md). Generated from the catalogue: no handler per call.

export const FailSchema = Type.Object(
  { ok: Type.Literal(false), error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { description: '失败：{"ok":false,"error":{"code","message"}}' },
);

function describe(entry: CatalogueEntry): string {
  const facts = [
    `Upstream: \`${entry.methods.join('/')} ${entry.path}\`${entry.ourChoice ? ' (path chosen by the BFF: the spec names the call without one)' : ''}.`,
    entry.public ? 'Public (white list): no login needed.' : `Roles: ${entry.roles.join(', ')}.`,
    entry.encoding !== 'json' ? `Sent upstream as ${entry.encoding}.` : '',
    entry.timeoutMs !== 60_000 ? `Upstream timeout ${entry.timeoutMs / 1000} s.` : '',
    entry.raw ? 'Raw: data is the whole upstream body.' : '',
    entry.signed ? 'Signed (sign = SHA-1 of the sorted parameters).' : '',
    entry.prepare?.length ? `Fills ${entry.prepare.map((p) => `${p.field} from ${p.from}`).join(', ')} when missing.` : '',
    entry.urlEncode?.length ? `URL-encodes ${entry.urlEncode.join(', ')}.` : '',
    entry.forCS ? `Organisation 51000000 calls \`${entry.forCS}\`.` : '',
    entry.coalesce ? 'Identical calls in flight share one upstream call.' : '',
    entry.cache ? `Answers cached ${entry.cache.ttlMs / 60_000} min by ${entry.cache.key.join(', ')}.` : '',
    entry.download ? 'Answers the file itself (content-disposition names it).' : '',
    entry.upload ? `Takes multipart/form-data with the file in \`${entry.upload.fileField}\`, of a type read from its bytes: ${entry.upload.accept.join(', ')} (others: 415).` : '',
    entry.outboundUrls?.length ? `${entry.outboundUrls.join(', ')}: https URLs to allow-listed hosts only (OUTBOUND_URL_HOSTS; others: 400 URL_NOT_ALLOWED).` : '',
    entry.issuesToken ? 'Sets the USER_TOKEN cookie; the token is removed from data.' : '',
  ];
  return facts.filter(Boolean).join(' ');
}

export function schemaOf(entry: CatalogueEntry, method: HttpMethod): FastifySchema {
  const schema: FastifySchema = {
    summary: entry.summary,
    description: describe(entry),
    tags: [`spec 001 §${entry.section}`],
    operationId: `${method.toLowerCase()}_${entry.name.replace(/[^A-Za-z0-9]/g, '_')}`,
    ...(entry.public ? {} : { security: [{ userToken: [] }] }),
  };
  if (method === 'GET') schema.querystring = entry.request;
  else if (entry.upload) {
    // multipart/form-data: validated in the handler (fields against entry.request, the file present).
    schema.consumes = ['multipart/form-data'];
    if (entry.query) schema.querystring = entry.query;
  } else {
    schema.body = entry.request;
    if (entry.query) schema.querystring = entry.query;
  }
  schema.response = entry.download
    ? { '4xx': FailSchema, '5xx': FailSchema }
    : { 200: Type.Object({ ok: Type.Literal(true), data: entry.response }), '4xx': FailSchema, '5xx': FailSchema };
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
  const [first] = Value.Errors(entry.request, rest);
  if (first) {
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0];
    const field = missing ?? first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：body.${field}`);
  }
  return fields;
}

export async function mirrorRoutes(app: FastifyInstance, opts: { demo: boolean }) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 }, throwFileSizeLimit: true });
  for (const entry of CATALOGUE) {
    if (entry.devOnly && !opts.demo) continue;
    for (const method of entry.methods) {
      app.route({
        method,
        url: entry.mirrorPath,
        schema: schemaOf(entry, method),
        handler: async (request, reply) => {
          const session = authorise(entry, request, reply);
          const fields = entry.upload && method !== 'GET' ? await readUpload(entry, request) : (((method === 'GET' ? request.query : request.body) ?? {}) as Fields);
          const query = entry.encoding === 'params+body' ? (request.query as Fields) : undefined;
          try {
            const result = await app.upstream.invoke(entry, fields, { session, requestId: request.id, log: request.log }, {
              method,
              ...(query ? { query } : {}),
            });
            const token = result.issuedToken ?? result.refreshedToken;
            if (token) setTokenCookie(request, reply, token);
            if (result.file) {
              const { file } = result;
              reply.type(file.contentType);
              if (file.contentLength) reply.header('content-length', file.contentLength);
              reply.header('content-disposition', contentDisposition(file.filename ?? 'download', { type: 'attachment' }));
              return reply.send(file.stream);
            }
            return ok(result.data);
          } catch (err) {
            if (err instanceof ApiError && err.code === 'LOGIN_TIMEOUT') clearTokenCookie(request, reply);
            throw err;
          }
        },
      });
    }
  }
}
