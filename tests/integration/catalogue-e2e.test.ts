import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { HANDLERS } from '../../demo/handlers/index.js';
import { userByCode } from '../../demo/data/users.js';
import { isMirrored } from '../../server/routes/mirror.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { sendExample } from '../helpers/catalogue.js';
import { cookieFor } from '../helpers/session.js';
import { OUR_CHOICE_CALLS, SPEC_CALLS } from '../fixtures/spec-calls.js';

// A calling app reaches every catalogue call through /api: each entry's documented example,
// sent to its mirror path, is answered in the one answer shape by the demo upstream.

const MIRRORED = CATALOGUE.filter((e) => isMirrored(e, true));

let stack: TestStack;
beforeAll(async () => {
  // The app's address as the examples name it: the JS-SDK signature calls sign only its pages.
  stack = await startStack({ PUBLIC_URL: 'https://wecom.demo-insurer.cn' });
});
afterAll(() => stack.close());
// Each example runs against the seeded data, whatever the examples before it changed.
beforeEach(() => stack.demo.resetData());

/**
 * Each example is sent by the staff member it names (userCode), else by the default staff member;
 * a call behind the enterprise-config permission by the provincial administrator (郑毅), who has it.
 */
function senderOf(entry: CatalogueEntry): string | undefined {
  if (entry.gate === 'enterpriseConfig') return '44000008';
  const code = entry.example['userCode'];
  return typeof code === 'string' && userByCode(code)?.systemRole === 'qyUser' ? code : undefined;
}

const send = (entry: CatalogueEntry) => sendExample(stack.app.server, entry, cookieFor(senderOf(entry)));

describe('every catalogue call is reachable through /api', () => {
  it('the OpenAPI document lists every catalogue call, as many as the spec names plus ours', async () => {
    const doc = (await request(stack.app.server).get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const documented = CATALOGUE.filter((e) => e.methods.every((m) => doc.paths[`/api${e.mirrorPath}`]?.[m.toLowerCase()]));
    expect(documented.map((e) => e.name)).toEqual(MIRRORED.map((e) => e.name));
    const specCount = Object.values(SPEC_CALLS).reduce((n, names) => n + names.length, 0) + OUR_CHOICE_CALLS.length;
    expect(CATALOGUE.length).toBe(specCount);
  });

  it('every entry has a demo upstream handler', () => {
    expect(CATALOGUE.filter((e) => !HANDLERS[e.name]).map((e) => e.name)).toEqual([]);
  });

  // Login and token-issuing calls are not mirrored: only /api/auth performs logins.
  for (const entry of CATALOGUE.filter((e) => !isMirrored(e, true))) {
    it(`${entry.methods[0]} /api${entry.mirrorPath} is not mirrored (a login call)`, async () => {
      const res = await send(entry);
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^USER_TOKEN=[^;]/)]));
      expect(stack.demo.state.calls.filter((c) => c.name === entry.name)).toEqual([]);
    });
  }

  for (const entry of MIRRORED) {
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
