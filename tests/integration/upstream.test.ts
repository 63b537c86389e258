import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { signParams } from '../../shared/domain/sign.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor, EXTERNAL_USER, FORCS_USER } from '../helpers/session.js';

// The shared request behaviour of the upstream layer, each against the demo upstream on loopback.

let stack: TestStack;
const api = () => request(stack.app.server);
const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const staff = cookieFor();

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.reset();
  stack.forget();
  stack.demo.state.config.switches.delete('wx_temporarily_do');
});

/** The documented example request of a catalogue call. */
const CATALOGUE_EXAMPLE = (name: string) => CATALOGUE.find((e) => e.name === name)!.example as Record<string, unknown>;
/** A seeded customer the demo knows (the portrait call's example). */
const CUST = () => String(CATALOGUE_EXAMPLE('weixinCustPortraitDetail').custId);

describe('spec 000 §8: envelopes normalised into the one answer shape', () => {
  it('newer envelope success → {ok:true,data}', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', staff);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.data).toBeDefined();
  });

  it('older envelope ({code:200,msg:"success"}) success → {ok:true,data}', async () => {
    const res = await api().post('/api/fwdapi/queryReservation').set('x-csrf', '1').set('cookie', staff).send(CATALOGUE_EXAMPLE('fwdapi/queryReservation'));
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
  });

  it('an upstream rejection keeps its Chinese statusText', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: 'NO-SUCH-CUSTOMER' }).set('cookie', staff);
    expect(res.body.ok).toBe(false);
    expect(res.body.error.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('spec 000 §8: faults mapped to the spec messages, within their timeouts', () => {
  const call = () => api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', staff);

  it('HTTP 500 → 502 with the upstream errorMsg', async () => {
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'http500' });
    const res = await call();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ ok: false, error: { code: 'UPSTREAM_HTTP_ERROR', message: '上游服务内部错误' } });
  });

  it('malformed body → 502 服务异常！ and the BFF stays up', async () => {
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'malformed' });
    const res = await call();
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('服务异常！');
    expect((await api().get('/healthz')).status).toBe(200);
  });

  it('connection reset → 502 服务异常！', async () => {
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'reset' });
    const res = await call();
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('服务异常！');
  });

  it('status 16 → 401 with the token cookie cleared (spec 000 §4 session expiry)', async () => {
    stack.demo.fault('weixinCustPortraitDetail', { kind: 'status16' });
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('LOGIN_TIMEOUT');
    expect(String(res.headers['set-cookie'])).toMatch(/USER_TOKEN=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('a delay past the 10 s timeout of fuzzyQueryUserByUserNameOrUserCode → 504 请求超时，请重试 after 10 s', async () => {
    // The answer comes 2 s after the timeout: undici's timers tick about every half second and a busy
    // machine (CI runs this suite a second time on Node 26) delays the tick further; 0.6 s was not
    // always enough for the 504 to come first.
    stack.demo.fault('fuzzyQueryUserByUserNameOrUserCode', { kind: 'delay', ms: 12_000 });
    const started = Date.now();
    const res = await api().get('/api/fuzzyQueryUserByUserNameOrUserCode').query(CATALOGUE_EXAMPLE('fuzzyQueryUserByUserNameOrUserCode')).set('cookie', staff);
    const took = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body.error.message).toBe('请求超时，请重试');
    expect(took).toBeGreaterThanOrEqual(9_900);
    expect(took).toBeLessThan(12_000);
  }, 20_000);

  it('a fallback answers instead of the failure: getMpPowerCode defaults to "0"', async () => {
    stack.demo.fault('getMpPowerCode', { kind: 'http500' });
    const res = await api().get('/api/getMpPowerCode').query(CATALOGUE_EXAMPLE('getMpPowerCode')).set('cookie', staff);
    expect(res.body).toEqual({ ok: true, data: '0' });
  });
});

