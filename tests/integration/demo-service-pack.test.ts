import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries as servicePack } from '../../shared/catalogue/service-pack.js';
import { entryByName, nameOf } from '../../shared/catalogue/index.js';
import { demoCalls, demoUser } from '../helpers/demo-calls.js';

// The demo upstream of issue 21's calls (ours: service packs, grouping codes, value-added plans,
// batches, services given to customers, gifts and points): every example answers successfully with
// data its schema accepts, the state the calls change is kept, and every call stays within the
// caller's organisation and the caller's own quota and customers.

const user = demoUser;
const ZHANG = user('44010001'); // Guangdong branch 44010000: seeded packs, plans and quota
const LI = user('44010002'); // same branch
const WANG = user('11010003'); // Beijing branch 11010000

const { data, refused, fresh, close } = demoCalls(ZHANG);

beforeAll(fresh);
afterAll(close);


const mine = servicePack.map((e) => entryByName(nameOf(e.path)));

describe('every example of the service-pack and value-added calls is answered, one after another on one state', () => {
  beforeAll(fresh);
  for (const entry of mine) {
    it(`${entry.methods[0]} ${entry.name}`, async () => {
      await data(entry.name, entry.example);
    });
  }
});

describe('service packs and grouping codes', () => {
  beforeAll(fresh);

  it('a new pack from the dictionary shows in the organisation\'s list with its value, and only there', async () => {
    const saved = await data<{ packCode: string; totalValue: number; itemCount: number }>('servicePack/saveServicePack', {
      packType: '1', packName: '测试车主礼包', validMonths: 6, items: [{ itemCode: 'SI1001', times: 1 }, { itemCode: 'SI1002', times: 3 }],
    });
    expect(saved.itemCount).toBe(2);
    expect(saved.totalValue).toBe(300 + 3 * 40);
    const list = await data<{ list: { packCode: string }[] }>('servicePack/queryServicePackList', { packType: '1', pageSize: 50 });
    expect(list.list.map((p) => p.packCode)).toContain(saved.packCode);
    const other = await data<{ list: { packCode: string }[] }>('servicePack/queryServicePackList', { pageSize: 50 }, { as: WANG });
    expect(other.list.map((p) => p.packCode)).not.toContain(saved.packCode);
    expect(await refused('servicePack/queryServicePackDetail', { packCode: saved.packCode }, { as: WANG })).toBe('服务包不存在');
  });

  it('refuses a pack without items, with a non-vehicle item in a vehicle pack, or a duplicate name', async () => {
    expect(await refused('servicePack/saveServicePack', { packType: '1', packName: '空服务包', validMonths: 6, items: [] })).toBe('请至少选择一个服务项目');
    expect(await refused('servicePack/saveServicePack', { packType: '1', packName: '错类服务包', validMonths: 6, items: [{ itemCode: 'SI2001', times: 1 }] })).toMatch('不适用');
    expect(await refused('servicePack/saveServicePack', { packType: '1', packName: '尊享车主服务包', validMonths: 6, items: [{ itemCode: 'SI1001', times: 1 }] })).toBe('本机构已有同名服务包');
    expect(await refused('servicePack/saveServicePack', { packType: '1', packName: '次数过多', validMonths: 6, items: [{ itemCode: 'SI1001', times: 100 }] })).toMatch('1–99');
  });

  it('a grouping code ties a rule to a pack of the same type and counts the customers it takes in', async () => {
    const models = await data<{ list: { modelCode: string; brandName: string }[] }>('servicePack/queryVehicleModel', { keyword: '比亚迪' });
    expect(models.list.length).toBeGreaterThan(0);
    expect(models.list.every((m) => m.brandName === '比亚迪')).toBe(true);
    const g = await data<{ groupCode: string; ruleText: string; customerCount: number; models: unknown[] }>('servicePack/saveGroupingCode', {
      packType: '1', groupName: '比亚迪车主', packCode: 'SP4401000002', rules: { modelCodes: models.list.map((m) => m.modelCode) },
    });
    expect(g.ruleText).toContain('车型');
    expect(g.models).toHaveLength(models.list.length);
    expect(g.customerCount).toBeGreaterThanOrEqual(0);
    expect(await refused('servicePack/saveGroupingCode', { packType: '2', groupName: '错配', packCode: 'SP4401000001', rules: {} })).toBe('服务包的客户类型与分组不一致');
    expect(await refused('servicePack/saveGroupingCode', { packType: '2', groupName: '错险种', packCode: 'SP4401000003', rules: { riskCodes: ['DAA'] } })).toBe('险种代码不是非车险险种');
    expect(await refused('servicePack/saveGroupingCode', { packType: '1', groupName: '别人的包', packCode: 'SP1101000001', rules: {} })).toBe('请选择本机构生效的服务包');
  });
});

