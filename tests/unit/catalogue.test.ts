import { describe, expect, it } from 'vitest';
import { CALLER_FIELDS, CATALOGUE, entryByName, IDENTITY_FIELDS, nameOf, REQUIRED_FIELDS } from '../../shared/catalogue/index.js';
import { isSearchRequest, PERSON_LOOKUP_FIELDS } from '../../shared/catalogue/search.js';
import { OUR_CHOICE_CALLS, SPEC_CALLS, specPath } from '../fixtures/spec-calls.js';

const paths = new Set(CATALOGUE.map((e) => e.path));

describe('the catalogue covers spec 001 §7', () => {
  for (const [section, names] of Object.entries(SPEC_CALLS)) {
    it(`every call of §${section} has an entry`, () => {
      const missing = names.filter((n) => !paths.has(specPath(n)));
      expect(missing).toEqual([]);
    });
  }

  it('the calls named without a path have entries marked as our choice', () => {
    for (const name of OUR_CHOICE_CALLS) {
      const entry = CATALOGUE.find((e) => e.name === name);
      expect(entry, name).toBeDefined();
      expect(entry?.ourChoice, name).toBe(true);
    }
  });

  it('names and mirror paths derive from the upstream path (design.md mirror rule)', () => {
    expect(nameOf('/wecom/api/weixinCustPortraitDetail.do')).toBe('weixinCustPortraitDetail');
    expect(nameOf('/wecom/api/mc/customerBasic.do')).toBe('mc/customerBasic');
    expect(nameOf('/wecom/fwdapi/reservation')).toBe('fwdapi/reservation');
    expect(nameOf('/wecom/white/queryNewsContent')).toBe('white/queryNewsContent');
    expect(nameOf('/wecom/report/queryUserRpInitData.do')).toBe('report/queryUserRpInitData');
    expect(nameOf('/weComAPI/getUserInfo')).toBe('weComAPI/getUserInfo');
  });

  it('spec 001 §9 / §7 timeouts: 10 s fuzzy user search, 5 min batch add, 60 s default', () => {
    const byName = (n: string) => CATALOGUE.find((e) => e.name === n);
    expect(byName('fuzzyQueryUserByUserNameOrUserCode')?.timeoutMs).toBe(10_000);
    expect(byName('mc/batchAddCustByCertificateNo')?.timeoutMs).toBe(300_000);
    expect(byName('weixinCustPortraitDetail')?.timeoutMs).toBe(60_000);
  });

  it('every public white-list call is signed (spec 001 §6: public calls use encrypted ids and signing)', () => {
    const unsigned = CATALOGUE.filter((e) => e.public && e.path.startsWith('/wecom/white/') && !e.signed).map((e) => e.name);
    expect(unsigned).toEqual([]);
  });

  it('every entry has a summary, a request and an answer schema, and an example', () => {
    for (const e of CATALOGUE) {
      expect(e.summary, e.name).toBeTruthy();
      expect(e.request, e.name).toBeTypeOf('object');
      expect(e.response, e.name).toBeTypeOf('object');
      expect(e.example, e.name).toBeTypeOf('object');
    }
  });
});

describe('the catalogue marks what security depends on', () => {
  const topLevel = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

  it('every field that names the caller in a staff call has a caller rule (own, province or others with a reason)', () => {
    const unmarked = CATALOGUE.filter((e) => !e.public && !e.issuesToken).flatMap((e) =>
      [...topLevel(e.request), ...topLevel(e.query)].filter((f) => f in CALLER_FIELDS && !e.caller?.[f]).map((f) => `${e.name}.${f}`),
    );
    expect(unmarked).toEqual([]);
    for (const e of CATALOGUE) {
      for (const [field, rule] of Object.entries(e.caller ?? {})) {
        expect([...topLevel(e.request), ...topLevel(e.query)], `${e.name}.${field}`).toContain(field);
        if (rule.scope === 'others') expect(rule.why.length, `${e.name}.${field}`).toBeGreaterThan(4);
      }
    }
  });


  it('calls whose names say they send, save, update, delete or cancel are marked mutating', () => {
    const verbs = /(^|\/)(send|save|update|modify|del|delete|add|addOrUpdate|cancel|refresh|create|submit|review|insert|invalid|set|upload)[A-Z]/;
    // Reads whose names only look like writes.
    const reads = ['qt/creategroupapply/submitCreateGroupApplyIsOpen'];
    const unmarked = CATALOGUE.filter((e) => verbs.test(e.name) && !e.mutates && !e.issuesToken && !reads.includes(e.name)).map((e) => e.name);
    expect(unmarked).toEqual([]);
  });

  it('token-issuing calls are exactly the login calls and the marketing-account binding', () => {
    expect(CATALOGUE.filter((e) => e.issuesToken).map((e) => e.name).sort()).toEqual(['codeExchangeId', 'confirmQRCodeLoginPC', 'fake-login', 'fwdapi/um/bindUserQW', 'login']);
  });
});