describe('spec 000 §7: what goes upstream', () => {
  it('only the token cookie is forwarded, with the request id', async () => {
    await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', `${staff}; other=1; WEIXIN_USERID=x`).set('x-request-id', 'req-42');
    const [c] = calls('weixinCustPortraitDetail');
    expect(c?.cookieNames).toEqual(['USER_TOKEN']);
    expect(c?.requestId).toBe('req-42');
  });

  it('a token-refresh header replaces the cookie', async () => {
    const shortLived = cookieFor(undefined, 10 * 60);
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', shortLived);
    expect(res.status).toBe(200);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/USER_TOKEN=[^;]+\.[^;]+\.[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    expect(set).not.toContain(shortLived.slice('USER_TOKEN='.length));
  });

  it('signing: public white-list calls carry sign = SHA-1 of the sorted parameters, and the upstream accepts it', async () => {
    const res = await api().get('/api/white/querySwitchConfig').query({ type: 'wx_temporarily_do' });
    expect(res.body.ok).toBe(true);
    const [c] = calls('white/querySwitchConfig');
    const { sign, ...rest } = c!.query;
    expect(sign).toBe(signParams(rest));
  });

  it('spec 001 §6: ForCS customer endpoints for comId 51000000', async () => {
    const example = CATALOGUE_EXAMPLE('mc/customerBasic');
    await api().get('/api/mc/customerBasic').query(example).set('cookie', cookieFor(FORCS_USER));
    await api().get('/api/mc/customerBasic').query(example).set('cookie', staff);
    expect(calls('mc/customerBasic').map((c) => c.path)).toEqual(['/wecom/api/mc/customerBasicForCS.do', '/wecom/api/mc/customerBasic.do']);
  });

  it('spec 001 §5: vinNo, frameNo and licenseNo are URL-encoded before sending', async () => {
    const entry = CATALOGUE.find((e) => e.name === 'queryCustPhoneByLicenseNo')!;
    const res = await api().get('/api/queryCustPhoneByLicenseNo').query(entry.example).set('cookie', staff);
    expect(res.body.ok).toBe(true);
    const [c] = calls('queryCustPhoneByLicenseNo');
    expect(c?.query.licenseNo).toBe(encodeURIComponent(String(entry.example.licenseNo)));
  });
});

describe('spec 000 §4 / §7: the .do switch wx_request_do', () => {
  const marketing = () => api().get('/api/fwdapi/khyx/newFront/common/queryAllActivityNode').query(CATALOGUE_EXAMPLE('fwdapi/khyx/newFront/common/queryAllActivityNode')).set('cookie', staff);

  it("with the switch at '0' the .do stays", async () => {
    await marketing();
    expect(calls('fwdapi/khyx/newFront/common/queryAllActivityNode')[0]?.path).toMatch(/\.do$/);
  });

  it("with the switch at '1' the .do is dropped on the front-end marketing forward path; the switch is read once (cached 30 min)", async () => {
    stack.demo.state.config.switches.set('wx_temporarily_do', '1');
    await marketing();
    await marketing();
    const paths = calls('fwdapi/khyx/newFront/common/queryAllActivityNode').map((c) => c.path);
    expect(paths).toEqual(['/wecom/fwdapi/khyx/newFront/common/queryAllActivityNode', '/wecom/fwdapi/khyx/newFront/common/queryAllActivityNode']);
    expect(calls('white/querySwitchConfig')).toHaveLength(1);
  });

  it("'0' on failure", async () => {
    stack.demo.state.config.switches.set('wx_temporarily_do', '1');
    stack.demo.fault('white/querySwitchConfig', { kind: 'http500' });
    const res = await marketing();
    expect(res.body.ok).toBe(true);
    expect(calls('fwdapi/khyx/newFront/common/queryAllActivityNode')[0]?.path).toMatch(/\.do$/);
  });
});

describe('spec 001 §5: encrypted-id preparation', () => {
  it('binding with custId only: encryptCustId requested once, then taken from the 30-minute cache', async () => {
    const custId = CUST();
    const bind = await api().post('/api/weixinCustMainBinding').set('x-csrf', '1').set('cookie', staff).send({ ...CATALOGUE_EXAMPLE('weixinCustMainBinding'), custId, encryptCustId: undefined });
    const unbind = await api().post('/api/weixinCustMainRemove').set('x-csrf', '1').set('cookie', staff).send({ ...CATALOGUE_EXAMPLE('weixinCustMainRemove'), custId, encryptCustId: undefined });
    expect([bind.body.ok, unbind.body.ok]).toEqual([true, true]);
    expect(calls('toEncryptCustId')).toHaveLength(1);
    const sent = calls('weixinCustMainBinding')[0]?.body as Record<string, unknown>;
    expect(typeof sent.encryptCustId).toBe('string');
    expect(sent.encryptCustId).not.toBe(custId);
  });

  it('encryptCustIdAndUserCode (with isEncryptCustIdAndUserCode) filled for the reminder search', async () => {
    const res = await api().get('/api/weixinRemindInfoSearch').query(CATALOGUE_EXAMPLE('weixinRemindInfoSearch')).set('cookie', staff);
    expect(res.body.ok).toBe(true);
    expect(calls('toEncryptCustId')[0]?.query.isEncryptCustIdAndUserCode).toBe('1');
    expect(calls('weixinRemindInfoSearch')[0]?.query.encryptCustIdAndUserCode).toBeTruthy();
  });

  it('the bind-status id number is mapped from the cache (encrypted certificate number)', async () => {
    const example = CATALOGUE_EXAMPLE('queryMisWXBindStatus') as Record<string, string>;
    const res = await api().get('/api/queryMisWXBindStatus').query(example).set('cookie', staff);
    expect(res.body.ok).toBe(true);
    expect(calls('toEncryptCertificateNo')).toHaveLength(1);
    expect(calls('queryMisWXBindStatus')[0]?.query.idNumber).not.toBe(example.idNumber);
  });
});

describe('spec 000 §4: identical in-flight customer-car lookups share the first result', () => {
  it('100 concurrent identical mc/customerCar lookups → one upstream call', async () => {
    stack.demo.fault('mc/customerCar', { kind: 'delay', ms: 300, times: 1 });
    const example = CATALOGUE_EXAMPLE('mc/customerCar');
    const answers = await Promise.all(Array.from({ length: 100 }, () => api().get('/api/mc/customerCar').query(example).set('cookie', staff)));
    expect(answers.every((a) => a.body.ok === true)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(calls('mc/customerCar')).toHaveLength(1);
  });
});

describe('bounded caches with TTLs', () => {
  it('app config is fetched once per province per TTL', async () => {
    for (const comId of ['44000000', '44000000', '11000000', '44000000']) {
      const res = await api().get('/api/queryAppConfig').query({ comId }).set('cookie', staff);
      expect(res.body.ok).toBe(true);
    }
    expect(calls('queryAppConfig').map((c) => c.query.comId)).toEqual(['44000000', '11000000']);
    const metrics = (await api().get('/metrics')).text;
    expect(metrics).toMatch(/cache_events_total\{cache="appConfig",event="hit"\} 2/);
    expect(metrics).toMatch(/upstream_request_duration_seconds_count\{call="queryAppConfig",outcome="ok"\} 2/);
  });

  it('system config items are cached by every request field (comCode, defaultValue …)', async () => {
    const q = { configCode: 'smart_business_card', comCode: '44010000' };
    await api().get('/api/querySystemConfig').query(q).set('cookie', staff);
    await api().get('/api/querySystemConfig').query(q).set('cookie', staff);
    await api().get('/api/querySystemConfig').query({ ...q, comCode: '44030000' }).set('cookie', staff);
    await api().get('/api/querySystemConfig').query({ ...q, defaultValue: 'EVIL' }).set('cookie', staff);
    expect(calls('querySystemConfig')).toHaveLength(3);
  });
});

describe('downloads', () => {
  it('stream with the filename from content-disposition', async () => {
    const res = await api().get('/api/assistant/downLoadFileByPath').query({ filePath: '/kb/理赔服务指南.pdf' }).set('cookie', staff).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('理赔服务指南.pdf')}`);
    expect(Buffer.from(res.body).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a JSON error body becomes the answer shape', async () => {
    const res = await api().get('/api/assistant/downLoadFileByPath').query({ filePath: '/kb/none.pdf' }).set('cookie', staff);
    expect(res.body).toEqual({ ok: false, error: { code: 'UPSTREAM_REJECTED', message: '文件不存在或已被删除' } });
  });
});

describe('roles enforced at the BFF (the upstream never sees a call the caller may not make)', () => {
  it('anonymous callers reach only the white list', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('NOT_LOGGED_IN');
    expect((await api().get('/api/white/querySwitchConfig').query({ type: 'wx_temporarily_do' })).body.ok).toBe(true);
    expect(calls('weixinCustPortraitDetail')).toHaveLength(0);
  });

  it('an externalUser calling a staff call → 403', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', cookieFor(EXTERNAL_USER));
    expect(res.status).toBe(403);
    expect(calls('weixinCustPortraitDetail')).toHaveLength(0);
  });

  it('a malformed token is treated as no session and cleared', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST() }).set('cookie', 'USER_TOKEN=garbage');
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toContain('USER_TOKEN=;');
  });
});

describe('request validation: bad input → 400 naming the field, never a 5xx', () => {
  it('a missing required query field (one the spec names for the call)', async () => {
    const res = await api().get('/api/querySystemConfig').set('cookie', staff);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('configCode');
    expect(calls('querySystemConfig')).toHaveLength(0);
  });
  it('a field the spec does not name is not required: the upstream decides, and its rejection is passed on', async () => {
    const res = await api().get('/api/weixinCustPortraitDetail').set('cookie', staff);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UPSTREAM_REJECTED');
    expect(calls('weixinCustPortraitDetail')).toHaveLength(1);
  });
  it('fields no schema names are passed on', async () => {
    await api().get('/api/weixinCustPortraitDetail').query({ custId: CUST(), fromApp: 'crm', extra: '1' }).set('cookie', staff);
    expect(calls('weixinCustPortraitDetail')[0]?.query).toMatchObject({ custId: CUST(), fromApp: 'crm', extra: '1' });
  });
  it('bad JSON', async () => {
    const res = await api().post('/api/weixinCustMainBinding').set('x-csrf', '1').set('cookie', staff).set('content-type', 'application/json').send('{"custId":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_JSON');
  });
});
