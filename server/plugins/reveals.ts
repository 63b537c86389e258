import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
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
    // With Redis every replica counts in it; embedded, the plugin's own per-process store (one process, one count).
    ...(app.store.kind === 'redis' ? { store: sharedRateLimitStore(app.store.space('rate-limit', 0)) } : {}),
  });
});

/** The route config that limits a reveal or a customer search (shared counters per kind). */
export function rateLimitOf(entry: CatalogueEntry, config: AppConfig) {
  if (entry.reveal) return { rateLimit: { max: config.revealLimitPerHour, timeWindow: HOUR_MS, groupId: 'reveal' } };
  if (entry.search) return { rateLimit: { max: config.searchLimitPerHour, timeWindow: HOUR_MS, groupId: 'search' } };
  return {};
}

/** The audit line of one reveal request, whatever its outcome (served, refused, limited, failed). */
export function auditReveal(entry: CatalogueEntry) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const user = readSession(request)?.user;
    const fields = ((request.method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;
    const subject = (name: string) => (typeof fields[name] === 'string' || typeof fields[name] === 'number' ? String(fields[name]) : undefined);
    request.server.audit.info(
      {
        userCode: user?.userCode,
        comId: user?.comId,
        // An internal app's request (bearer + app key) names the app too.
        ...(request.appCaller ? { app: request.appCaller.app.name } : {}),
        call: entry.name,
        custId: subject('custId'),
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