describe('request schemas require only what the spec names or the BFF sends itself', () => {
  const requiredOf = (schema: unknown) => ((schema as { required?: string[] } | undefined)?.required ?? []).slice().sort();

  it('every required field of every call is in REQUIRED_FIELDS (or names the caller)', () => {
    const extra = CATALOGUE.flatMap((e) =>
      [...requiredOf(e.request), ...requiredOf(e.query)]
        .filter((f) => !IDENTITY_FIELDS.has(f) && !(REQUIRED_FIELDS[e.name] ?? []).includes(f))
        .map((f) => `${e.name}.${f}`),
    );
    expect(extra).toEqual([]);
  });

  it('every field REQUIRED_FIELDS names is a required field of its call', () => {
    for (const [name, fields] of Object.entries(REQUIRED_FIELDS)) {
      const entry = CATALOGUE.find((e) => e.name === name);
      expect(entry, name).toBeDefined();
      for (const f of fields) expect([...requiredOf(entry!.request), ...requiredOf(entry!.query)], `${name}.${f}`).toContain(f);
    }
  });

  it('request schemas stay open: fields no schema names are passed on', () => {
    for (const e of CATALOGUE) {
      for (const schema of [e.request, e.query]) {
        if (schema && (schema as { type?: string }).type === 'object') {
          expect((schema as { additionalProperties?: unknown }).additionalProperties, e.name).toBe(true);
        }
      }
    }
  });

  it('answer schemas never close an object (a field the upstream adds is never dropped)', () => {
    const closed: string[] = [];
    const walk = (s: unknown, at: string) => {
      if (!s || typeof s !== 'object') return;
      const node = s as Record<string, unknown>;
      if (node['type'] === 'object' && node['additionalProperties'] !== true) closed.push(at);
      for (const [k, v] of Object.entries((node['properties'] as object | undefined) ?? {})) walk(v, `${at}.${k}`);
      walk(node['items'], `${at}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf']) for (const v of (node[key] as unknown[] | undefined) ?? []) walk(v, at);
    };
    for (const e of CATALOGUE) walk(e.response, e.name);
    expect(closed).toEqual([]);
  });
});

// Issue 30, finding 5: every read that looks a person up by plate, frame number, ID, mobile or
// name counts toward the one search budget; listing one's own tasks or customers does not.
describe('customer searches are marked', () => {
  const fieldNames = (schema: unknown, prefix = ''): string[] =>
    Object.entries((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}).flatMap(([k, v]) => [prefix + k, ...fieldNames(v, `${prefix}${k}.`)]);

  it('every read taking a person field is marked search, or says why it finds no one', () => {
    const unmarked = CATALOGUE.filter((e) => !e.mutates && !e.search && !e.notASearch)
      .filter((e) => [...fieldNames(e.request), ...fieldNames(e.query)].some((f) => (PERSON_LOOKUP_FIELDS as readonly string[]).includes(f.slice(f.lastIndexOf('.') + 1))))
      .map((e) => e.name);
    expect(unmarked).toEqual([]);
    // The look-ups that answered after 429 in the report are marked now.
    for (const name of ['queryPolicyList', 'wf/queryCarInfo', 'customerCarInfo']) expect(entryByName(name).search, name).toBe(true);
  });

  it('a search call’s request counts only when it looks someone up', () => {
    expect(isSearchRequest({ licenseNo: '粤A23049' })).toBe(true);
    expect(isSearchRequest({ searchCriteria: { frameNo: 'LSVAU2180N2183456' } })).toBe(true);
    expect(isSearchRequest({ 'searchCriteria.frameNo': 'LSVAU2180N2183456' })).toBe(true);
    expect(isSearchRequest({ name: '刘', pageNo: 1 })).toBe(true);
    // The home page's own task list, a page of one's own customers, a blank search box.
    expect(isSearchRequest({ taskType: '1', pageNo: 1, pageSize: 10 })).toBe(false);
    expect(isSearchRequest({ customerStatus: '1', pageNo: 1 })).toBe(false);
    expect(isSearchRequest({ name: '  ', keyword: '' })).toBe(false);
  });
});
