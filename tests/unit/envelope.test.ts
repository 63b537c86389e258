import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/answer.js';
import { ENVELOPE_RULES, httpFailure, normaliseEnvelope, readEnvelope } from '../../server/upstream/envelope.js';

// Spec 000 §8 (and the envelope fields of §3) as body → outcome: every sentence, every row of the
// decision table, and the mixes the spec leaves open.

type Outcome = { data: unknown } | { status: number; code: string; message: string };

function outcome(body: unknown): Outcome {
  try {
    return { data: normaliseEnvelope(body) };
  } catch (err) {
    if (err instanceof ApiError) return { status: err.statusCode, code: err.code, message: err.message };
    throw err;
  }
}

const rejected = (message: string) => ({ status: 422, code: 'UPSTREAM_REJECTED', message });
const forbidden = (message: string) => ({ status: 403, code: 'FORBIDDEN', message });
const loginTimeout = { status: 401, code: 'LOGIN_TIMEOUT', message: '登录超时，请重新登录' };
const notInMarketing = { status: 403, code: 'USER_NOT_IN_MARKETING', message: '用户不存在于营销管理系统中' };

describe('spec 000 §8, newer envelope: each sentence', () => {
  it.each<[string, unknown, Outcome]>([
    ['status 0 is success and data is returned', { status: 0, statusText: 'ok', data: { a: 1 } }, { data: { a: 1 } }],
    ['16 is login timeout', { status: 16, statusText: '登录超时' }, loginTimeout],
    ['other statuses reject with statusText', { status: 2, statusText: '客户已被绑定', data: null }, rejected('客户已被绑定')],
    ['… or the fallback 请求超时，请重试', { status: 2, data: null }, rejected('请求超时，请重试')],
    ['3 is the data-permission refusal: 403 with its statusText', { status: 3, statusText: '无权查看该客户信息', data: null }, forbidden('无权查看该客户信息')],
    ['… or 无权访问', { status: 3 }, forbidden('无权访问')],
    ['a negative status is another status', { status: -1, statusText: '下载失败' }, rejected('下载失败')],
  ])('%s: %j', (_sentence, body, expected) => {
    expect(outcome(body)).toEqual(expected);
  });
});

describe('spec 000 §8, older envelope: each sentence (status 200, the spec\'s field)', () => {
  it.each<[string, unknown, Outcome]>([
    ['200 with msg "success" returns data', { status: 200, msg: 'success', data: { b: 2 } }, { data: { b: 2 } }],
    ['otherwise reject with errorMsg', { status: 200, msg: 'fail', errorMsg: '客户不存在' }, rejected('客户不存在')],
    ['… or the same fallback', { status: 200, msg: 'fail' }, rejected('请求超时，请重试')],
    ['a body with msgbool returns msgbool and msgString', { status: 200, msgbool: true, msgString: '已发送' }, { data: { msgbool: true, msgString: '已发送' } }],
    ['… also msgbool false (the caller reads it)', { msgbool: false, msgString: '已存在' }, { data: { msgbool: false, msgString: '已存在' } }],
    ['otherwise the message is 系统错误', { status: 500, msg: 'fail', errorMsg: '内部错误' }, rejected('系统错误')],
    ['the older layer rejects with statusText for 用户不存在于营销管理系统中', { status: 500, msg: 'fail', statusText: '用户不存在于营销管理系统中', data: null }, notInMarketing],
  ])('%s: %j', (_sentence, body, expected) => {
    expect(outcome(body)).toEqual(expected);
  });
});

