import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { ApiError } from '../http/answer.js';
import type { Session } from '../session/token.js';
import { required } from '../state/store.js';
import { getField, isBlank, type Fields } from '../upstream/fields.js';

// Enumeration is limited per staff member: every call that names one customer, policy, claim, task,
// quotation, proposal or care message by id counts that record toward a budget of distinct records
// per hour (ENUMERATION_LIMIT_PER_HOUR); a read that names several customers (`custIds`) counts each.
// A record already counted in the hour is free again; past the budget a new one is refused with 429
// and an audit line, before anything goes upstream. The counts are in the state store, so replicas
// share them (Redis), and fail closed (503) when it cannot be reached.

const HOUR_MS = 3600_000;

/** The request fields that name one record, and the kind of record each names. */
export const RECORD_ID_FIELDS: Readonly<Record<string, string>> = {
  custId: 'customer',
  encryptCustId: 'customer',
  encryptCustIdAndUserCode: 'customer',
  policyNo: 'policy',
  registNo: 'claim',
  taskId: 'task',
  encryptTaskId: 'task',
  quotationNo: 'quotation',
  quotationId: 'quotation',
  proposalNo: 'proposal',
  // A care message names the customer it is for.
  msgId: 'careMessage',
};

/**
 * The request fields that name several records (an array or comma-separated ids): counted on reads
 * only. A send to the customers the caller chose (sendTaskGroupMsg …) is not enumeration, and the
 * upstream's data permission decides each of them.
 */
export const RECORD_LIST_FIELDS: Readonly<Record<string, string>> = {
  custIds: 'customer',
};

export const ENUMERATION_LIMITED = '短时间内查看的客户、保单、案件等记录过多，已暂停查看新的记录，请一小时后再试';

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/**
 * The record-id fields a call's request declares — its body and, for params+body calls, its query
 * parameters (derived once per entry from the catalogue).
 */
export function recordIdFieldsOf(entry: CatalogueEntry): string[] {
  if (entry.public) return [];
  const names = [...new Set([...propertiesOf(entry.request), ...propertiesOf(entry.query)])];
  return names.filter((n) => n in RECORD_ID_FIELDS || (!entry.mutates && n in RECORD_LIST_FIELDS));
}

/** The ids a field's value names: one id, or (a list field) an array or comma-separated ids. */
function idsIn(name: string, value: unknown): string[] {
  if (isBlank(value)) return [];
  if (typeof value === 'string' || typeof value === 'number') {
    return name in RECORD_LIST_FIELDS ? String(value).split(',').map((v) => v.trim()).filter(Boolean) : [String(value)];
  }
  if (Array.isArray(value) && name in RECORD_LIST_FIELDS) return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String).filter(Boolean);
  return [];
}

export interface EnumerationGuard {
  /**
   * Count the records this request names for its caller (in `fields`, and in `query` for a
   * params+body call); throws 429 past the budget.
   */
  count(entry: CatalogueEntry, fields: Fields, session: Session | undefined, request: FastifyRequest, query?: Fields): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    enumeration: EnumerationGuard;
  }
}

export const enumerationPlugin = fp(async function enumeration(app: FastifyInstance, opts: { now?: (() => number) | undefined }) {
  const now = opts.now ?? Date.now;
  const space = app.store.space('enumeration', 200_000);
  const limit = app.config.enumerationLimitPerHour;
  const fieldsOf = new Map<string, string[]>();

  const guard: EnumerationGuard = {
    async count(entry, fields, session, request, query) {
      if (!session) return;
      let names = fieldsOf.get(entry.name);
      if (!names) fieldsOf.set(entry.name, (names = recordIdFieldsOf(entry)));
      if (!names.length) return;
      const records = new Set<string>();
      for (const name of names) {
        const kind = RECORD_ID_FIELDS[name] ?? RECORD_LIST_FIELDS[name];
        for (const source of query ? [fields, query] : [fields]) for (const id of idsIn(name, getField(source, name))) records.add(`${kind}:${id}`);
      }
      if (!records.size) return;
      const who = `${session.user.comId}/${session.user.userCode}`;
      // Fixed hourly windows: a record and the count it went into expire together.
      const window = Math.floor(now() / HOUR_MS);
      const left = HOUR_MS - (now() % HOUR_MS);
      for (const record of records) {
        const seen = `${who}|${window}|${record}`;
        if (await required(space.get<number>(seen))) continue;
        const { count } = await required(space.increment(`${who}|${window}`, left));
        if (count > limit) {
          app.audit.info(
            { userCode: session.user.userCode, comId: session.user.comId, ...(request.appCaller ? { app: request.appCaller.app.name } : {}), call: entry.name, record: record.split(':')[0], count, limit, reqId: request.id, outcome: 'refused' },
            'enumeration-limit',
          );
          throw new ApiError(429, 'ENUMERATION_LIMITED', ENUMERATION_LIMITED);
        }
        await required(space.set(seen, 1, left));
      }
    },
  };
  app.decorate('enumeration', guard);
});
