import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedInTypes, generateTypes, openapiDocument } from '../../scripts/bff-client.js';

// The OpenAPI document lints clean with Redocly's recommended rules, says for every operation how
// it is called (cookie, bearer + app key, or public), and the typed client package's types are the
// ones generated from it today (npm run client:generate rebuilds them).

type Doc = { servers: Array<{ url: string }>; paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>> };

async function lint(doc: unknown) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
}

let doc: Doc;
beforeAll(async () => {
  doc = (await openapiDocument()) as unknown as Doc;
});

describe('the OpenAPI document', () => {
  it('has no error and no warning under Redocly’s recommended rules', async () => {
    expect(await lint(doc)).toEqual([]);
  });

  it('every operation: an operationId (unique), its security, a 2xx and its error answers', () => {
    const ids = new Set<string>();
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    expect(ops.length).toBeGreaterThan(300);
    for (const { path, method, op } of ops) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+_\w+$/);
      expect(ids.has(op.operationId!), op.operationId).toBe(false);
      ids.add(op.operationId!);
      expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
      expect(Object.keys(op.responses).some((c) => /^4/.test(c)), `${method} ${path}`).toBe(true);
    }
    const security = (path: string, method = 'get') => doc.paths[path]![method]!.security;
    expect(security('/api/weixinCustPortraitDetail')).toEqual([{ userToken: [] }, { staffBearer: [], appKey: [] }]);
    expect(security('/api/white/querySwitchConfig')).toEqual([]);
    expect(security('/api/auth/pc-qr', 'post')).toEqual([]);
    expect(security('/api/session/logout', 'post')).toEqual([{ userToken: [] }]);
  });

  it('servers come from PUBLIC_URL and BASE_PATH; the paths are /api/… whatever BASE_PATH (the typed client fits every deployment); still lint-clean', async () => {
    expect(doc.servers).toEqual([{ url: '/', description: 'The origin serving this document' }]);
    const behind = (await openapiDocument({ PUBLIC_URL: 'https://wecom.insurer.cn', BASE_PATH: '/wecom-app/' })) as unknown as Doc;
    expect(behind.servers).toEqual([{ url: 'https://wecom.insurer.cn/wecom-app', description: 'PUBLIC_URL and BASE_PATH' }]);
    // The same paths and operations, so the same generated types: one client package for any BASE_PATH.
    expect(behind.paths).toEqual(doc.paths);
    expect(await lint(behind)).toEqual([]);
    // Without PUBLIC_URL: BASE_PATH alone, relative to the origin serving the document.
    const here = (await openapiDocument({ BASE_PATH: '/wecom-app' })) as unknown as Doc;
    expect(here.servers).toEqual([{ url: '/wecom-app', description: 'The origin serving this document, under BASE_PATH' }]);
  });

  it('packages/bff-client/src/api.ts is what openapi-typescript generates from it (else: npm run client:generate)', async () => {
    expect(await generateTypes(doc as unknown as Record<string, unknown>)).toBe(checkedInTypes());
  });
});
