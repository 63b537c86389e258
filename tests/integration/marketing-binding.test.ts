import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userById } from '../../demo/data/users.js';
import { tokenPayloadOf } from '../../demo/handlers/auth.js';
import { signToken } from '../../demo/token.js';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Binding a WeCom account to its marketing-system account (issue 22 job 1) through the BFF: the
// WeCom member is the session's, the new token becomes the session, and the route-entry check
// sends an unbound member to the binding page. Demo: 赵磊 (zhaolei) signs in with no userCode; his
// marketing account is 44010009; the marketing system's PC shows the binding code KHYX7Q2M9P.

let stack: TestStack;
const api = () => request(stack.app.server);
const unbound = `USER_TOKEN=${signToken(tokenPayloadOf(userById('zhaolei')!))}`;
const tokenOf = (res: request.Response) => String(res.headers['set-cookie'] ?? '').match(/USER_TOKEN=([^;]+)/)?.[1];
/** The cookies an answer set, as the browser would send them back. */
const cookiesOf = (res: request.Response) => ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
const bind = (body: object, cookie = unbound) => api().post('/api/auth/marketing-binding').set('x-csrf', '1').set('cookie', cookie).send(body);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => stack.demo.resetData());

describe('marketing-account binding', () => {
  it('sends an unbound member to the binding page first; the binding pages pass', async () => {
    const decide = (path: string) => api().get('/api/session/permission').query({ path }).set('cookie', unbound);
    expect((await decide('/home/customer-home-page')).body.data).toEqual({
      permission: false,
      check: 'marketingBinding',
      redirect: { path: '/marketing/marketing-binding', query: { comId: '44000000' } },
    });
    expect((await decide('/marketing/account-info')).body.data).toMatchObject({ permission: true });
  });

  it('binds by 工号 and the SMS code sent to that account; the session then names the account', async () => {
    const sent = await api().post('/api/fwdapi/um/sendBindSMSCode').set('x-csrf', '1').set('cookie', unbound).send({ userCode: '44010009' });
    expect(sent.body.data).toMatchObject({ mobile: '1380****009', resendAfterSeconds: 60 });
    // The WeCom member the upstream saw is the session's.
    expect(stack.demo.state.calls.at(-1)!.body).toMatchObject({ userCode: '44010009', userId: 'zhaolei' });
    const wrong = await bind({ userCode: '44010009', smsCode: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe('短信验证码错误或已过期');
    expect(tokenOf(wrong)).toBeUndefined();

    const done = await bind({ userCode: '44010009', smsCode: sent.body.data.demoSmsCode });
    expect(done.status).toBe(200);
    expect(done.body.data.user).toMatchObject({ userId: 'zhaolei', userCode: '44010009' });
    expect(tokenOf(done)).toBeDefined();
    const session = await api().get('/api/session').set('cookie', cookiesOf(done));
    expect(session.body.data.user.userCode, JSON.stringify(session.body)).toBe('44010009');
    // Bound now: binding again is refused by the BFF itself.
    const again = await bind({ bindCode: 'KHYX7Q2M9P' }, cookiesOf(done));
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_BOUND']);
  });

  it('voids the SMS code after five wrong tries', async () => {
    const sent = await api().post('/api/fwdapi/um/sendBindSMSCode').set('x-csrf', '1').set('cookie', unbound).send({ userCode: '44010009' });
    const wrong = sent.body.data.demoSmsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await bind({ userCode: '44010009', smsCode: wrong })).body.error.message).toBe('短信验证码错误或已过期');
    expect((await bind({ userCode: '44010009', smsCode: wrong })).body.error.message).toBe('验证码错误次数过多，请重新获取验证码');
    // The right code no longer binds: a new one must be sent.
    expect((await bind({ userCode: '44010009', smsCode: sent.body.data.demoSmsCode })).status).toBe(422);
  });

  it('binds by the one-time code of the PC page; a used code is refused', async () => {
    const shown = await api().get('/api/fwdapi/um/queryBindCode').query({ bindCode: 'KHYX7Q2M9P' }).set('x-csrf', '1').set('cookie', unbound);
    expect(shown.body.data).toMatchObject({ userCode: '44010009', comName: '广州市分公司' });
    const done = await bind({ bindCode: 'KHYX7Q2M9P' });
    expect(done.body.data.user.userCode).toBe('44010009');
    const used = await api().get('/api/fwdapi/um/queryBindCode').query({ bindCode: 'KHYX7Q2M9P' }).set('x-csrf', '1').set('cookie', unbound);
    expect(used.body.error.message).toBe('绑定码已使用，请在营销系统电脑端重新获取二维码');
  });

  it('never binds someone else: a userId in the body is refused, a bound member and an external user are refused, anonymous is 401', async () => {
    // A userId in the body is not the BFF's to take: the upstream is asked for the session's member.
    const forged = await bind({ bindCode: 'KHYX7Q2M9P', userId: 'zhangwei' });
    const asked = stack.demo.state.calls.filter((c) => c.name === 'fwdapi/um/bindUserQW');
    expect(asked.every((c) => (c.body as Record<string, unknown>)['userId'] === 'zhaolei'), JSON.stringify(forged.body)).toBe(true);
    stack.demo.resetData();
    expect((await bind({ bindCode: 'KHYX7Q2M9P' }, cookieFor('44010001'))).body.error.code).toBe('ALREADY_BOUND');
    expect((await bind({ bindCode: 'KHYX7Q2M9P' }, cookieFor('EXT0001'))).status).toBe(403);
    expect((await api().post('/api/auth/marketing-binding').set('x-csrf', '1').send({ bindCode: 'KHYX7Q2M9P' })).status).toBe(401);
    // The binding call itself is not reachable through the mirror routes (it issues a token).
    expect((await api().post('/api/fwdapi/um/bindUserQW').set('x-csrf', '1').set('cookie', unbound).send({ bindCode: 'KHYX7Q2M9P' })).status).toBe(404);
    expect(stack.demo.state.calls.filter((c) => c.name === 'fwdapi/um/bindUserQW')).toHaveLength(0);
  });
});