describe('value-added plans, batches and the sales force', () => {
  beforeAll(fresh);

  it('a plan is allocated in batches to the organisation\'s sales force, never beyond its total', async () => {
    const plan = await data<{ planId: string; status: string }>('valueAdded/savePlan', { planName: '测试方案', packCode: 'SP4401000001', totalCount: 10, startDate: '2026-01-01', endDate: '2030-12-31' });
    expect(plan.status).toBe('1');
    const batch = await data<{ batchNo: string; count: number; batchName: string }>('valueAdded/saveBatch', { planId: plan.planId, allocations: [{ salesCode: '44010001', count: 6 }, { salesCode: '44010005', count: 3 }] });
    expect(batch).toMatchObject({ count: 9, batchName: '第一批' });
    expect(await refused('valueAdded/saveBatch', { planId: plan.planId, allocations: [{ salesCode: '44010002', count: 2 }] })).toBe('超出方案剩余份数（剩余 1 份，本次 2 份）');
    expect(await refused('valueAdded/saveBatch', { planId: plan.planId, allocations: [{ salesCode: '11010003', count: 1 }] })).toBe('只能分配给本机构的销售人员');
    const force = await data<{ list: { salesCode: string; allocated: number; remaining: number }[] }>('valueAdded/querySalesForce', { planId: plan.planId });
    expect(force.list.find((s) => s.salesCode === '44010001')).toMatchObject({ allocated: 6, remaining: 6 });
    expect(force.list.every((s) => s.salesCode.startsWith('4401'))).toBe(true);
    expect(await refused('valueAdded/queryBatchDetail', { batchNo: batch.batchNo }, { as: WANG })).toBe('批次不存在');
    expect(await refused('valueAdded/queryPlanDetail', { planId: plan.planId }, { as: WANG })).toBe('方案不存在');
  });

  it('refuses a plan that ends before it starts or before today', async () => {
    expect(await refused('valueAdded/savePlan', { planName: '倒序方案', packCode: 'SP4401000001', totalCount: 5, startDate: '2030-02-01', endDate: '2030-01-01' })).toBe('结束日期不能早于开始日期');
    expect(await refused('valueAdded/savePlan', { planName: '过期方案', packCode: 'SP4401000001', totalCount: 5, startDate: '2020-01-01', endDate: '2020-02-01' })).toBe('结束日期不能早于今天');
  });
});

