import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSummary } from '../../packages/bff-client/example/customer-summary.js';
import { BffError, createBffClient, unwrap } from '../../packages/bff-client/src/index.js';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { startServer } from '../helpers/server.js';
import { tokenFor } from '../helpers/session.js';
import type { TestStack } from '../helpers/app.js';

// The typed client package (packages/bff-client) used as an internal app would: the example app
// against the demo upstream over HTTP, with a staff token as bearer and its own app key.

const APP_KEY = 'claims-portal-example-key-5b1f0c7e2d9a4f63';
const INTERNAL_APPS = JSON.stringify([
  { name: 'claims-portal', keySha256: createHash('sha256').update(APP_KEY).digest('hex'), calls: ['7.3'], perMinute: 100 },
]);

let s: TestStack & { url: string };
beforeAll(async () => {
  s = await startServer({ TOKEN_SECRET: DEMO_TOKEN_SECRET, INTERNAL_APPS });
});
afterAll(() => s.close());

const client = (appKey = APP_KEY, token = tokenFor()) => createBffClient({ baseUrl: s.url, appKey, token });

describe('the typed client in an internal app', () => {
  it('the example app reads a customer’s summary with bearer access (PII masked as for staff)', async () => {
    const summary = await customerSummary(client(), 'C4400000001');
    expect(summary.custId).toBe('C4400000001');
    expect(summary.name.length).toBeGreaterThan(0);
    expect(summary.mobile).toMatch(/^\d{3,4}\*{4}\d{3,4}$/);
    expect(summary.policies).toBeGreaterThan(0);
    expect(summary.insuredItems).toBeGreaterThan(0);
    const upstream = s.demo.state.calls.filter((c) => c.name === 'weixinCustPortraitDetail');
    expect(upstream.at(-1)?.userCode).toBe('44010001');
  });

  it('failures arrive as a typed BffError: not granted, wrong key, expired token', async () => {
    const granted = unwrap(client().GET('/api/wf/queryACRMAllInfo', { params: { query: { custId: 'C4400000001' } } }));
    await expect(granted).rejects.toMatchObject({ name: 'BffError', status: 403, code: 'APP_NOT_GRANTED' });
    const wrongKey = unwrap(client('wrong').GET('/api/weixinCustPortraitDetail', { params: { query: { custId: 'C4400000001' } } }));
    await expect(wrongKey).rejects.toMatchObject({ status: 401, code: 'APP_KEY_INVALID' });
    try {
      await unwrap(client(APP_KEY, tokenFor(undefined, -5)).GET('/api/weixinCustPortraitDetail', { params: { query: { custId: 'C4400000001' } } }));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(BffError);
      expect((err as BffError).code).toBe('NOT_LOGGED_IN');
      expect((err as BffError).requestId).toMatch(/.+/);
    }
  });

  it('a state-changing call goes through without x-csrf, its body typed', async () => {
    const data = await unwrap(client().POST('/api/weixinCustMainBinding', { body: { custId: 'C4400000002' } }));
    expect(data).toBeDefined();
  });
});

describe('a BFF under BASE_PATH', () => {
  let under: TestStack & { url: string };
  beforeAll(async () => {
    under = await startServer({ TOKEN_SECRET: DEMO_TOKEN_SECRET, INTERNAL_APPS, BASE_PATH: '/wecom-app/' });
  });
  afterAll(() => under.close());

  it('the same package calls it with baseUrl = origin + BASE_PATH (the document’s servers URL), the paths still /api/…', async () => {
    expect(new URL(under.url).pathname).toBe('/wecom-app/');
    const bff = createBffClient({ baseUrl: under.url, appKey: APP_KEY, token: tokenFor() });
    const summary = await customerSummary(bff, 'C4400000001');
    expect(summary.custId).toBe('C4400000001');
    const doc = (await (await fetch(`${under.url}api/docs/json`)).json()) as { servers: Array<{ url: string }> };
    expect(doc.servers[0]!.url).toBe('/wecom-app');
  });
});
