import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// Issue 21's calls through the BFF: the organisation and the staff member are the session's, so
// a manager never reads or changes another organisation's packs, plans or batches and nobody gives
// from another staff member's quota — refused by the BFF (403, nothing upstream) when named, filled
// from the session when left out. Another organisation's records are unknown to the upstream.

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => {
  stack.demo.resetData();
  stack.forget();
});

const api = () => request(stack.app.server);
const calls = (name: string) => stack.demo.state.calls.filter((c) => c.name === name);
const zhang = cookieFor(); // 44010001, branch 44010000
const wang = cookieFor('11010003'); // Beijing, branch 11010000

describe('service packs and value-added services follow the session', () => {
  it.each([
    ['servicePack/queryServicePackList', { comCode: '11010000' }],
    ['servicePack/queryGroupingCodeList', { comCode: '44030000' }],
    ['valueAdded/queryPlanList', { comCode: '11010000' }],
    ['valueAdded/querySalesForce', { comCode: '11010000' }],
    ['valueAdded/queryMyQuota', { userCode: '44010002' }],
    ['valueAdded/queryServiceGrantList', { userCode: '44010002' }],
  ])('GET /api/%s naming another organisation or staff member → 403, nothing upstream', async (name, query) => {
    const res = await api().get(`/api/${name}`).query(query).set('cookie', zhang);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(calls(name)).toEqual([]);
  });

  it.each([
    ['servicePack/saveServicePack', { comCode: '11010000', packType: '1', packName: '越权服务包', validMonths: 6, items: [{ itemCode: 'SI1001', times: 1 }] }],
    ['valueAdded/saveBatch', { comCode: '11010000', planId: 'VP1101000001', allocations: [{ salesCode: '11010008', count: 1 }] }],
    ['valueAdded/grantCustService', { userCode: '44010002', custId: 'C4400000003', planId: 'VP4401000001' }],
    ['valueAdded/allocatePoints', { userCode: '44010002', custId: 'C4400000001', points: 10, reason: '越权积分' }],
  ])('POST /api/%s naming another organisation or staff member → 403, nothing upstream', async (name, body) => {
    const res = await api().post(`/api/${name}`).set('cookie', zhang).set('x-csrf', '1').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(calls(name)).toEqual([]);
  });

  it('fills the organisation and the staff member from the session when left out', async () => {
    const packs = await api().get('/api/servicePack/queryServicePackList').query({ packType: '1' }).set('cookie', zhang);
    expect(packs.body.ok, JSON.stringify(packs.body)).toBe(true);
    expect(calls('servicePack/queryServicePackList').at(-1)?.query).toMatchObject({ comCode: '44010000' });
    const theirs = await api().get('/api/servicePack/queryServicePackList').query({ packType: '1' }).set('cookie', wang);
    expect(theirs.body.data.list.map((p: { packName: string }) => p.packName)).toEqual(['京城车主服务包']);
    const grant = await api().post('/api/valueAdded/grantCustService').set('cookie', zhang).set('x-csrf', '1').send({ custId: 'C4400000003', planId: 'VP4401000001' });
    expect(grant.body.ok, JSON.stringify(grant.body)).toBe(true);
    expect(calls('valueAdded/grantCustService').at(-1)?.body).toMatchObject({ userCode: '44010001', custId: 'C4400000003' });
  });

  it('another organisation\'s pack or plan is unknown to the upstream, in words', async () => {
    const pack = await api().get('/api/servicePack/queryServicePackDetail').query({ packCode: 'SP4401000001' }).set('cookie', wang);
    expect(pack.body).toMatchObject({ ok: false, error: { message: '服务包不存在' } });
    const plan = await api().post('/api/valueAdded/grantCustService').set('cookie', wang).set('x-csrf', '1').send({ custId: 'C1100000001', planId: 'VP4401000001' });
    expect(plan.body.ok).toBe(false);
    expect(plan.body.error.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
