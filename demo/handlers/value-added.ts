import { GRANT_STATUS, has, type PlanStatus } from '../../shared/domain';
import { fail, field, nowText, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { addCareMessage } from '../state/care';
import { addMonths, callerOf, grantStatus, liveGrants, nextId, ownPack, packOfPlan, packView, salesForce, salesName, servedBy, storeOf, today, type Batch, type Grant, type Plan, type Reward, type Store } from '../state/service';

// Value-added allocation (plans, the sales force, batches), value-added services given to
// customers, gifts and points (issue 21; calls of our choice, shared/catalogue/service-pack.ts).
// Plans and batches belong to the caller's organisation; a service, gift or points go only from
// the caller's own quota to a customer the caller serves (bound, or on their task) in their
// organisation. Giving a service creates the customer's value-added care message (type 5).

const NAME_RE = /^.{2,30}$/u;
const YMD_RE = /^\d{4}-\d{2}-\d{2}$/;
const REASON_RE = /^[\s\S]{2,100}$/u;

function planStatus(state: DemoState, p: Plan): PlanStatus {
  const t = today(state);
  if (t < p.startDate) return '0';
  return t > p.endDate ? '2' : '1';
}

const allocatedIn = (store: Store, planId: string, salesCode?: string) =>
  store.batches
    .filter((b) => b.planId === planId)
    .flatMap((b) => b.allocations)
    .filter((a) => !salesCode || a.salesCode === salesCode)
    .reduce((n, a) => n + a.count, 0);

const grantedIn = (store: Store, planId: string, salesCode?: string, batchNo?: string) =>
  liveGrants(store).filter((g) => g.planId === planId && (!salesCode || g.granterCode === salesCode) && (!batchNo || g.batchNo === batchNo)).length;

function planView(state: DemoState, p: Plan) {
  const store = storeOf(state);
  const pack = store.packs.find((x) => x.packCode === p.packCode);
  return {
    ...p,
    packName: pack?.packName ?? p.packCode,
    packType: pack?.packType ?? '1',
    allocatedCount: allocatedIn(store, p.planId),
    grantedCount: grantedIn(store, p.planId),
    status: planStatus(state, p),
    creatorName: salesName(p.creatorCode),
    batchCount: store.batches.filter((b) => b.planId === p.planId).length,
  };
}

function batchView(state: DemoState, b: Batch) {
  const store = storeOf(state);
  const plan = store.plans.find((p) => p.planId === b.planId);
  const allocations = b.allocations.map((a) => ({
    salesCode: a.salesCode,
    salesName: salesName(a.salesCode),
    count: a.count,
    granted: liveGrants(store).filter((g) => g.batchNo === b.batchNo && g.granterCode === a.salesCode).length,
  }));
  return {
    ...b,
    planName: plan?.planName ?? b.planId,
    count: allocations.reduce((n, a) => n + a.count, 0),
    granted: allocations.reduce((n, a) => n + a.granted, 0),
    salesCount: allocations.length,
    creatorName: salesName(b.creatorCode),
    allocations,
  };
}

function grantView(state: DemoState, g: Grant) {
  const store = storeOf(state);
  const plan = store.plans.find((p) => p.planId === g.planId);
  const pack = packOfPlan(store, g.planId);
  const view = pack ? packView(pack) : undefined;
  return {
    grantId: g.grantId,
    custId: g.custId,
    custName: state.db.customers.find((c) => c.custId === g.custId)?.name ?? '',
    planId: g.planId,
    planName: plan?.planName ?? g.planId,
    packCode: pack?.packCode ?? '',
    packName: pack?.packName ?? '',
    status: grantStatus(store, g),
    grantTime: g.grantTime,
    expireDate: g.expireDate,
    granterCode: g.granterCode,
    granterName: salesName(g.granterCode),
    items: (view?.items ?? []).map((i) => ({ itemCode: i.itemCode, itemName: i.itemName, unit: i.unit, total: i.times, used: g.used[i.itemCode] ?? 0 })),
    resetReason: g.reset?.reason ?? null,
    resetTime: g.reset?.time ?? null,
    careMsgId: g.careMsgId,
  };
}

const ownPlan = (ctx: DemoContext, planId: string | undefined) =>
  storeOf(ctx.state).plans.find((p) => p.planId === planId && p.comCode === callerOf(ctx).comCode);

const rewardsUsed = (store: Store, userCode: string, kind: Reward['kind']) =>
  store.rewards.filter((r) => r.kind === kind && r.userCode === userCode).reduce((n, r) => n + r.count, 0);

function rewardView(state: DemoState, r: Reward) {
  const gift = r.giftCode ? storeOf(state).gifts[callerCom(state, r.userCode)]?.find((g) => g.giftCode === r.giftCode) : undefined;
  return { ...r, custName: state.db.customers.find((c) => c.custId === r.custId)?.name ?? '', giftName: gift?.giftName ?? null };
}
const callerCom = (state: DemoState, userCode: string) => state.users.find((u) => u.userCode === userCode)?.comCode ?? '';

/** A whole number from min to max, or null. */
function intIn(v: string | undefined, min: number, max: number): number | null {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

export const handlers: DemoHandlers = {
  'valueAdded/queryPlanList': (ctx) => {
    const { comCode } = callerOf(ctx);
    const status = field(ctx, 'status');
    const list = storeOf(ctx.state)
      .plans.filter((p) => p.comCode === comCode)
      .map((p) => planView(ctx.state, p))
      .filter((p) => !status || p.status === status)
      // Under way first, then not started, then ended; the latest start first within each.
      .sort((a, b) => ({ '1': 0, '0': 1, '2': 2 })[a.status] - ({ '1': 0, '0': 1, '2': 2 })[b.status] || b.startDate.localeCompare(a.startDate));
    return ok(paged(ctx, list));
  },
  'valueAdded/queryPlanDetail': (ctx) => {
    const plan = ownPlan(ctx, field(ctx, 'planId'));
    return plan ? ok(planView(ctx.state, plan)) : fail('方案不存在');
  },
  'valueAdded/savePlan': (ctx) => {
    const { comCode, userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const planName = field(ctx, 'planName') ?? '';
    if (!NAME_RE.test(planName)) return fail('方案名称须为 2–30 个字');
    if (store.plans.some((p) => p.comCode === comCode && p.planName === planName)) return fail('本机构已有同名方案');
    const pack = ownPack(ctx.state, comCode, field(ctx, 'packCode'));
    if (!pack || pack.status !== '1') return fail('请选择本机构生效的服务包');
    const totalCount = intIn(field(ctx, 'totalCount'), 1, 100_000);
    if (totalCount === null) return fail('总份数须为 1–100000 的整数');
    const startDate = field(ctx, 'startDate') ?? '';
    const endDate = field(ctx, 'endDate') ?? '';
    if (!YMD_RE.test(startDate) || !YMD_RE.test(endDate)) return fail('请选择开始与结束日期');
    if (endDate < startDate) return fail('结束日期不能早于开始日期');
    if (endDate < today(ctx.state)) return fail('结束日期不能早于今天');
    const remark = field(ctx, 'remark') ?? '';
    if (remark.length > 200) return fail('说明不能超过 200 字');
    const plan: Plan = { planId: nextId(store, 'VP', comCode), planName, comCode, packCode: pack.packCode, totalCount, startDate, endDate, remark, creatorCode: userCode, createTime: nowText(ctx.state) };
    store.plans.push(plan);
    return ok(planView(ctx.state, plan));
  },
  'valueAdded/querySalesForce': (ctx) => {
    const { comCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const planId = field(ctx, 'planId');
    if (planId && !ownPlan(ctx, planId)) return fail('方案不存在');
    const plans = planId ? [planId] : store.plans.filter((p) => p.comCode === comCode && planStatus(ctx.state, p) === '1').map((p) => p.planId);
    const keyword = field(ctx, 'keyword');
    const list = salesForce(comCode)
      .filter((s) => !keyword || s.salesName.includes(keyword) || s.salesCode === keyword)
      .map((s) => {
        const allocated = plans.reduce((n, p) => n + allocatedIn(store, p, s.salesCode), 0);
        const granted = plans.reduce((n, p) => n + grantedIn(store, p, s.salesCode), 0);
        return { ...s, allocated, granted, remaining: allocated - granted };
      });
    return ok({ list });
  },
  'valueAdded/queryBatchList': (ctx) => {
    const { comCode } = callerOf(ctx);
    const planId = field(ctx, 'planId');
    if (planId && !ownPlan(ctx, planId)) return fail('方案不存在');
    const store = storeOf(ctx.state);
    const mine = new Set(store.plans.filter((p) => p.comCode === comCode).map((p) => p.planId));
    const list = store.batches
      .filter((b) => mine.has(b.planId) && (!planId || b.planId === planId))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((b) => batchView(ctx.state, b));
    return ok(paged(ctx, list));
  },
  'valueAdded/queryBatchDetail': (ctx) => {
    const store = storeOf(ctx.state);
    const batch = store.batches.find((b) => b.batchNo === field(ctx, 'batchNo'));
    return batch && ownPlan(ctx, batch.planId) ? ok(batchView(ctx.state, batch)) : fail('批次不存在');
  },
  'valueAdded/saveBatch': (ctx) => {
    const { comCode, userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const plan = ownPlan(ctx, field(ctx, 'planId'));
    if (!plan) return fail('方案不存在');
    if (planStatus(ctx.state, plan) === '2') return fail('方案已结束，不能再分配');
    const raw = Array.isArray(ctx.body['allocations']) ? (ctx.body['allocations'] as Record<string, unknown>[]) : [];
    const roster = salesForce(comCode);
    const allocations: Batch['allocations'] = [];
    for (const r of raw) {
      const salesCode = String(r?.['salesCode'] ?? '');
      const person = roster.find((s) => s.salesCode === salesCode);
      if (!person) return fail('只能分配给本机构的销售人员');
      const count = intIn(String(r['count'] ?? ''), 0, 10_000);
      if (count === null) return fail(`${person.salesName}的份数须为 0–10000 的整数`);
      if (allocations.some((a) => a.salesCode === salesCode)) return fail(`${person.salesName}重复`);
      if (count > 0) allocations.push({ salesCode, count });
    }
    if (allocations.length === 0) return fail('请至少给一位销售人员分配份数');
    const total = allocations.reduce((n, a) => n + a.count, 0);
    const left = plan.totalCount - allocatedIn(store, plan.planId);
    if (total > left) return fail(`超出方案剩余份数（剩余 ${left} 份，本次 ${total} 份）`);
    const seq = store.batches.filter((b) => b.planId === plan.planId).length + 1;
    const batchName = field(ctx, 'batchName') ?? `第${'一二三四五六七八九十'[seq - 1] ?? seq}批`;
    if (batchName.length > 30) return fail('批次名称不能超过 30 字');
    const batch: Batch = { batchNo: nextId(store, 'VB', comCode), planId: plan.planId, batchName, creatorCode: userCode, createTime: nowText(ctx.state), allocations };
    store.batches.push(batch);
    return ok(batchView(ctx.state, batch));
  },
  'valueAdded/queryMyQuota': (ctx) => {
    const { userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const planIds = [...new Set(store.batches.filter((b) => b.allocations.some((a) => a.salesCode === userCode)).map((b) => b.planId))];
    const order = { '1': 0, '0': 1, '2': 2 } as const;
    const plans = planIds
      .map((id) => store.plans.find((p) => p.planId === id))
      .filter((p): p is Plan => p !== undefined)
      .map((p) => {
        const view = planView(ctx.state, p);
        const quota = allocatedIn(store, p.planId, userCode);
        const used = grantedIn(store, p.planId, userCode);
        return { planId: p.planId, planName: p.planName, packCode: p.packCode, packName: view.packName, packType: view.packType, endDate: p.endDate, status: view.status, quota, used, remaining: quota - used };
      })
      .sort((a, b) => order[a.status] - order[b.status] || a.endDate.localeCompare(b.endDate));
    const q = store.quotas[userCode] ?? { gift: 0, points: 0 };
    const gift = rewardsUsed(store, userCode, 'gift');
    const points = rewardsUsed(store, userCode, 'points');
    return ok({ plans, gift: { quota: q.gift, used: gift, remaining: q.gift - gift }, points: { quota: q.points, used: points, remaining: q.points - points } });
  },
  'valueAdded/queryServiceGrantList': (ctx) => {
    const { userCode, comId } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const custId = field(ctx, 'custId');
    if (custId) {
      const cust = servedBy(ctx.state.db, userCode, comId, custId);
      if (typeof cust === 'string') return fail(cust);
    }
    const status = field(ctx, 'status');
    if (status && !has(GRANT_STATUS, status)) return fail('权益状态不存在');
    const list = store.grants
      .filter((g) => (custId ? g.custId === custId : g.granterCode === userCode))
      .map((g) => grantView(ctx.state, g))
      .filter((g) => !status || g.status === status)
      .sort((a, b) => b.grantTime.localeCompare(a.grantTime));
    return ok(paged(ctx, list));
  },
  'valueAdded/grantCustService': (ctx) => {
    const { userCode, comCode, comId } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const cust = servedBy(ctx.state.db, userCode, comId, field(ctx, 'custId'));
    if (typeof cust === 'string') return fail(cust);
    const plan = store.plans.find((p) => p.planId === field(ctx, 'planId') && p.comCode === comCode);
    if (!plan) return fail('方案不存在');
    if (planStatus(ctx.state, plan) !== '1') return fail('方案不在有效期内');
    // From the earliest batch that still has some of the caller's allocation.
    const batch = store.batches
      .filter((b) => b.planId === plan.planId)
      .find((b) => (b.allocations.find((a) => a.salesCode === userCode)?.count ?? 0) > grantedIn(store, plan.planId, userCode, b.batchNo));
    if (!batch) return fail('您在该方案的额度已用完');
    if (liveGrants(store).some((g) => g.custId === cust.custId && g.planId === plan.planId)) return fail('该客户已获赠本方案的增值服务');
    const pack = packOfPlan(store, plan.planId);
    const t = today(ctx.state);
    const expireDate = addMonths(t, pack?.validMonths ?? 12);
    const items = pack ? packView(pack).items.map((i) => `${i.itemName} ${i.times} ${i.unit}`).join('、') : '';
    const careMsgId = addCareMessage(ctx.state, cust, userCode, '5', expireDate, `{客户称谓}您好，{业务员姓名}为您送上“${pack?.packName ?? plan.planName}”：${items}，有效期至 ${expireDate}。需要时联系我预约即可。`);
    const grant: Grant = { grantId: nextId(store, 'VG', comCode), custId: cust.custId, planId: plan.planId, batchNo: batch.batchNo, granterCode: userCode, grantTime: nowText(ctx.state), expireDate, used: {}, reset: null, careMsgId };
    store.grants.push(grant);
    return ok(grantView(ctx.state, grant));
  },
  'valueAdded/resetCustService': (ctx) => {
    const { userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const grant = store.grants.find((g) => g.grantId === field(ctx, 'grantId'));
    if (!grant || grant.granterCode !== userCode) return fail('权益不存在或不是您赠送的');
    if (grant.reset) return fail('该权益已重置');
    if (Object.values(grant.used).some((n) => n > 0)) return fail('客户已使用过该权益，不能重置');
    const reason = field(ctx, 'reason') ?? '';
    if (!REASON_RE.test(reason)) return fail('请填写重置原因（2–100 字）');
    grant.reset = { reason, time: nowText(ctx.state) };
    return ok(grantView(ctx.state, grant));
  },
  'valueAdded/queryGiftList': (ctx) => ok({ list: storeOf(ctx.state).gifts[callerOf(ctx).comCode] ?? [] }),
  'valueAdded/sendGift': (ctx) => {
    const { userCode, comCode, comId } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const cust = servedBy(ctx.state.db, userCode, comId, field(ctx, 'custId'));
    if (typeof cust === 'string') return fail(cust);
    const gift = store.gifts[comCode]?.find((g) => g.giftCode === field(ctx, 'giftCode'));
    if (!gift) return fail('礼品不存在');
    const count = intIn(field(ctx, 'count'), 1, 10);
    if (count === null) return fail('份数须为 1–10 的整数');
    const reason = field(ctx, 'reason') ?? '';
    if (!REASON_RE.test(reason)) return fail('请填写赠送原因（2–100 字）');
    if (gift.stock < count) return fail(`${gift.giftName}库存不足（剩余 ${gift.stock} 份）`);
    const left = (store.quotas[userCode]?.gift ?? 0) - rewardsUsed(store, userCode, 'gift');
    if (count > left) return fail(`超出您的礼品额度（剩余 ${left} 份）`);
    gift.stock -= count;
    const record: Reward = { recordId: nextId(store, 'RW', comCode), kind: 'gift', custId: cust.custId, giftCode: gift.giftCode, count, reason, userCode, createTime: nowText(ctx.state) };
    store.rewards.push(record);
    return ok(rewardView(ctx.state, record));
  },
  'valueAdded/allocatePoints': (ctx) => {
    const { userCode, comCode, comId } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const cust = servedBy(ctx.state.db, userCode, comId, field(ctx, 'custId'));
    if (typeof cust === 'string') return fail(cust);
    const points = intIn(field(ctx, 'points'), 1, 10_000);
    if (points === null) return fail('积分须为 1–10000 的整数');
    const reason = field(ctx, 'reason') ?? '';
    if (!REASON_RE.test(reason)) return fail('请填写原因（2–100 字）');
    const left = (store.quotas[userCode]?.points ?? 0) - rewardsUsed(store, userCode, 'points');
    if (points > left) return fail(`超出您的积分额度（剩余 ${left} 分）`);
    const record: Reward = { recordId: nextId(store, 'RW', comCode), kind: 'points', custId: cust.custId, giftCode: null, count: points, reason, userCode, createTime: nowText(ctx.state) };
    store.rewards.push(record);
    return ok(rewardView(ctx.state, record));
  },
  'valueAdded/queryRewardRecordList': (ctx) => {
    const { userCode } = callerOf(ctx);
    const kind = field(ctx, 'kind');
    const custId = field(ctx, 'custId');
    const list = storeOf(ctx.state)
      .rewards.filter((r) => r.userCode === userCode && (!kind || r.kind === kind) && (!custId || r.custId === custId))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((r) => rewardView(ctx.state, r));
    return ok(paged(ctx, list));
  },
};
