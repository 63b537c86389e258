import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, entryByName } from '../../shared/catalogue/index.js';
import { MASS_SEND_TIMEOUT_MS } from '../../shared/domain/constants.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor, EXTERNAL_USER, tokenFor } from '../helpers/session.js';

// The shared request behaviours of spec 001 (§6, §7, §9) on the calls of §7.1–§7.9, through the
// BFF at /api/<catalogue name>, checked against what the demo upstream recorded.

type Json = Record<string, unknown>;

let stack: TestStack;
const token = tokenFor();
const staff = `USER_TOKEN=${token}`;
const api = () => request(stack.app.server);
const url = (name: string) => `/api${entryByName(name).mirrorPath}`;
const example = (name: string) => entryByName(name).example as Json;
const get = (name: string, query: Json = example(name), cookie = staff) => api().get(url(name)).query(query).set('x-csrf', '1').set('cookie', cookie);
const post = (name: string, body: Json = example(name), cookie = staff) => api().post(url(name)).set('x-csrf', '1').set('cookie', cookie).send(body);
const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const lastCall = (name: string) => {
  const found = calls(name);
  expect(found.length, `${name} reached the upstream`).toBeGreaterThan(0);
  return found[found.length - 1]!;
};
async function data(pending: PromiseLike<request.Response>): Promise<Json> {
  const res = await pending;
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ ok: true });
  return res.body.data as Json;
}

const TASK = 'TK440100010001';

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.reset();
  stack.forget();
});

