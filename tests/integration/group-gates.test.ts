import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { NOT_REVIEWER } from '../../server/routes/gates.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor, EXTERNAL_USER } from '../helpers/session.js';

// Who may review a create-group application is decided by the BFF from the session (issue 19):
// before reviewApplyCreateGroup it asks the upstream, as the caller, for the applications waiting
// for their review; anything else is refused with 403 and the review never reaches the upstream,
// whatever the request's fields claim. Seeded: GA0001 by 李娜 (44010002), waiting for 张伟 (44010001).

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ TOKEN_SECRET: DEMO_TOKEN_SECRET });
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.resetData();
  stack.forget();
});

const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const review = (userCode: string, body: Record<string, unknown>) =>
  request(stack.app.server).post('/api/qt/creategroupapply/reviewApplyCreateGroup').set('x-csrf', '1').set('cookie', cookieFor(userCode)).send(body);

describe('reviewApplyCreateGroup: the BFF refuses callers who may not review', () => {
  it('lets the configured reviewer review, once', async () => {
    const ok = await review('44010001', { applyId: 'GA0001', reviewStatus: '1', reviewReason: '同意建群' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ applyId: 'GA0001', status: '1', reviewerUserCode: '44010001' });
    expect(calls('qt/creategroupapply/queryApplyCreateGroup')[0]!.query).toMatchObject({ queryType: '2', status: '0', applyId: 'GA0001' });

    // Reviewed already: no longer waiting, refused by the BFF.
    const again = await review('44010001', { applyId: 'GA0001', reviewStatus: '2', reviewReason: '改判' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ALREADY_REVIEWED', message: '该申请已审核通过，不能重复审核' });
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(1);
  });

  it('refuses the applicant, a colleague of another province and a made-up application, even when the fields name a reviewer', async () => {
    for (const [userCode, applyId] of [
      ['44010002', 'GA0001'], // 李娜: her own application
      ['11010003', 'GA0001'], // 王芳, Beijing: not a reviewer of Guangzhou
      ['44010001', 'GA9999'], // nothing waiting under that id
    ] as const) {
      const res = await review(userCode, { applyId, reviewStatus: '1', reviewerUserCode: '44010001', userCode: '44010001' });
      expect(res.status, `${userCode} ${applyId}`).toBe(403);
      expect(res.body).toEqual({ ok: false, error: { code: 'NOT_REVIEWER', message: NOT_REVIEWER } });
    }
    expect(calls('qt/creategroupapply/reviewApplyCreateGroup')).toHaveLength(0);
    expect(stack.demo.state.group.applies).toEqual(expect.arrayContaining([expect.objectContaining({ applyId: 'GA0001', status: '0' })]));
  });

  it('refuses an external user before asking anything', async () => {
    const res = await review(EXTERNAL_USER, { applyId: 'GA0001', reviewStatus: '1' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(stack.demo.state.calls.filter((c) => c.name.startsWith('qt/'))).toEqual([]);
  });
});
