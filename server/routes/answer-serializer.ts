import type { FastifyBaseLogger, FastifySchema } from 'fastify';
import fastJson from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import type { Metrics } from '../plugins/metrics.js';

// The answer schemas of the catalogue are this project's reading of the upstream: spec 000 §3
// says the field shapes of most calls are not shown, spec 001 §6 that role results are not
// shown. So an answer is passed on whatever its shape. One that matches its schema takes the
// fast path (fast-json-stringify, compiled from the schema); one that does not is serialised
// generically — never a 500, never a field dropped or a value coerced — counted in /metrics and
// logged once per call and shape.

type AnswerPayload = { ok: true; data: unknown };

/** The answer schemas of the mirror routes, by identity, with the call they belong to. */
const CALL_OF = new WeakMap<object, CatalogueEntry>();

/** One answer schema per call, shared by every app this process builds (their compiled code is too). */
const ANSWER_SCHEMAS = new WeakMap<CatalogueEntry, TSchema>();

/** The 200 answer of a mirror route: `{ ok: true, data }`, data as the catalogue documents it. */
export function answerSchema(entry: CatalogueEntry): TSchema {
  let schema = ANSWER_SCHEMAS.get(entry);
  if (!schema) {
    schema = Type.Object({ ok: Type.Literal(true), data: entry.response });
    CALL_OF.set(schema, entry);
    ANSWER_SCHEMAS.set(entry, schema);
  }
  return schema;
}

type Compiled = { fast: (payload: unknown) => string; answer?: ReturnType<typeof Compile> };

/**
 * Compiled serializers and answer checks by schema identity, once per process: compiling ~290
 * routes' schemas cost about a second per app, and tests build many apps in one process.
 */
const COMPILED = new WeakMap<object, Compiled>();

function compiled(schema: FastifySchema): Compiled {
  let done = COMPILED.get(schema);
  if (!done) {
    const entry = CALL_OF.get(schema);
    done = { fast: fastJson(schema as Parameters<typeof fastJson>[0]) as (payload: unknown) => string, ...(entry ? { answer: Compile(entry.response) } : {}) };
    COMPILED.set(schema, done);
  }
  return done;
}

/**
 * The answer's structure without its values (logs hold no PII): keys and JSON types, three
 * levels deep, arrays by their first item, at most 20 keys per object and 400 characters.
 */
export function shapeOf(value: unknown, depth = 3): string {
  const walk = (v: unknown, d: number): string => {
    if (v === null) return 'null';
    if (Array.isArray(v)) return v.length === 0 ? '[]' : d > 0 ? `[${walk(v[0], d - 1)}]` : '[…]';
    if (typeof v !== 'object') return typeof v;
    if (d === 0) return '{…}';
    const keys = Object.keys(v).sort();
    const shown = keys.slice(0, 20).map((k) => `${k}:${walk((v as Record<string, unknown>)[k], d - 1)}`);
    if (keys.length > 20) shown.push('…');
    return `{${shown.join(',')}}`;
  };
  const shape = walk(value, depth);
  return shape.length > 400 ? `${shape.slice(0, 399)}…` : shape;
}

/** How many distinct call-and-shape pairs are remembered as already logged. */
const LOGGED_SHAPES = 1000;

/**
 * The serializer compiler of the mirror routes. Schemas made by answerSchema() get the
 * check-then-fast-path serializer; the others (the failure shape) are compiled as Fastify would.
 */
export function answerSerializerCompiler(metrics: Metrics, log: FastifyBaseLogger) {
  const logged = new LRUCache<string, true>({ max: LOGGED_SHAPES });
  return ({ schema }: { schema: FastifySchema }) => {
    const { fast, answer } = compiled(schema);
    const entry = CALL_OF.get(schema);
    if (!entry || !answer) return fast;
    const mismatches = metrics.answerSchemaMismatch.labels(entry.name);
    return (payload: AnswerPayload): string => {
      if (answer.Check(payload.data)) return fast(payload);
      mismatches.inc();
      const shape = shapeOf(payload.data);
      const key = `${entry.name}|${shape}`;
      if (!logged.has(key)) {
        logged.set(key, true);
        const [first] = answer.Errors(payload.data);
        log.warn(
          { call: entry.name, shape, mismatch: first ? `${first.instancePath || '/'} ${first.message}` : undefined },
          'upstream answer differs from the catalogue schema; passed on as it came',
        );
      }
      return JSON.stringify(payload);
    };
  };
}
