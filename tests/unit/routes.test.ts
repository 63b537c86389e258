import { describe, expect, it } from 'vitest';
import {
  ERROR_PATHS,
  findRoute,
  GROUP_CHAT_ENTRY,
  isPublicPath,
  LOGIN_WHITE_LIST,
  PERMISSION_WHITE_LIST,
  PUBLIC_PATHS,
  RESTFUL_PREFIXES,
  routesForRole,
  TOOL_PATTERNS,
} from '../../shared/routes/lists';
import { ROUTES } from '../../shared/routes/table';
import { SPEC_ALWAYS, SPEC_EXTERNAL, SPEC_NONVEHICLE, SPEC_PUBLIC, SPEC_ROLE } from '../fixtures/spec-routes';

// The spec's prose lists are parsed into paths and "(cached)" flags, then compared with the table.

interface Found {
  path: string;
  cached: boolean;
}

const PATH = /(?:^|[\s(,;:])(\/[A-Za-z0-9\-/{}]*)/g;
const isCached = (text: string) => /\((?:[^)]*,\s*)?cached\)/.test(text);

/** Split on commas outside parentheses ("a (x, cached), b" → two items). */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/** Paths and cached flags of one bullet or paragraph. */
function parse(text: string): Found[] {
  const found: Found[] = [];
  const clean = text.replace(/\(older equivalents[^)]*\)/, '').replace(/^- /, '').replace(/\.\s*$/, '');
  for (const segment of clean.split(';')) {
    const folder = /^\s*(\/[\w-]+\/)(?: children)?:\s*(.+)$/.exec(segment);
    if (folder) {
      for (const item of splitItems(folder[2]!)) {
        const parts = item.replace(/^and\s+/, '').split(/\s+and\s+/);
        const cached = isCached(item);
        for (const part of parts) {
          const name = /^\/?[\w-]+(?:\/[\w-]+)*/.exec(part.trim())?.[0];
          if (name) found.push({ path: name.startsWith('/') ? name : folder[1] + name, cached });
        }
      }
      continue;
    }
    for (const m of segment.matchAll(PATH)) {
      const path = m[1]!.replace(/\{(\w+)\}/g, ':$1');
      const after = segment.slice((m.index ?? 0) + m[0].length);
      found.push({ path, cached: /^\s*\(cached\)/.test(after) });
    }
  }
  return found;
}

const parseAll = (text: string) => text.split('\n').filter((l) => l.trim()).flatMap(parse);
const paths = (f: Found[]) => [...new Set(f.map((x) => x.path))].sort();
const byPath = new Map(ROUTES.map((r) => [r.path, r]));

const [publicPara = '', restfulPara = '', loginPara = ''] = SPEC_PUBLIC.split(/\n\s*\n/);
const roleFound = parseAll(SPEC_ROLE);
const externalFound = parse(SPEC_EXTERNAL.split(". Group-chat")[0]!);
const nonvehicleFound = parse(SPEC_NONVEHICLE);
const alwaysFound = parseAll(SPEC_ALWAYS);
const publicFound = parse(publicPara);

