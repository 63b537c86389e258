import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { HANDLERS } from '../../demo/handlers/index.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { sendExample } from '../helpers/catalogue.js';
import { cookieFor } from '../helpers/session.js';
import { OUR_CHOICE_CALLS, SPEC_CALLS } from '../fixtures/spec-calls.js';

// A calling app reaches every catalogue call through /api: each entry's documented example,
// sent to its mirror path, is answered in the one answer shape by the demo upstream.

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
// Each example runs against the seeded data, whatever the examples before it changed.
beforeEach(() => stack.demo.resetData());

const send = (entry: CatalogueEntry) => sendExample(stack.app.server, entry, cookieFor());

describe('every catalogue call is reachable through /api', () => {
  it('the OpenAPI document lists every catalogue call, as many as the spec names plus ours', async () => {
    const doc = (await request(stack.app.server).get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = CATALOGUE.filter((e) => e.methods.every((m) => doc.paths[`/api${e.mirrorPath}`]?.[m.toLowerCase()]));
    expect(documented.length).toBe(CATALOGUE.length);
    const specCount = Object.values(SPEC_CALLS).reduce((n, names) => n + names.length, 0) + OUR_CHOICE_CALLS.length;
    expect(CATALOGUE.length).toBe(specCount);
  });

  it('every entry has a demo upstream handler', () => {
    expect(CATALOGUE.filter((e) => !HANDLERS[e.name]).map((e) => e.name)).toEqual([]);
  });

  for (const entry of CATALOGUE) {
    it(`${entry.methods[0]} /api${entry.mirrorPath}`, async () => {
      const res = await send(entry);
      if (entry.download) {
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toMatch(/attachment/);
        return;
      }
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ ok: true });
      expect(res.status).toBe(200);
    });
  }
});