describe('timeouts', () => {
  it('spec 001 §7.5 / §9: sendTaskGroupMsg has the 10-minute mass-send timeout; the others keep theirs', () => {
    expect(MASS_SEND_TIMEOUT_MS).toBe(600_000);
    expect(entryByName('sendTaskGroupMsg').timeoutMs).toBe(600_000);
    expect(entryByName('fuzzyQueryUserByUserNameOrUserCode').timeoutMs).toBe(10_000);
    expect(entryByName('mc/batchAddCustByCertificateNo').timeoutMs).toBe(5 * 60_000);
    expect(entryByName('queryTaskGroupMsgHistory').timeoutMs).toBe(60_000);
    expect(CATALOGUE.filter((e) => e.timeoutMs === 600_000).map((e) => e.name)).toEqual(['sendTaskGroupMsg']);
    // The BFF's own per-request limit does not cut a mass send short.
    expect(stack.config.requestTimeoutMs).toBeGreaterThan(600_000);
  });

  it('spec 001 §9: a 1.5 s upstream delay on sendTaskGroupMsg is well within its timeout and succeeds', async () => {
    stack.demo.fault('sendTaskGroupMsg', { kind: 'delay', ms: 1_500, times: 1 });
    const started = Date.now();
    const sent = await data(post('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: TASK, msgType: '2', content: '{客户称谓}您好' }, custIds: ['C4400000001'] }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_450);
    // The answer is the WeCom task, waiting for the staff member's confirmation.
    expect(sent).toMatchObject({ status: '0', total: 1, sentCount: 0 });
  });
});

describe('encodings as recorded upstream', () => {
  it('spec 001 §7.6: addFavorite is form-encoded with its fields in the body', async () => {
    await data(post('addFavorite', { resourceType: '1', resourceId: 'PT000002' }));
    const c = lastCall('addFavorite');
    expect(c.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(c.body).toEqual({ resourceType: '1', resourceId: 'PT000002' });
    expect(c.query).toEqual({});
  });

  it('spec 001 §7.6: queryQwPosterClass is form-encoded with its fields in the body', async () => {
    await data(post('queryQwPosterClass', { comCode: '44010000' }));
    const c = lastCall('queryQwPosterClass');
    expect(c.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(c.body).toEqual({ comCode: '44010000' });
  });

  it('spec 001 §7.6: saveLeadInfo is form-encoded with its fields in the body', async () => {
    await data(post('saveLeadInfo'));
    const c = lastCall('saveLeadInfo');
    expect(c.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(c.body).toMatchObject({ custName: '赵敏', mobile: '13912345678', posterId: 'P20250001', remark: example('saveLeadInfo')['remark'] });
  });

  it('spec 001 §7.3: sendElectronicPolicy.do and saveSendPolicyHistory.do are sent as multipart form data', async () => {
    await data(post('sendElectronicPolicy'));
    const send = lastCall('sendElectronicPolicy');
    expect(send.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(send.body).toMatchObject({ policyNo: example('sendElectronicPolicy')['policyNo'], taskId: TASK, sendType: 'wecom' });
    expect((send.body as Json)['encryptTaskId']).toEqual(expect.any(String));

    await data(post('saveSendPolicyHistory'));
    const save = lastCall('saveSendPolicyHistory');
    expect(save.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(save.body).toMatchObject({ policyNo: example('saveSendPolicyHistory')['policyNo'], sendType: 'wecom' });
  });

  it('spec 001 §7.3: sendElectronicPolicyById sends its fields as query parameters, none in the body', async () => {
    await data(post('sendElectronicPolicyById', { taskId: TASK }));
    const c = lastCall('sendElectronicPolicyById');
    expect(c.method).toBe('POST');
    expect(c.query['taskId']).toBe(TASK);
    expect(c.query['encryptTaskId']).toEqual(expect.any(String));
    expect(c.body).toEqual({});
    expect(c.contentType).toBeUndefined();
  });

  it('spec 001 §7.1: fwdapi/um/updateUserQWBySMSValid sends userCode and smsCode as query parameters and mobile in the body', async () => {
    const res = await api()
      .post(url('fwdapi/um/updateUserQWBySMSValid'))
      .query({ userCode: '44010001', smsCode: '246810' })
      .set('x-csrf', '1')
      .set('cookie', staff)
      .send({ mobile: '13800138001' });
    expect(res.body).toMatchObject({ ok: true, data: { status: 200, msg: 'success' } });
    const c = lastCall('fwdapi/um/updateUserQWBySMSValid');
    expect(c.query).toEqual({ userCode: '44010001', smsCode: '246810' });
    expect(c.body).toEqual({ mobile: '13800138001' });
    expect(c.contentType).toMatch(/^application\/json/);
  });
});

describe('raw answers', () => {
  it('spec 001 §7.1: getExternalContactdetail.do (raw) answers the whole upstream body as data', async () => {
    const d = await data(get('getExternalContactdetail'));
    expect(d).toMatchObject({ errcode: 0, errmsg: expect.any(String) });
    expect(d['external_contact']).toMatchObject({ external_userid: example('getExternalContactdetail')['externalUserId'] });
    expect(Array.isArray(d['follow_user'])).toBe(true);
  });

  it('spec 001 §7.1: modifyExternalContactRemark.do (raw) answers the whole upstream body, also a WeCom error', async () => {
    expect(await data(get('modifyExternalContactRemark'))).toEqual({ errcode: 0, errmsg: 'ok' });
    const unknown = await get('modifyExternalContactRemark', { externalUserId: 'wm_no_such_contact', remark: 'x' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true, data: { errcode: 84061, errmsg: 'not external contact' } });
  });
});

describe('downloads', () => {
  it('spec 001 §7.8: assistant/downLoadFileByPath streams the file with a UTF-8 content-disposition filename', async () => {
    const res = await get('assistant/downLoadFileByPath', { filePath: '/kb/车险投保须知.pdf' }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('车险投保须知.pdf')}`);
    expect(Buffer.from(res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('spec 001 §7.8: when the upstream answers JSON instead of a file, the answer shape', async () => {
    const res = await get('assistant/downLoadFileByPath', { filePath: '/kb/不存在.pdf', fileName: '说明.pdf' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({ ok: false, error: { code: 'UPSTREAM_REJECTED', message: '文件不存在或已被删除' } });
  });
});

describe('the Authorization header', () => {
  it('spec 001 §6: insertWhiteListByFunc carries Authorization = the token in the cookie (and the upstream accepts it)', async () => {
    await data(post('assistant/insertWhiteListByFunc', { functionCode: 'bigModel', isUseLoginUserInfo: '1' }));
    const c = lastCall('assistant/insertWhiteListByFunc');
    expect(c.authorization).toBe(token);
    expect(c.body).toEqual({ functionCode: 'bigModel', isUseLoginUserInfo: '1' });
    expect(c.cookieNames).toEqual(['USER_TOKEN']);
  });

  it('spec 001 §6: other calls carry no Authorization header (invalidFunctionCode, showAssistantByUser, a §7.5 call)', async () => {
    await data(post('assistant/invalidFunctionCode', { functionCode: 'bigModel' }));
    await data(get('assistant/showAssistantByUser', { functionCodes: 'bigModel' }));
    await data(get('queryGroupMsgHistoryList'));
    for (const name of ['assistant/invalidFunctionCode', 'assistant/showAssistantByUser', 'queryGroupMsgHistoryList']) {
      expect(lastCall(name).authorization, name).toBeUndefined();
    }
  });
});

describe('the fuzzy user search', () => {
  it('spec 001 §6: fuzzyQueryUserByUserNameOrUserCode finds a user by name (and by part of the code)', async () => {
    const byName = (await data(get('fuzzyQueryUserByUserNameOrUserCode', { keyword: '李娜' }))) as unknown as Json[];
    expect(byName).toEqual([expect.objectContaining({ userCode: '44010002', userName: '李娜', comCode: '44010000' })]);
    const byCode = (await data(get('fuzzyQueryUserByUserNameOrUserCode', { keyword: '4401000' }))) as unknown as Json[];
    expect(byCode.map((u) => u['userCode']).sort()).toEqual(['44010001', '44010002', '44010007', '44010009']);
    expect(lastCall('fuzzyQueryUserByUserNameOrUserCode').query).toEqual({ keyword: '4401000' });
  });
});

describe('roles', () => {
  const external = cookieFor(EXTERNAL_USER);

  it('spec 001 §6: an externalUser gets 403 on §7.5 calls and nothing reaches the upstream', async () => {
    const answers = [
      await get('queryGroupMsgHistoryList', example('queryGroupMsgHistoryList'), external),
      await post('sendTaskGroupMsg', example('sendTaskGroupMsg'), external),
      await post('saveGroupMsg', example('saveGroupMsg'), external),
      await get('getInMsgBlackList', example('getInMsgBlackList'), external),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    // Not even the task-id encryption of sendTaskGroupMsg was called.
    expect(stack.demo.state.calls).toEqual([]);
  });
});