describe('the decision table: one body per row, in order', () => {
  // One body per row of ENVELOPE_RULES, in the same order: adding a row without a case fails here.
  const perRow: [unknown, Outcome][] = [
    [{ status: 0, data: [1] }, { data: [1] }],
    [{ status: 16 }, loginTimeout],
    [{ status: 3, statusText: '无权查看该保单信息' }, forbidden('无权查看该保单信息')],
    [{ statusText: '用户不存在于营销管理系统中', data: null }, notInMarketing],
    [{ status: 200, msg: 'success', data: 'x' }, { data: 'x' }],
    [{ status: 200, msgbool: true }, { data: { msgbool: true, msgString: null } }],
    [{ status: 200, errorMsg: '预约时间无效' }, rejected('预约时间无效')],
    [{ code: 500, msg: 'fail', errorMsg: '预约时间无效' }, rejected('系统错误')],
    [{ status: 200, statusText: 'OK', data: {} }, rejected('OK')],
    [{ something: 1 }, { status: 502, code: 'UPSTREAM_MALFORMED', message: '系统错误' }],
  ];

  it('has a case for every row', () => {
    expect(perRow).toHaveLength(ENVELOPE_RULES.length);
  });

  it.each(perRow.map(([body, expected], i) => [i + 1, body, expected] as const))('row %i: %j', (row, body, expected) => {
    // The body is decided by its own row, not an earlier one.
    expect(ENVELOPE_RULES.findIndex((r) => r.matches(readEnvelope(body as Record<string, unknown>))) + 1).toBe(row);
    expect(outcome(body)).toEqual(expected);
  });

  it('a body that is not a JSON object is 502 服务异常！', () => {
    for (const body of ['x', null, [1, 2], 3]) {
      expect(outcome(body)).toEqual({ status: 502, code: 'UPSTREAM_MALFORMED', message: '服务异常！' });
    }
  });

  it('the README states the same table, row by row', () => {
    const readme = readFileSync('README.md', 'utf8');
    const rows = ENVELOPE_RULES.map((r) => `| ${r.body} | ${r.answer} |`);
    let at = 0;
    for (const row of rows) {
      const found = readme.indexOf(row, at);
      expect(found, row).toBeGreaterThan(at);
      at = found;
    }
  });
});

describe('the ambiguous mixes the spec leaves open', () => {
  it.each<[string, unknown, Outcome]>([
    ['status 200 with statusText and msg "success": older success', { status: 200, statusText: 'OK', msg: 'success', data: { c: 3 } }, { data: { c: 3 } }],
    ['status 200 with statusText only: no older field, so a newer status other than 0', { status: 200, statusText: '处理中' }, rejected('处理中')],
    ['status 0 with msg "fail": status 0 is only the newer success', { status: 0, msg: 'fail', data: { d: 4 } }, { data: { d: 4 } }],
    ['status 16 with older fields: still the login timeout', { status: 16, msg: 'fail', errorMsg: 'x' }, loginTimeout],
    ['the string "0"', { status: '0', data: 1 }, { data: 1 }],
    ['the string "16"', { status: '16' }, loginTimeout],
    ['the string "200" with msg "success"', { status: '200', msg: 'success', data: 2 }, { data: 2 }],
    ['the string "200" with msg "fail"', { status: '200', msg: 'fail', errorMsg: '失败' }, rejected('失败')],
    ['a non-numeric status string is no status', { status: 'ok', msg: 'success', data: 5 }, { data: 5 }],
    ['newer success without data: null', { status: 0 }, { data: null }],
    ['older success without data: null', { status: 200, msg: 'success' }, { data: null }],
    ['code 200 (this project\'s earlier dialect) keeps working', { code: 200, msg: 'success', data: 6 }, { data: 6 }],
    ['code "200" with errorMsg', { code: '200', msg: 'fail', errorMsg: '已过期' }, rejected('已过期')],
    ['no status and no code: the HTTP success stands for 200', { msg: 'success', data: 7 }, { data: 7 }],
    ['… and a failure there rejects with errorMsg', { msg: 'fail', errorMsg: '无此任务' }, rejected('无此任务')],
    ['status wins over code', { status: 200, code: 500, msg: 'success', data: 8 }, { data: 8 }],
    ['msgString without msgbool is an older failure', { status: 200, msgString: '已发送' }, rejected('请求超时，请重试')],
    ['msgbool with status 500: msgbool is still returned', { status: 500, msgbool: false, msgString: '发送失败' }, { data: { msgbool: false, msgString: '发送失败' } }],
    ['a blank errorMsg falls back', { status: 200, msg: 'fail', errorMsg: '  ' }, rejected('请求超时，请重试')],
  ])('%s: %j', (_case, body, expected) => {
    expect(outcome(body)).toEqual(expected);
  });
});

describe('spec 000 §8: HTTP failure rejects with errorMsg, statusText or msg, else 服务异常！', () => {
  it.each([
    [{ errorMsg: 'a', statusText: 'b', msg: 'c' }, 'a'],
    [{ statusText: 'b', msg: 'c' }, 'b'],
    [{ msg: 'c' }, 'c'],
    [{}, '服务异常！'],
    [null, '服务异常！'],
  ])('%j → %s', (body, message) => {
    const e = httpFailure(500, body);
    expect([e.statusCode, e.message]).toEqual([502, message]);
  });
});
