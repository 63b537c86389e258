import { INSURANCE_KIND_GROUP, type InsuranceKindGroup } from '../../../shared/domain';
import { DISTRIBUTES, GRAPHICS, PATTERS, PC_ALLOWED_COM_IDS, POSTERS, TRAININGS, VEHICLE_CLASS, insureLinkOf, posterById, products, type DistributeSeed } from '../../data/content';
import { customerById, customerByUnionId, policiesOf, vehiclesOf } from '../../data/queries';
import { asOfReference } from '../../data/seed';
import { newsById } from '../../state/content';
import { callerCode, fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../../types';

// Products, marketing distribution, new-resource checks, a customer's insurance, training and
// the PC-client check.

function resourceTitle(state: DemoState, type: string, id: string): string {
  if (type === 'news') return newsById(state, id)?.title ?? id;
  if (type === 'poster') return posterById(id)?.posterName ?? id;
  return GRAPHICS.find((g) => g.graphicId === id)?.title ?? id;
}

function resourceRiskCodes(state: DemoState, type: string, id: string): string[] {
  if (type === 'news') return [...(newsById(state, id)?.riskCodes ?? [])];
  if (type === 'poster') {
    const risk = posterById(id)?.riskCode;
    return risk ? [risk] : [];
  }
  return [];
}

/** Whether the staff member sent this resource to the customer (sendMpNews.do). */
function sentTo(ctx: DemoContext, d: DistributeSeed, externalUserId: string): boolean {
  return ctx.state.content.sends.some(
    (s) => s.userCode === callerCode(ctx) && s.externalUserId === externalUserId && (s.newsId === d.resourceId || s.graphicId === d.resourceId),
  );
}

function distributeCustomers(ctx: DemoContext, d: DistributeSeed) {
  const userCode = callerCode(ctx);
  const offset = DISTRIBUTES.indexOf(d);
  return ctx.state.db.customers
    .filter((c) => c.bindUserCode === userCode)
    .slice(offset * 2, offset * 2 + 6)
    .map((c, i) => ({ custId: c.custId, custName: c.name, sendFlag: d.status === '1' || i < 2 || sentTo(ctx, d, c.externalUserId) ? '1' : '0' }));
}

function distributeView(ctx: DemoContext, d: DistributeSeed) {
  const customers = distributeCustomers(ctx, d);
  const { content: _c, ...rest } = d;
  return {
    ...rest,
    startDate: asOfReference(ctx.state.db, d.startDate),
    endDate: asOfReference(ctx.state.db, d.endDate),
    resourceTitle: resourceTitle(ctx.state, d.resourceType, d.resourceId),
    riskCodes: resourceRiskCodes(ctx.state, d.resourceType, d.resourceId),
    targetCount: customers.length,
    sentCount: customers.filter((c) => c.sendFlag === '1').length,
  };
}

export const handlers: DemoHandlers = {
  queryProductList: (ctx) => {
    const classId = field(ctx, 'classId');
    const keyword = field(ctx, 'keyword');
    const list = products(callerCode(ctx)).filter(
      (p) => (!classId || p.classId === classId) && (!keyword || p.productName.includes(keyword) || p.riskCode === keyword.toUpperCase()),
    );
    return ok(paged(ctx, list));
  },
  queryProductClassList: (ctx) => {
    const all = products(callerCode(ctx));
    const classes = [
      VEHICLE_CLASS,
      ...(Object.keys(INSURANCE_KIND_GROUP) as InsuranceKindGroup[]).map((g) => ({ classId: g as string, className: INSURANCE_KIND_GROUP[g].label as string })),
    ];
    return ok({
      status: '0',
      message: 'success',
      data: classes.map((c) => ({ ...c, productCount: all.filter((p) => p.classId === c.classId).length })),
    });
  },
  queryMarketingDistribute: (ctx) => {
    const status = field(ctx, 'status');
    return ok(paged(ctx, DISTRIBUTES.filter((d) => !status || d.status === status).map((d) => distributeView(ctx, d))));
  },
  queryMarketingDistributeDetail: (ctx) => {
    const id = field(ctx, 'distributeId');
    const d = DISTRIBUTES.find((x) => x.distributeId === id);
    if (!d) return fail('下发任务不存在');
    return ok({ ...distributeView(ctx, d), content: d.content, customers: distributeCustomers(ctx, d) });
  },
  checkLatestResource: (ctx) => {
    const since = field(ctx, 'lastCheckTime') ?? '';
    const newer = (t: string) => t > since;
    const at = (authored: string) => asOfReference(ctx.state.db, authored);
    const times = [
      ...ctx.state.content.news.map((n) => n.publishTime),
      ...POSTERS.map((p) => at(p.createTime)),
      ...GRAPHICS.map((g) => at(g.createTime)),
      ...PATTERS.map((p) => at(p.updateTime)),
    ];
    const counts = {
      news: ctx.state.content.news.filter((n) => newer(n.publishTime)).length,
      poster: POSTERS.filter((p) => newer(at(p.createTime))).length,
      graphic: GRAPHICS.filter((g) => newer(at(g.createTime))).length,
      patter: PATTERS.filter((p) => newer(at(p.updateTime))).length,
    };
    const latestTime = times.reduce((a, b) => (b > a ? b : a), '');
    return ok({ hasNew: counts.news + counts.poster + counts.graphic + counts.patter > 0, latestTime, counts });
  },
  queryCustInsureInfo: (ctx) => {
    const { db } = ctx.state;
    const cust = customerById(db, field(ctx, 'custId')) ?? customerByUnionId(db, field(ctx, 'unionId'));
    if (!cust) return fail('未找到客户信息');
    const policies = policiesOf(db, cust.custId);
    const renewal = policies.find((p) => p.riskCode === 'DAA') ?? policies[0];
    return ok({
      custId: cust.custId,
      custName: cust.name,
      licenseNo: vehiclesOf(db, cust.custId)[0]?.licenseNo ?? null,
      policies: policies.map((p) => ({ policyNo: p.policyNo, riskCode: p.riskCode, riskName: p.riskName, endDate: p.endDate, inForceStatus: p.inForceStatus })),
      insureLink: insureLinkOf(renewal?.riskCode ?? 'DAA', callerCode(ctx)),
    });
  },
  getTrainingResource: (ctx) => {
    const type = field(ctx, 'resourceType');
    const id = field(ctx, 'resourceId');
    return ok(paged(ctx, TRAININGS.filter((t) => (!type || t.resourceType === type) && (!id || t.resourceId === id)).map((t) => ({ ...t, createTime: asOfReference(ctx.state.db, t.createTime) }))));
  },
  checkUseInPC: (ctx) => {
    const allowed = PC_ALLOWED_COM_IDS.includes(ctx.user?.comId ?? '');
    return ok({ useInPC: allowed ? '1' : '0', message: allowed ? '可在电脑端使用' : '您所在机构暂未开通电脑端使用，请在手机企业微信中操作' });
  },
};
