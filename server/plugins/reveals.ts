import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { isSearchRequest } from '../../shared/catalogue/search.js';
import type { AppConfig } from '../config.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { readSession } from '../session/token.js';
import { sharedRateLimitStore } from '../state/rate-limit-store.js';

// Reveals of full personal data and customer searches are limited per staff member (defaults no
// one meets in a day's work), and every reveal is written to a dedicated audit log that ops can
// route apart from the request log (AUDIT_LOG). With REDIS_URL the counts are shared by replicas.

const HOUR_MS = 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One line per reveal: who revealed what, when, with which outcome. */
    audit: Logger;
  }
}

/** The audit log's destination: stdout, stderr, off, or a file path. */
export function auditDestination(where: string): DestinationStream | undefined {
  if (where === 'off') return undefined;
  if (where === 'stdout') return pino.destination(1);
  if (where === 'stderr') return pino.destination(2);
  return pino.destination({ dest: where, mkdir: true, sync: false });
}

export const revealsPlugin = fp(async function reveals(app: FastifyInstance, opts: { auditStream?: DestinationStream | undefined }) {
  const stream = opts.auditStream ?? auditDestination(app.config.auditLog);
  const audit: Logger = stream ? pino({ base: { log: 'audit' }, timestamp: pino.stdTimeFunctions.isoTime }, stream) : pino({ enabled: false });
  app.decorate('audit', { getter: () => audit });
  // Counted per staff member (the session's user), never per address: many staff share one proxy.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => {
      const user = readSession(request)?.user;
      return user ? `${user.comId}/${user.userCode}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: () => new ApiError(429, 'RATE_LIMITED', MESSAGES.rateLimited),
    // Counted in the state store: with Redis every replica counts in it; embedded, one bounded space.
    // Not the plugin's own local store: it keeps a counter per route, so each search call had a budget
    // of its own (issue 30) — here a groupId names one counter for every call of the group.
    store: sharedRateLimitStore(app.store.space('rate-limit', 100_000)),
  });
});

/** The fields of a request (query for GET, body otherwise). */
const fieldsOf = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body);

/**
 * The route config that limits a reveal or a customer search: one counter per staff member for
 * every call of the kind. A search call's request counts only when it looks someone up (a plate,
 * a name …; shared/catalogue/search.ts): counted after validation, when its fields are known.
 */
export function rateLimitOf(entry: CatalogueEntry, config: AppConfig) {
  if (entry.reveal) return { rateLimit: { max: config.revealLimitPerHour, timeWindow: HOUR_MS, groupId: 'reveal' } };
  if (entry.search) {
    return {
      rateLimit: {
        max: config.searchLimitPerHour,
        timeWindow: HOUR_MS,
        groupId: 'search',
        hook: 'preHandler' as const,
        allowList: (request: FastifyRequest) => !isSearchRequest(fieldsOf(request)),
      },
    };
  }
  // Public: counted per address (no session), so that record ids cannot be tried one after another.
  if (entry.publicRecord) return { rateLimit: { max: config.publicRecordLimitPerHour, timeWindow: HOUR_MS, groupId: 'public-record' } };
  return {};
}

/** The customer whose data a reveal answered (its answer's custId), by request. */
const revealedOf = new WeakMap<FastifyRequest, string>();

/**
 * Before a reveal goes upstream: it must name its customer (custId), so that its audit line names
 * them — an encrypted id alone would leave `"custId":""` (issue 30). 400 otherwise.
 */
export function requireRevealSubject(fields: Record<string, unknown>) {
  const custId = fields['custId'];
  if (!(typeof custId === 'string' && custId.trim() !== '') && typeof custId !== 'number') {
    throw new ApiError(400, 'BAD_REQUEST', `${MESSAGES.badRequest}：缺少客户号 custId`);
  }
}

/** Remember whose data the answer holds: the audit line names the answer's customer, not only the request's. */
export function noteRevealed(request: FastifyRequest, data: unknown) {
  const custId = (data as { custId?: unknown } | null)?.custId;
  if (typeof custId === 'string' || typeof custId === 'number') revealedOf.set(request, String(custId));
}

/** The audit line of one reveal request, whatever its outcome (served, refused, limited, failed). */
export function auditReveal(entry: CatalogueEntry) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const user = readSession(request)?.user;
    const fields = ((request.method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;
    const subject = (name: string) => (typeof fields[name] === 'string' || typeof fields[name] === 'number' ? String(fields[name]).trim() || undefined : undefined);
    const answered = revealedOf.get(request);
    const asked = subject('custId');
    request.server.audit.info(
      {
        userCode: user?.userCode,
        comId: user?.comId,
        // An internal app's request (bearer + app key) names the app too.
        ...(request.appCaller ? { app: request.appCaller.app.name } : {}),
        call: entry.name,
        custId: answered ?? asked,
        // Asked for one customer, answered another's data (an encrypted id that names someone else): both are kept.
        ...(answered !== undefined && asked !== undefined && answered !== asked ? { askedCustId: asked } : {}),
        policyNo: subject('policyNo'),
        reqId: request.id,
        status: reply.statusCode,
        outcome: reply.statusCode < 400 ? 'revealed' : 'refused',
      },
      'reveal',
    );
    done();
  };
}
