import fc from 'fast-check';
import type { FastifyBaseLogger, FastifySchema } from 'fastify';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, entryByName, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { createMetrics } from '../../server/plugins/metrics.js';
import { FailSchema } from '../../server/routes/mirror.js';
import { answerSchema, answerSerializerCompiler, shapeOf } from '../../server/routes/answer-serializer.js';

// Spec 000 §3: "Response field shapes of most calls are not shown". Whatever the upstream
// answers is passed on unchanged; the catalogue's answer schema only decides the fast path.

function setup() {
  const metrics = createMetrics();
  const warnings: Record<string, unknown>[] = [];
  const log = { warn: (obj: Record<string, unknown>) => warnings.push(obj) } as unknown as FastifyBaseLogger;
  const compile = answerSerializerCompiler(metrics, log);
  const serializerOf = (entry: CatalogueEntry) => compile({ schema: answerSchema(entry) as FastifySchema }) as (p: unknown) => string;
  const mismatches = async (call: string) =>
    (await metrics.answerSchemaMismatch.get()).values.find((v) => v.labels.call === call)?.value ?? 0;
  return { serializerOf, warnings, mismatches, compile };
}

/** What a caller receives, as JSON.parse sees it (key order aside, -0 as 0). */
const received = (out: string) => JSON.parse(out) as unknown;
const sent = (data: unknown) => JSON.parse(JSON.stringify({ ok: true, data })) as unknown;

describe('answers of any shape are passed on unchanged', () => {
  const { serializerOf } = setup();
  const serializers = CATALOGUE.filter((e) => !e.download).map((e) => [e, serializerOf(e)] as const);

  it('every call: any JSON value comes out as it went in (no 500, no field dropped, no value coerced)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (data) => {
        for (const [entry, serialize] of serializers) {
          expect(received(serialize({ ok: true, data })), entry.name).toEqual(sent(data));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every call: a value of the documented shape, with an extra field and with a field of another type', () => {
    for (const [entry, serialize] of serializers) {
      const valid = Value.Create(entry.response) as unknown;
      expect(received(serialize({ ok: true, data: valid })), entry.name).toEqual(sent(valid));
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
        const extra = { ...valid, extraFromUpstream: { nested: [1, 'two'] } };
        expect(received(serialize({ ok: true, data: extra })), entry.name).toEqual(sent(extra));
        const [first] = Object.keys(valid);
        if (first) {
          const retyped = { ...valid, [first]: { unexpected: true } };
          expect(received(serialize({ ok: true, data: retyped })), entry.name).toEqual(sent(retyped));
        }
      }
    }
  });
});

describe('a mismatch is counted and logged once per call and shape; a match takes the fast path', () => {
  it('queryUserRole answering {x:1}: passed on, counted, logged once for the shape', async () => {
    const { serializerOf, warnings, mismatches } = setup();
    const serialize = serializerOf(entryByName('um/umtuser/queryUserRole'));
    expect(received(serialize({ ok: true, data: { x: 1 } }))).toEqual({ ok: true, data: { x: 1 } });
    serialize({ ok: true, data: { x: 2 } });
    serialize({ ok: true, data: { y: 'a' } });
    expect(await mismatches('um/umtuser/queryUserRole')).toBe(3);
    expect(warnings).toEqual([
      { call: 'um/umtuser/queryUserRole', shape: '{x:number}', mismatch: expect.stringMatching(/^\/ /) },
      { call: 'um/umtuser/queryUserRole', shape: '{y:string}', mismatch: expect.any(String) },
    ]);
    // The logged shape holds keys and types, never the values (no PII in logs).
    expect(JSON.stringify(warnings)).not.toContain('"a"');
  });

  it('an answer of the documented shape is not counted', async () => {
    const { serializerOf, warnings, mismatches } = setup();
    const serialize = serializerOf(entryByName('um/umtuser/queryUserRole'));
    const roles = [{ roleCode: 'R1', roleName: '客户经理' }];
    expect(received(serialize({ ok: true, data: roles }))).toEqual({ ok: true, data: roles });
    expect(await mismatches('um/umtuser/queryUserRole')).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('the failure shape is serialised as Fastify would', () => {
    const { compile } = setup();
    const serialize = compile({ schema: FailSchema as FastifySchema }) as (p: unknown) => string;
    expect(received(serialize({ ok: false, error: { code: 'X', message: '系统错误' } }))).toEqual({ ok: false, error: { code: 'X', message: '系统错误' } });
  });
});

describe('shapeOf', () => {
  it.each([
    [null, 'null'],
    [[], '[]'],
    [[{ b: 1, a: 's' }, 2], '[{a:string,b:number}]'],
    [{ list: [{ id: 'x' }], total: 1 }, '{list:[{id:string}],total:number}'],
    [{ a: { b: { c: { d: 1 } } } }, '{a:{b:{c:{…}}}}'],
    ['text', 'string'],
  ])('%j → %s', (value, shape) => {
    expect(shapeOf(value)).toBe(shape);
  });

  it('is bounded: 20 keys per object, 400 characters', () => {
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key${i}`, i]));
    expect(shapeOf(wide).endsWith(',…}')).toBe(true);
    const long = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${'k'.repeat(30)}${i}`, { x: 1 }]));
    expect(shapeOf(long).length).toBeLessThanOrEqual(400);
  });
});