describe('the route table against spec 000 §2', () => {
  it('has unique paths and unique names', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('names the index route Index and gives every route a Chinese title', () => {
    expect(findRoute('/')?.name).toBe('Index');
    for (const r of ROUTES) expect(r.meta.title, r.path).toMatch(/[\u4e00-\u9fa5]/);
    expect(findRoute('/notice/health-notice')?.meta.title).toBe('请阅读');
    expect(findRoute('/notice/cust-info-authorization')?.meta.title).toBe('请阅读');
    expect(findRoute('/customer-info/customerInfo-detail')?.meta.title).toBe('客户详情');
  });

  it('contains every always-available route', () => {
    for (const p of paths(alwaysFound)) expect(byPath.has(p), p).toBe(true);
    expect(paths(alwaysFound)).toContain('/management-of-car-mall/che-shang-tong');
  });

  it('lists exactly the public pages and every one is in the table', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(paths(publicFound));
    for (const p of PUBLIC_PATHS) expect(byPath.has(p), p).toBe(true);
  });

  it('has the RESTful prefixes, the {code} tool links and the login white list', () => {
    const restful = paths(parse(restfulPara));
    expect([...RESTFUL_PREFIXES, ...TOOL_PATTERNS].sort()).toEqual(restful);
    for (const p of TOOL_PATTERNS) expect(byPath.get(p)?.group).toBe('tool');
    const login = paths(parse(loginPara));
    expect([...LOGIN_WHITE_LIST].filter((p) => !ERROR_PATHS.includes(p)).sort()).toEqual(login);
    expect(LOGIN_WHITE_LIST).toEqual(expect.arrayContaining([...ERROR_PATHS]));
    expect(PERMISSION_WHITE_LIST).toEqual(['/business-card/register-card', '/customer-info/account-info']);
  });

  it('has every role route for qyUser, and no role route the spec does not list', () => {
    const spec = paths(roleFound);
    expect(spec.length).toBeGreaterThan(150);
    for (const p of spec) expect(byPath.get(p)?.meta.roles, p).toContain('qyUser');
    const table = ROUTES.filter((r) => r.group === 'role').map((r) => r.path).sort();
    expect(table).toEqual(spec);
  });

  it('has the externalUser routes, shared with qyUser', () => {
    const spec = paths(externalFound);
    expect(spec).toContain(GROUP_CHAT_ENTRY);
    const table = ROUTES.filter((r) => r.group === 'external').map((r) => r.path).sort();
    expect(table).toEqual(spec);
    for (const p of spec) expect(byPath.get(p)?.meta.roles).toEqual(['externalUser', 'qyUser']);
  });

  it('has the non-vehicle jump targets', () => {
    const table = ROUTES.filter((r) => r.group === 'nonvehicle').map((r) => r.path).sort();
    expect(table).toEqual(paths(nonvehicleFound));
  });

  it('caches exactly the routes the spec flags as cached', () => {
    const flagged = [...publicFound, ...roleFound, ...externalFound].filter((f) => f.cached).map((f) => f.path);
    expect(ROUTES.filter((r) => r.meta.cache).map((r) => r.path).sort()).toEqual([...new Set(flagged)].sort());
    expect(flagged).toContain('/robot/add-relation');
  });

  it('redirects /index, /knowledge and /product', () => {
    expect(findRoute('/index')?.redirect).toBe('/home/customer-home-page');
    expect(findRoute('/knowledge')?.redirect).toBe('/knowledge/index');
    expect(findRoute('/product')?.redirect).toBe('/product/index');
    for (const r of ROUTES.filter((x) => x.redirect)) expect(byPath.has(r.redirect!), r.path).toBe(true);
  });

  it('has the error pages', () => {
    expect(ROUTES.filter((r) => r.group === 'error').map((r) => r.path)).toEqual([...ERROR_PATHS]);
  });
});

describe('route lookups', () => {
  it('finds static and {code} routes, ignoring the query and a trailing slash', () => {
    expect(findRoute('/poster/index/')?.name).toBe('Poster');
    expect(findRoute('/customer-info/customerInfo-detail?custId=1')?.name).toBe('CustomerInfoDetail');
    expect(findRoute('/training-resource/abc')?.path).toBe('/training-resource/:code');
    expect(findRoute('/open-service-manager/x1')?.path).toBe('/open-service-manager/:code');
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('treats the public list and the RESTful prefixes as public', () => {
    expect(isPublicPath('/news/news-detail')).toBe(true);
    expect(isPublicPath('/open-service-manager/abc/def')).toBe(true);
    expect(isPublicPath('/external-insure-link')).toBe(true);
    expect(isPublicPath('/open-service-manager-x')).toBe(false);
    expect(isPublicPath('/training-resource/abc')).toBe(false);
    expect(isPublicPath('/home/customer-home-page')).toBe(false);
  });

  it('gives qyUser every role and external route, externalUser only its own, others none', () => {
    const qy = routesForRole('qyUser');
    expect(qy.length).toBe(ROUTES.filter((r) => ['role', 'external', 'nonvehicle'].includes(r.group)).length);
    const ext = routesForRole('externalUser').map((r) => r.path);
    expect(ext.every((p) => p.startsWith('/robot/'))).toBe(true);
    expect(ext).toContain(GROUP_CHAT_ENTRY);
    expect(ext).not.toContain('/home/customer-home-page');
    expect(routesForRole('externalUser', { groupChat: true }).map((r) => r.path)).toEqual([GROUP_CHAT_ENTRY]);
    expect(routesForRole('admin')).toEqual([]);
  });
});
