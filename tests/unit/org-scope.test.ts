import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, inProvince, type CatalogueEntry } from '../../shared/catalogue/index.js';
import { GATES } from '../../server/routes/gates.js';
import { OTHER_BRANCH, applyCallerRules } from '../../server/session/caller.js';
import { isMirrored } from '../../server/routes/mirror.js';
import type { Session } from '../../server/session/token.js';
import { ApiError } from '../../server/http/answer.js';

// The scope rules that are the BFF's own (issue 29): a state-changing call never touches another
// branch through an organisation field unless the catalogue names the permission gate that decides.

/** Request fields that name an organisation. */
const ORG_FIELDS = ['comCode', 'comCodes', 'comId'];
const fieldsOf = (e: CatalogueEntry) => [e.request, e.query].flatMap((s) => Object.keys((s as { properties?: object } | undefined)?.properties ?? {}));

/** The state-changing calls with an organisation field and no rule that decides which branches they may touch. */
function unruled(entries: readonly CatalogueEntry[]): string[] {
  return entries
    .filter((e) => e.mutates === true && !e.public)
    .flatMap((e) =>
      fieldsOf(e)
        .filter((f) => ORG_FIELDS.includes(f))
        // own: the caller's own only; others: the catalogue says why anyone may be named; province: the
        // own branch, another only through the rule's gate (applyCallerRules). No rule: unruled.
        .filter((f) => !e.caller?.[f])
        .map((f) => `${e.name}.${f}`),
    );
}

describe('every state-changing call with an organisation field has a rule', () => {
  it('in the catalogue: own, others (with why) or province (own branch, other branches only through a gate)', () => {
    expect(unruled(CATALOGUE)).toEqual([]);
    const gated = CATALOGUE.filter((e) => e.mutates).flatMap((e) =>
      Object.entries(e.caller ?? {}).flatMap(([f, r]) => (r.scope === 'province' ? [`${e.name}.${f}${r.gate ? `:${r.gate}` : ''}`] : [])),
    );
    // The two state-changing calls that may reach the province's other branches, each through its gate.
    expect(gated.sort()).toEqual(['addOrUpdateSendMsgBlackListConfig.comCode:enterpriseConfig', 'qt/creategroupapply/addOrUpdateReviewerConfig.comCodes:enterpriseConfig']);
  });

  it('fails for a state-changing call whose organisation field has no rule', () => {
    const bad = { ...CATALOGUE[0]!, name: 'madeUp/saveBranchThing', mutates: true, public: false, caller: undefined, request: Type.Object({ comCode: Type.String() }) } as CatalogueEntry;
    expect(unruled([bad])).toEqual(['madeUp/saveBranchThing.comCode']);
  });

  it('every gate the catalogue names exists, and the reviewer-configuration calls (spec 001 §6) have theirs', () => {
    for (const e of CATALOGUE) {
      if (e.gate) expect(GATES[e.gate], e.name).toBeTypeOf('function');
      for (const r of Object.values(e.caller ?? {})) if (r.scope === 'province' && r.gate) expect(GATES[r.gate], e.name).toBeTypeOf('function');
    }
    const gate = (name: string) => CATALOGUE.find((e) => e.name === name)?.gate;
    expect(gate('qt/creategroupapply/addOrUpdateReviewerConfig')).toBe('enterpriseConfig');
    expect(gate('qt/creategroupapply/deleteReviewerConfig')).toBe('enterpriseConfig');
    expect(gate('qt/creategroupapply/reviewApplyCreateGroup')).toBe('reviewer');
    expect(gate('saveOrgCode')).toBe('enterpriseConfig');
  });

  it('the encryption endpoints are internal: never mirrored for callers', () => {
    const internal = CATALOGUE.filter((e) => e.internal).map((e) => e.name);
    expect(internal.sort()).toEqual(['toEncryptCertificateNo', 'toEncryptCustId', 'toEncryptPiid', 'toEncryptTaskId']);
    for (const e of CATALOGUE.filter((x) => x.internal)) expect(isMirrored(e, true), e.name).toBe(false);
  });
});

describe('applyCallerRules: the province scope on a change', () => {
  const session = { token: 't', user: { userCode: '44010002', userId: 'lina', comId: '44000000', comCode: '44010000', systemRole: 'qyUser' } } as unknown as Session;
  const entry = (gate?: 'enterpriseConfig', mutates = true) =>
    ({ ...CATALOGUE[0]!, name: 'x', mutates, caller: { comCode: inProvince('comCode', gate) }, request: Type.Object({ comCode: Type.Optional(Type.String()) }) }) as CatalogueEntry;
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return err instanceof ApiError ? `${err.statusCode} ${err.code} ${err.message}` : String(err);
    }
    return 'passed';
  };

  it('own branch: passes without a gate; missing: filled with the own branch', () => {
    expect([...applyCallerRules(entry(), session, { comCode: '44010000' }, undefined)]).toEqual([]);
    const fields: Record<string, unknown> = {};
    applyCallerRules(entry(), session, fields, undefined);
    expect(fields).toEqual({ comCode: '44010000' });
  });

  it('another branch of the province: refused without a gate, the gate to pass with one', () => {
    expect(refusal(() => applyCallerRules(entry(), session, { comCode: '44030000' }, undefined))).toBe(`403 FORBIDDEN ${OTHER_BRANCH}（comCode）`);
    expect([...applyCallerRules(entry('enterpriseConfig'), session, { comCode: '44030000' }, undefined)]).toEqual(['enterpriseConfig']);
  });

  it('another province: refused, gate or not; a read may name any branch of the province', () => {
    expect(refusal(() => applyCallerRules(entry('enterpriseConfig'), session, { comCode: '11010000' }, undefined))).toMatch(/^403 FORBIDDEN/);
    expect([...applyCallerRules(entry(undefined, false), session, { comCode: '44030000' }, undefined)]).toEqual([]);
  });
});