describe('giving services, gifts and points to customers', () => {
  beforeAll(fresh);

  it('a service goes from the caller\'s quota to a customer they serve, with a type 5 care message, and can be reset while unused', async () => {
    const before = await data<{ plans: { planId: string; remaining: number }[] }>('valueAdded/queryMyQuota', {});
    const q4 = before.plans.find((p) => p.planId === 'VP4401000001');
    const grant = await data<{ grantId: string; status: string; careMsgId: string; items: { total: number; used: number }[] }>('valueAdded/grantCustService', { custId: 'C4400000003', planId: 'VP4401000001' });
    expect(grant.status).toBe('1');
    expect(grant.items.every((i) => i.used === 0)).toBe(true);
    const care = await data<{ msgType: string; custId: string; content: string }>('queryCustcareMsgById', { msgId: grant.careMsgId });
    expect(care).toMatchObject({ msgType: '5', custId: 'C4400000003' });
    expect(care.content).toContain('尊享车主服务包');
    const after = await data<{ plans: { planId: string; remaining: number }[] }>('valueAdded/queryMyQuota', {});
    expect(after.plans.find((p) => p.planId === 'VP4401000001')?.remaining).toBe((q4?.remaining ?? 0) - 1);
    expect(await refused('valueAdded/grantCustService', { custId: 'C4400000003', planId: 'VP4401000001' })).toBe('该客户已获赠本方案的增值服务');
    const has = await data<{ list: { grantId: string }[] }>('valueAdded/queryServiceGrantList', { custId: 'C4400000003' });
    expect(has.list.map((g) => g.grantId)).toContain(grant.grantId);

    expect(await refused('valueAdded/resetCustService', { grantId: grant.grantId, reason: '重' })).toMatch('重置原因');
    expect(await refused('valueAdded/resetCustService', { grantId: grant.grantId, reason: '送错客户' }, { as: LI })).toBe('权益不存在或不是您赠送的');
    const reset = await data<{ status: string; resetReason: string }>('valueAdded/resetCustService', { grantId: grant.grantId, reason: '送错客户' });
    expect(reset).toMatchObject({ status: '4', resetReason: '送错客户' });
    const back = await data<{ plans: { planId: string; remaining: number }[] }>('valueAdded/queryMyQuota', {});
    expect(back.plans.find((p) => p.planId === 'VP4401000001')?.remaining).toBe(q4?.remaining);
  });

  it('a used service cannot be reset; a customer the caller does not serve gets nothing', async () => {
    expect(await refused('valueAdded/resetCustService', { grantId: 'VG4401000002', reason: '测试重置' })).toBe('客户已使用过该权益，不能重置');
    const stranger = (await data<{ list: { custId: string }[] }>('valueAdded/queryServiceGrantList', {})).list[0];
    expect(stranger).toBeDefined();
    expect(await refused('valueAdded/grantCustService', { custId: 'C1100000001', planId: 'VP4401000001' })).toBe('无权操作该客户');
    expect(await refused('valueAdded/queryServiceGrantList', { custId: 'C1100000001' })).toBe('无权查看该客户信息');
    expect(await refused('valueAdded/allocatePoints', { custId: 'C1100000001', points: 10, reason: '测试积分' })).toBe('无权操作该客户');
  });

  it('gifts and points stay within the caller\'s quota and the stock', async () => {
    const q = await data<{ gift: { remaining: number }; points: { remaining: number } }>('valueAdded/queryMyQuota', {});
    expect(await refused('valueAdded/sendGift', { custId: 'C4400000001', giftCode: 'GF003', count: 1, reason: '答谢客户' })).toMatch('库存不足');
    expect(await refused('valueAdded/allocatePoints', { custId: 'C4400000001', points: q.points.remaining + 1, reason: '超额测试' })).toBe(`超出您的积分额度（剩余 ${q.points.remaining} 分）`);
    await data('valueAdded/allocatePoints', { custId: 'C4400000001', points: 200, reason: '推荐奖励' });
    await data('valueAdded/sendGift', { custId: 'C4400000001', giftCode: 'GF002', count: 2, reason: '续保答谢' });
    const after = await data<{ gift: { remaining: number }; points: { remaining: number } }>('valueAdded/queryMyQuota', {});
    expect(after.points.remaining).toBe(q.points.remaining - 200);
    expect(after.gift.remaining).toBe(q.gift.remaining - 2);
    const gifts = await data<{ list: { giftCode: string; stock: number }[] }>('valueAdded/queryGiftList', {});
    expect(gifts.list.find((g) => g.giftCode === 'GF002')?.stock).toBe(38);
    const records = await data<{ list: { kind: string; count: number; custName: string }[] }>('valueAdded/queryRewardRecordList', { kind: 'points' });
    expect(records.list[0]).toMatchObject({ kind: 'points', count: 200 });
  });
});
