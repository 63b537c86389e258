import { lookedUp, lookupRefused, mayFind, mayLookUp } from '../permission';
import { createHash } from 'node:crypto';
import { BINDING_SOURCE, CUSTOMER_STATUS, chinaTime, IN_FORCE_STATUS, TASK_TYPE, has, labelOf, maskPhone, validateIdCard } from '../../shared/domain';
import { encryptId, decryptId } from '../crypto';
import { claimByRegistNo, claimsOf, complaintsOf, customerByExternalUserId, customerById, customerByIdNumber, customerByUnionId, policiesByFrameNo, policiesByLicenseNo, policiesOf, policyByNo, quotationByNoOrId, quotationsOf, remindersOf, searchCustomers, taskById, vehicleByFrameNo, vehicleByLicenseNo, vehiclesOf } from '../data/queries';
import { money, type DemoCustomer, type DemoDb, type DemoPolicy, type DemoSendRecord, type DemoTask } from '../data/seed';
import { userByCode, userById } from '../data/users';
import { REPAIR_SHOPS } from '../data/orgs';
import { ePolicyFileName, ePolicyLink, ePolicyPdf, policyOfLink } from '../data/epolicy-pdf';
import { NO_CUSTOMER, customerView, policyView, taskView } from '../data/views';
import { callerCode, fail, field, nowText, ok, oldFail, oldOk, paged, urlDecoded, type DemoContext, type DemoHandlers, type DemoReply } from '../types';

// Demo handlers of spec 001 §7.3: customers, policies, vehicles, quotations, claims, e-policies.
// They read and change state.db; bindings, send flags and claim groups are real state.

// ── Shared helpers (the task handlers use them too) ─────────────────────────

/** The customer named by custId, or by an encrypted customer id. */
function customerOf(ctx: DemoContext): DemoCustomer | undefined {
  const db = ctx.state.db;
  const plain = field(ctx, 'custId');
  if (plain) return customerById(db, plain);
  const enc = decryptId('custId', field(ctx, 'encryptCustId'));
  return enc ? customerById(db, enc.plain) : undefined;
}

/** The organisation's sales staff, who are ranked in the reports (managers and administrators are not: they sell nothing). */
const salesStaffOf = (ctx: DemoContext, comId: string) => ctx.state.users.filter((u) => u.comId === comId && u.systemRole === 'qyUser' && !u.dataScope);

const LEVEL_NAMES = { A: '钻石客户', B: '黄金客户', C: '白银客户', D: '普通客户' } as const;

const variantOf = (ctx: DemoContext) => (ctx.entry.forCS && ctx.path === ctx.entry.forCS ? { variant: 'ForCS' } : {});

function withCustomer(handler: (ctx: DemoContext, c: DemoCustomer) => DemoReply): (ctx: DemoContext) => DemoReply {
  return (ctx) => {
    const c = customerOf(ctx);
    return c ? handler(ctx, c) : fail(NO_CUSTOMER);
  };
}

function withPolicy(handler: (ctx: DemoContext, p: DemoPolicy) => DemoReply, key = 'policyNo'): (ctx: DemoContext) => DemoReply {
  return (ctx) => {
    const p = policyByNo(ctx.state.db, field(ctx, key));
    return p ? handler(ctx, p) : fail('未查询到该保单');
  };
}

function recordSend(ctx: DemoContext, p: DemoPolicy, channel: string, custId: string | null): DemoSendRecord {
  const db = ctx.state.db;
  const rec: DemoSendRecord = {
    sendId: `ES${String(db.sendRecords.length + 1).padStart(6, '0')}`,
    policyNo: p.policyNo,
    custId,
    userCode: callerCode(ctx),
    channel,
    sentAt: nowText(ctx.state),
  };
  db.sendRecords.push(rec);
  return rec;
}

/** Send the e-policy: mark the policy sent and keep a send record. */
function sendEPolicy(ctx: DemoContext, p: DemoPolicy, channel: string, message: string): DemoReply {
  if (channel !== 'wecom' && channel !== 'sms') return fail('发送方式只能是企业微信或短信');
  // Through WeCom only to a customer who added a staff member as a contact: never recorded as
  // sent "through WeCom" to someone WeCom cannot reach.
  const cust = customerById(ctx.state.db, p.custId);
  if (channel === 'wecom' && !cust?.contactAddedAt) return fail('客户未添加企业微信，无法通过企业微信发送，可改用短信发送');
  p.ePolicySendFlag = '1';
  const rec = recordSend(ctx, p, channel, p.custId);
  return ok({ policyNo: p.policyNo, sendId: rec.sendId, ePolicySendFlag: p.ePolicySendFlag, sentAt: rec.sentAt, message });
}

const inTwoDays = (db: DemoDb) => `${new Date(Date.parse(db.referenceDate) + 2 * 86_400_000).toISOString().slice(0, 10)} 23:59:59`;

/** Bind or unbind the customer named by the encrypted customer id. */
function binding(action: 'bind' | 'remove') {
  return (ctx: DemoContext): DemoReply => {
    const enc = decryptId('custId', field(ctx, 'encryptCustId'));
    if (!enc) return fail('加密客户号无效，请重新进入页面');
    const c = customerById(ctx.state.db, enc.plain);
    if (!c) return fail(NO_CUSTOMER);
    const me = callerCode(ctx);
    if (c.bindUserCode && c.bindUserCode !== me) {
      const other = userByCode(c.bindUserCode)?.name ?? c.bindUserCode;
      return fail(action === 'bind' ? `该客户已被${other}绑定，不能重复绑定` : `该客户由${other}绑定，您不能解除绑定`);
    }
    if (action === 'remove') {
      c.bindUserCode = null;
      c.bindTime = null;
      return ok({ custId: c.custId, bindUserCode: null });
    }
    if (c.bindUserCode !== me) {
      c.bindUserCode = me;
      c.bindTime = nowText(ctx.state);
      const source = field(ctx, 'bindingSource');
      if (has(BINDING_SOURCE, source)) c.bindingSource = source;
    }
    return ok({ custId: c.custId, bindUserCode: me, bindTime: c.bindTime ?? nowText(ctx.state), bindingSource: c.bindingSource });
  };
}

/**
 * A proposal by its number: the one behind a policy (已承保), or one a quotation was turned into
 * (qth/insure/transProposal, or a seeded 已转投保 quotation), still 待核保 — built from the
 * quotation, to start the day after the demo's reference date.
 */
function proposalByNo(db: DemoDb, proposalNo: string): { policy: DemoPolicy; pending: boolean } | undefined {
  const issued = db.policies.find((x) => x.proposalNo === proposalNo);
  if (issued) return { policy: issued, pending: false };
  const q = proposalNo ? db.quotations.find((x) => x.status === '2' && x.proposalNo === proposalNo) : undefined;
  if (!q) return undefined;
  const c = customerById(db, q.custId);
  const start = new Date(Date.parse(db.referenceDate) + 86_400_000);
  const end = new Date(start.getTime() + 364 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const policy: DemoPolicy = {
    policyNo: '', proposalNo, custId: q.custId, riskCode: 'DAA', riskName: '机动车商业保险', kind: 'vehicle',
    licenseNo: q.licenseNo, frameNo: q.frameNo, startDate: day(start), endDate: day(end), premium: q.premium,
    sumInsured: q.items.reduce((sum, k) => sum + k.amount, 0), inForceStatus: '0', applicantName: c?.name ?? '', insuredName: c?.name ?? '',
    insuredIdNumber: c?.idNumber ?? '', comCode: c?.comCode ?? '', coverages: q.items.map((k) => ({ ...k })), ePolicySendFlag: '0', issueDate: '',
  };
  return { policy, pending: true };
}

/**
 * Why a group-chat customer may not see this quotation or proposal, or undefined: only their own.
 * A staff member's access is the data-permission table's (demo/permission.ts: `quotationNo` and
 * `proposalNo` name records there), decided by the router before this handler runs.
 */
function notTheCustomers(ctx: DemoContext, custId: string, what: string): string | undefined {
  if (ctx.user?.systemRole !== 'externalUser') return undefined;
  const me = userById(ctx.user.userId)?.externalUserId;
  return me && customerById(ctx.state.db, custId)?.externalUserId === me ? undefined : `该${what}不属于您，请从群聊中的报价链接打开`;
}

// ── Handlers ────────────────────────────────────────────────────────────────

export const handlers: DemoHandlers = {
  weixinCustMainQuery: (ctx) => {
    const db = ctx.state.db;
    const me = callerCode(ctx);
    const taskType = field(ctx, 'taskType');
    const keys = ['custId', 'idNumber', 'mobile', 'licenseNo', 'frameNo', 'name', 'keyword'];
    const given = keys.map((k) => [k, field(ctx, k)] as const).filter(([, v]) => v);
    if (given.length === 0 && !taskType) return fail('请输入客户姓名、手机号、车牌号、证件号或车架号');
    if (taskType && !(taskType in TASK_TYPE)) return fail('任务类型不正确');
    const view = (c: DemoCustomer, task: DemoTask | undefined) => ({
      ...customerView(c),
      licenseNo: vehiclesOf(db, c.custId)[0]?.licenseNo ?? null,
      taskId: task?.taskId ?? null,
      encryptTaskId: task ? encryptId('taskId', task.taskId, task.userCode) : null,
      contactAdded: c.contactAddedAt !== null,
      task: task ? taskView(task) : null,
    });
    // The staff member's tasks of one type (spec 001 §3: the bind query's lists are the to-do task cache).
    if (given.length === 0) {
      const tasks = db.tasks.filter((t) => t.userCode === me && t.taskType === taskType).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
      const page = paged(ctx, tasks);
      const lists = page.list.flatMap((t) => {
        const c = customerById(db, t.custId);
        return c ? [view(c, t)] : [];
      });
      return ok({ lists, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize });
    }
    // A search finds the caller's customers and the organisation's unbound ones (demo/permission.ts).
    let found = db.customers.filter((c) => mayFind(ctx, c));
    for (const [k, v] of given) {
      const hits = k === 'name' ? db.customers.filter((c) => c.name.includes(v ?? '')) : searchCustomers(db, v);
      found = found.filter((c) => hits.includes(c));
    }
    const page = paged(ctx, found);
    const openTypes = taskType ? [taskType] : ['2', '6'];
    const lists = page.list.map((c) => view(c, db.tasks.find((t) => t.custId === c.custId && t.userCode === me && openTypes.includes(t.taskType))));
    return ok({ lists, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize });
  },
  weixinCustMainBinding: binding('bind'),
  weixinCustMainRemove: binding('remove'),
  weixinCustPortraitDetail: withCustomer((ctx, c) => {
    const db = ctx.state.db;
    const cars = vehiclesOf(db, c.custId);
    return ok({
      ...customerView(c),
      portrait: {
        carCount: cars.length,
        policyCount: policiesOf(db, c.custId).length,
        claimCount: claimsOf(db, c.custId).length,
        newEnergyOwner: cars.some((v) => v.newEnergy),
        preferredChannel: c.externalUserId && c.contactAddedAt ? '企业微信' : '电话',
        valueLevel: c.valueInfo.valueLevel,
      },
    });
  }),
  weixinCustInsureDetail: withCustomer((ctx, c) => {
    const ps = policiesOf(ctx.state.db, c.custId);
    const inForce = ps.filter((p) => p.inForceStatus === '1');
    return ok({
      custId: c.custId,
      inForceStatus: c.inForceStatus,
      inForceCount: inForce.length,
      totalPremium: money(inForce.reduce((s, p) => s + p.premium, 0)),
      list: ps.map(policyView),
    });
  }),
  weixinCustProductDetail: withCustomer((ctx, c) => {
    const byRisk = new Map<string, { riskCode: string; riskName: string; kind: string; count: number; premium: number; inForce: boolean }>();
    for (const p of policiesOf(ctx.state.db, c.custId)) {
      const row = byRisk.get(p.riskCode) ?? { riskCode: p.riskCode, riskName: p.riskName, kind: p.kind, count: 0, premium: 0, inForce: false };
      row.count += 1;
      row.premium = money(row.premium + p.premium);
      row.inForce ||= p.inForceStatus === '1';
      byRisk.set(p.riskCode, row);
    }
    return ok({ custId: c.custId, list: [...byRisk.values()] });
  }),
  weixinBaseInfoSearch: withCustomer((_ctx, c) => ok(customerView(c))),
  weixinCustStatusSearch: withCustomer((ctx, c) =>
    ok({
      custId: c.custId,
      customerStatus: c.customerStatus,
      customerStatusName: labelOf(CUSTOMER_STATUS, c.customerStatus),
      inForceStatus: c.inForceStatus,
      inForceStatusName: labelOf(IN_FORCE_STATUS, c.inForceStatus),
      bindStatus: !c.bindUserCode ? '0' : c.bindUserCode === callerCode(ctx) ? '1' : '2',
      bindUserCode: c.bindUserCode,
      wxBindStatus: c.wxBindStatus,
    }),
  ),
  weixinCustValueInfoSearch: withCustomer((_ctx, c) => ok({ custId: c.custId, ...c.valueInfo })),
  weixinPlydtlSearch: (ctx) => {
    const db = ctx.state.db;
    const policyNo = field(ctx, 'policyNo');
    if (policyNo) {
      const p = policyByNo(db, policyNo);
      return p ? ok(paged(ctx, [policyView(p)])) : fail('未查询到该保单');
    }
    const c = customerOf(ctx);
    if (!c) return fail('请提供客户号或保单号');
    return ok(paged(ctx, policiesOf(db, c.custId).map(policyView)));
  },
  weixinPlysumSearch: withCustomer((ctx, c) => {
    const ps = policiesOf(ctx.state.db, c.custId);
    const byRisk = new Map<string, { riskCode: string; riskName: string; count: number; premium: number }>();
    for (const p of ps) {
      const row = byRisk.get(p.riskCode) ?? { riskCode: p.riskCode, riskName: p.riskName, count: 0, premium: 0 };
      row.count += 1;
      row.premium = money(row.premium + p.premium);
      byRisk.set(p.riskCode, row);
    }
    return ok({
      custId: c.custId,
      policyCount: ps.length,
      inForceCount: ps.filter((p) => p.inForceStatus === '1').length,
      vehicleCount: ps.filter((p) => p.kind === 'vehicle').length,
      nonVehicleCount: ps.filter((p) => p.kind === 'nonVehicle').length,
      totalPremium: money(ps.reduce((s, p) => s + p.premium, 0)),
      byRisk: [...byRisk.values()],
    });
  }),
  weixinRemindInfoSearch: (ctx) => {
    const enc = decryptId('custIdAndUserCode', field(ctx, 'encryptCustIdAndUserCode'));
    if (!enc) return fail('缺少加密客户信息，请重新进入页面');
    if (enc.userCode !== callerCode(ctx)) return fail('客户信息与当前登录用户不匹配');
    const c = customerById(ctx.state.db, enc.plain);
    if (!c) return fail(NO_CUSTOMER);
    const type = field(ctx, 'remindType');
    const list = remindersOf(ctx.state.db, c.custId)
      .filter((r) => !type || r.remindType === type)
      .sort((a, b) => a.remindDate.localeCompare(b.remindDate));
    return ok(paged(ctx, list));
  },
  weixinThirdInCreaseSearch: withCustomer((ctx, c) => {
    const list = policiesOf(ctx.state.db, c.custId)
      .filter((p) => p.riskCode === 'DAA')
      .map((p) => {
        const current = p.coverages.find((k) => k.kindCode === 'B')?.amount ?? 0;
        const suggested = current < 2_000_000 ? 2_000_000 : current < 3_000_000 ? 3_000_000 : current;
        return {
          licenseNo: p.licenseNo ?? '',
          policyNo: p.policyNo,
          currentAmount: current,
          suggestedAmount: suggested,
          premiumDelta: suggested === current ? 0 : suggested === 2_000_000 ? 120 : 85,
          reason: suggested === current ? '三者险保额已较充足' : '一线城市人伤赔偿标准提高，建议提升三者险保额',
        };
      });
    return ok({ custId: c.custId, list });
  }),
  weixinCarBaseInfoSearch: (ctx) => {
    const enc = decryptId('custIdAndUserCode', field(ctx, 'encryptCustIdAndUserCode'));
    if (!enc) return fail('缺少加密客户信息，请重新进入页面');
    if (enc.userCode !== callerCode(ctx)) return fail('客户信息与当前登录用户不匹配');
    const c = customerById(ctx.state.db, enc.plain);
    if (!c) return fail(NO_CUSTOMER);
    const plate = field(ctx, 'licenseNo');
    const list = vehiclesOf(ctx.state.db, c.custId).filter((v) => !plate || v.licenseNo === plate.toUpperCase());
    return ok({ custId: c.custId, list: list.map((v) => ({ ...v })) });
  },
  queryWxContactInfo: (ctx) => {
    const c = customerByExternalUserId(ctx.state.db, field(ctx, 'externalUserId')) ?? customerOf(ctx);
    if (!c) return fail('未查询到该联系人');
    return ok({
      externalUserId: c.externalUserId,
      custId: c.custId,
      name: c.name,
      userCode: c.bindUserCode,
      addTime: c.contactAddedAt,
      remark: `${c.name}-${c.custId.slice(-4)}`,
      isFriend: c.contactAddedAt !== null,
    });
  },
  qryVisitInfoByUnionId: (ctx) => {
    const unionId = field(ctx, 'unionId');
    if (!unionId) return fail('缺少 unionId');
    const visits = ctx.state.db.visits.filter((v) => v.unionId === unionId).sort((a, b) => b.visitTime.localeCompare(a.visitTime));
    return ok(paged(ctx, visits));
  },
  queryMisWXBindStatus: (ctx) => {
    const enc = decryptId('certificateNo', field(ctx, 'idNumber'));
    if (!enc) return fail('证件号码未加密或无效');
    const c = customerByIdNumber(ctx.state.db, enc.plain);
    if (!c) return ok({ bindStatus: '0', custId: null, unionId: null });
    return ok({ bindStatus: c.wxBindStatus, custId: c.custId, unionId: c.wxBindStatus === '1' ? c.unionId : null });
  },
  weixinComplantInfoSearch: withCustomer((ctx, c) =>
    ok(paged(ctx, complaintsOf(ctx.state.db, c.custId).sort((a, b) => b.createdAt.localeCompare(a.createdAt)))),
  ),
  'mc/customerBasic': withCustomer((ctx, c) => ok({ ...customerView(c), ...variantOf(ctx) })),
  'mc/customerComm': withCustomer((ctx, c) =>
    ok({
      custId: c.custId,
      mobile: maskPhone(c.mobile),
      email: c.email,
      address: c.address,
      externalUserId: c.externalUserId,
      isWecomFriend: c.contactAddedAt !== null,
      contactAddedAt: c.contactAddedAt,
      wxBindStatus: c.wxBindStatus,
      ...variantOf(ctx),
    }),
  ),
  'mc/customerTrading': withCustomer((ctx, c) => {
    const db = ctx.state.db;
    const ps = policiesOf(db, c.custId);
    return ok({
      custId: c.custId,
      totalPremium: money(ps.reduce((s, p) => s + p.premium, 0)),
      policies: ps.map(policyView),
      claims: claimsOf(db, c.custId).map((x) => ({ ...x, nodes: x.nodes.map((n) => ({ ...n })) })),
      quotations: quotationsOf(db, c.custId).map((q) => ({ ...q })),
      ...variantOf(ctx),
    });
  }),
  'mc/customerCar': withCustomer((ctx, c) => ok({ custId: c.custId, list: vehiclesOf(ctx.state.db, c.custId).map((v) => ({ ...v })), ...variantOf(ctx) })),
  'mc/query': (ctx) => {
    const me = callerCode(ctx);
    const name = field(ctx, 'name');
    const status = field(ctx, 'customerStatus');
    const gender = field(ctx, 'gender'); // filter coding: 0 female, 1 male
    const unbound = field(ctx, 'bindStatus') === '0';
    const list = ctx.state.db.customers.filter(
      (c) =>
        (unbound ? c.bindUserCode === null && c.comId === ctx.user?.comId : c.bindUserCode === me) &&
        (!name || c.name.includes(name)) &&
        (!status || c.customerStatus === status) &&
        (gender === undefined || (gender === '1' ? c.gender === '1' : c.gender === '2')),
    );
    return ok(paged(ctx, list.map(customerView)));
  },
  'mc/queryChannelCust': (ctx) => {
    const db = ctx.state.db;
    const me = callerCode(ctx);
    const channel = field(ctx, 'channel');
    if (channel !== 'wecom' && channel !== 'officialAccount') return fail('渠道只能是企业微信添加或公众号绑定');
    const name = field(ctx, 'name');
    const lastVisit = (unionId: string) => db.visits.filter((v) => v.unionId === unionId).reduce<string | null>((t, v) => (t && t > v.visitTime ? t : v.visitTime), null);
    const rows = db.customers
      .filter((c) => c.bindUserCode === me && (!name || c.name.includes(name)))
      .filter((c) => (channel === 'wecom' ? c.contactAddedAt !== null : c.wxBindStatus === '1'))
      .map((c) => ({ ...customerView(c), addTime: c.contactAddedAt, lastVisitTime: channel === 'officialAccount' ? lastVisit(c.unionId) : null }))
      .sort((a, b) => ((channel === 'wecom' ? b.addTime : b.lastVisitTime) ?? '').localeCompare((channel === 'wecom' ? a.addTime : a.lastVisitTime) ?? ''));
    return ok(paged(ctx, rows));
  },
  'mc/calculationBindingRate': (ctx) => {
    const comId = ctx.user?.comId ?? '';
    const comCode = field(ctx, 'comCode');
    const mine = ctx.state.db.customers.filter((c) => c.comId === comId && (!comCode || c.comCode === comCode));
    const bound = mine.filter((c) => c.bindUserCode);
    const rate = (n: number) => (mine.length ? money((n / mine.length) * 100) : 0);
    const staff = salesStaffOf(ctx, comId);
    // userCode names who asks (the BFF fills it from the session); the list is the organisation's staff.
    return ok({
      comId,
      totalCustomers: mine.length,
      boundCustomers: bound.length,
      bindingRate: rate(bound.length),
      list: staff.map((u) => {
          const n = bound.filter((c) => c.bindUserCode === u.userCode).length;
          return { userCode: u.userCode, userName: u.name, boundCustomers: n, bindingRate: rate(n) };
        }),
    });
  },
  'mc/calculateRenewalRate': (ctx) => {
    const db = ctx.state.db;
    const userCode = field(ctx, 'userCode') ?? callerCode(ctx);
    const startDate = field(ctx, 'startDate') ?? `${db.referenceDate.slice(0, 4)}-01-01`;
    const endDate = field(ctx, 'endDate') ?? db.referenceDate;
    // Commercial motor policies that fell due in the period up to today. The seed keeps one policy
    // year per vehicle: an in-force policy stands for its predecessor, due the day before it
    // started and renewed; a lapsed one fell due at its end and was not renewed.
    const until = chinaTime(ctx.state.now(), 'YYYY-MM-DD');
    const last = endDate < until ? endDate : until;
    const inPeriod = (day: string) => day >= startDate && day <= last;
    const dayBefore = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const rateOf = (code: string) => {
      const mine = new Set(db.customers.filter((c) => c.bindUserCode === code).map((c) => c.custId));
      const motor = db.policies.filter((p) => mine.has(p.custId) && p.riskCode === 'DAA');
      const renewed = motor.filter((p) => p.inForceStatus === '1' && inPeriod(dayBefore(p.startDate))).length;
      const due = renewed + motor.filter((p) => p.inForceStatus !== '1' && inPeriod(p.endDate)).length;
      return { dueCount: due, renewedCount: renewed, renewalRate: due ? money((renewed / due) * 100) : 0 };
    };
    const comId = ctx.user?.comId ?? '';
    const staff = salesStaffOf(ctx, comId);
    return ok({
      ...rateOf(userCode),
      startDate,
      endDate,
      list: staff.map((u) => ({ userCode: u.userCode, userName: u.name, ...rateOf(u.userCode) })),
    });
  },
  'mc/batchAddCustByCertificateNo': (ctx) => {
    const rawList = ctx.body.certificateNos ?? ctx.query.certificateNos;
    const list = (Array.isArray(rawList) ? rawList.map(String) : String(rawList ?? '').split(/[,，\s]+/)).map((s) => s.trim()).filter(Boolean);
    if (list.length === 0) return fail('请输入证件号码');
    if (list.length > 500) return fail('单次最多添加 500 个证件号码');
    const me = callerCode(ctx);
    const results = list.map((certificateNo) => {
      if (!validateIdCard(certificateNo).ok) return { certificateNo, custId: null, name: null, success: false, message: '证件号码格式不正确' };
      const c = customerByIdNumber(ctx.state.db, certificateNo);
      if (!c) return { certificateNo, custId: null, name: null, success: false, message: '未查询到该证件号码对应的客户' };
      // Found by ID number to bind: within the caller's organisation only (demo/permission.ts), said as not found.
      if (!mayLookUp(ctx, c)) return { certificateNo, custId: null, name: null, success: false, message: '未查询到该证件号码对应的客户' };
      if (c.bindUserCode && c.bindUserCode !== me) return { certificateNo, custId: c.custId, name: c.name, success: false, message: '该客户已被其他员工绑定' };
      if (!c.bindUserCode) {
        c.bindUserCode = me;
        c.bindTime = nowText(ctx.state);
        c.bindingSource = '5';
      }
      return { certificateNo, custId: c.custId, name: c.name, success: true, message: '添加成功' };
    });
    const successCount = results.filter((r) => r.success).length;
    return ok({ successCount, failCount: results.length - successCount, results });
  },
  decryptCustomerPhone: withCustomer((_ctx, c) => ok({ custId: c.custId, mobile: c.mobile })),
  queryPolicyList: (ctx) => {
    const db = ctx.state.db;
    const plate = field(ctx, 'licenseNo');
    const c = customerOf(ctx);
    if (!c && !plate) return fail('请提供客户号或车牌号');
    const status = field(ctx, 'inForceStatus');
    const list = (c ? policiesOf(db, c.custId) : policiesByLicenseNo(db, plate).filter((p) => lookedUp(ctx, p.custId))).filter((p) => !status || p.inForceStatus === status);
    return ok(paged(ctx, list.map(policyView)));
  },
  'fwdapi/policyConfirmation': (ctx) => {
    const p = policyByNo(ctx.state.db, field(ctx, 'policyNo'));
    if (!p) return oldFail('未查询到该保单');
    const confirmTime = nowText(ctx.state);
    ctx.state.db.events.push({ kind: 'policyConfirmation', userCode: callerCode(ctx), payload: { policyNo: p.policyNo }, at: confirmTime });
    return oldOk({ policyNo: p.policyNo, confirmed: true, confirmTime });
  },
  weChatQueryCustomer: (ctx) => {
    const db = ctx.state.db;
    const c = customerByUnionId(db, field(ctx, 'unionId')) ?? customerByExternalUserId(db, field(ctx, 'externalUserId'));
    return c ? ok(customerView(c)) : fail(NO_CUSTOMER);
  },
  customerCarInfo: (ctx) => {
    const db = ctx.state.db;
    const v = vehicleByLicenseNo(db, field(ctx, 'licenseNo')) ?? vehicleByFrameNo(db, field(ctx, 'frameNo') ?? field(ctx, 'vinNo'));
    if (!v) return fail('未查询到该车辆信息');
    if (!lookedUp(ctx, v.custId)) return lookupRefused();
    const owner = customerById(db, v.custId);
    return ok({ ...v, ownerName: owner?.name ?? '', ownerCustId: v.custId });
  },
  queryHistoryCar: withCustomer((ctx, c) => {
    const db = ctx.state.db;
    const list = vehiclesOf(db, c.custId).map((v) => {
      const last = policiesByLicenseNo(db, v.licenseNo).sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
      return { ...v, lastPolicyNo: last?.policyNo ?? null, lastEndDate: last?.endDate ?? null };
    });
    return ok({ custId: c.custId, list });
  }),
  queryHistoryPrp: (ctx) => {
    const db = ctx.state.db;
    const plate = field(ctx, 'licenseNo');
    const frame = field(ctx, 'frameNo') ?? field(ctx, 'vinNo');
    if (!plate && !frame) return fail('请提供车牌号或车架号');
    const list = (plate ? policiesByLicenseNo(db, plate) : policiesByFrameNo(db, frame)).filter((p) => lookedUp(ctx, p.custId));
    return ok({ list: list.sort((a, b) => b.startDate.localeCompare(a.startDate)).map(policyView) });
  },
  queryProposalDetailForWechat: (ctx) => {
    const found = proposalByNo(ctx.state.db, field(ctx, 'proposalNo') ?? '');
    if (!found) return fail('未查询到该投保单');
    const refusal = notTheCustomers(ctx, found.policy.custId, '投保单');
    if (refusal) return fail(refusal);
    return ok({ ...policyView(found.policy), ...(found.pending ? { proposalStatus: '1', proposalStatusName: '待核保' } : { proposalStatus: '2', proposalStatusName: '已承保' }) });
  },
  'qth/insure/transProposal': (ctx) => {
    const db = ctx.state.db;
    const q = quotationByNoOrId(db, field(ctx, 'quotationNo'));
    if (!q) return fail('未查询到该报价单');
    const refusal = notTheCustomers(ctx, q.custId, '报价单');
    if (refusal) return fail(refusal);
    if (q.status === '2') return fail(`该报价单已转投保，投保单号 ${q.proposalNo ?? ''}`);
    if (q.status !== '1') return fail('报价尚未完成，暂不能转投保');
    const c = customerById(db, q.custId);
    const proposalNo = `TDAA2026${(c?.comCode ?? '440100').slice(0, 6)}${q.quotationNo.slice(-6)}`;
    q.status = '2';
    q.statusName = '已转投保';
    q.proposalNo = proposalNo;
    return ok({ quotationNo: q.quotationNo, proposalNo, proposalStatus: '1', proposalStatusName: '待核保', premium: q.premium });
  },
  'qth/proposalsearch/query': (ctx) => {
    const nested = ctx.query.searchCriteria ?? ctx.body.searchCriteria;
    let frame = field(ctx, 'searchCriteria.frameNo');
    if (!frame && nested) {
      try {
        const obj = (typeof nested === 'string' ? JSON.parse(nested) : nested) as { frameNo?: unknown };
        frame = obj.frameNo ? urlDecoded(String(obj.frameNo)) : undefined;
      } catch {
        frame = undefined;
      }
    }
    if (!frame) return fail('请输入车架号');
    const list = policiesByFrameNo(ctx.state.db, frame).map((p) => ({
      proposalNo: p.proposalNo,
      policyNo: p.policyNo,
      riskCode: p.riskCode,
      riskName: p.riskName,
      licenseNo: p.licenseNo,
      premium: p.premium,
      startDate: p.startDate,
      status: '已承保',
    }));
    return ok({ list });
  },
  'qth/insure/getQuotationIdEncrypt': (ctx) => {
    const q = quotationByNoOrId(ctx.state.db, field(ctx, 'quotationNo') ?? field(ctx, 'quotationId'));
    if (!q) return fail('未查询到该报价单');
    return ok({ quotationNo: q.quotationNo, encryptQuotationId: Buffer.from(`${q.quotationId}|${q.quotationNo}`).toString('base64url') });
  },
  queryQuotationDetailInfoByCode: (ctx) => {
    const db = ctx.state.db;
    const q = quotationByNoOrId(db, field(ctx, 'quotationNo'));
    if (!q) return fail('未查询到该报价单');
    // A group-chat customer sees only the quotations of the customer they are.
    const refusal = notTheCustomers(ctx, q.custId, '报价单');
    if (refusal) return fail(refusal);
    const v = vehicleByLicenseNo(db, q.licenseNo);
    return ok({ ...q, items: q.items.map((k) => ({ ...k })), customerName: customerById(db, q.custId)?.name ?? '', vehicle: v ? { ...v } : null });
  },
  weixinClaimDetail: (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    return claim ? ok({ ...claim, nodes: claim.nodes.map((n) => ({ ...n })) }) : fail('未查询到该报案信息');
  },
  queryCustomerPolicy: withCustomer((ctx, c) => {
    const status = field(ctx, 'inForceStatus');
    return ok(paged(ctx, policiesOf(ctx.state.db, c.custId).filter((p) => !status || p.inForceStatus === status).map(policyView)));
  }),
  getSendEPolicyLink: withPolicy((ctx, p) => {
    const link = ePolicyLink(ctx, p);
    return ok({ link: link.url, expireTime: link.expireTime, policyNo: p.policyNo });
  }),
  getSendEPolicyLinkByPolicyNoAndIdNo: withPolicy((ctx, p) => {
    const enc = decryptId('certificateNo', field(ctx, 'encryptCertificateNo'));
    if (!enc) return fail('缺少加密证件号码');
    if (enc.plain.toUpperCase() !== p.insuredIdNumber) return fail('被保险人证件号码与保单不一致');
    const link = ePolicyLink(ctx, p);
    return ok({ link: link.url, expireTime: link.expireTime, policyNo: p.policyNo });
  }),
  getDownloadEPolicyLink: withPolicy((ctx, p) => {
    const link = ePolicyLink(ctx, p);
    return ok({ downloadUrl: link.url, fileName: ePolicyFileName(p), expireTime: link.expireTime });
  }),
  queryEPolicyByCodeAndIdNo: withPolicy((ctx, p) => {
    const idNo = (field(ctx, 'idNo') ?? '').toUpperCase();
    if (idNo.length < 6 || !p.insuredIdNumber.endsWith(idNo)) return fail('证件号码与保单不一致');
    return ok({
      policyNo: p.policyNo,
      riskName: p.riskName,
      insuredName: p.insuredName,
      downloadUrl: ePolicyLink(ctx, p).url,
      startDate: p.startDate,
      endDate: p.endDate,
    });
  }, 'code'),
  queryPolicyNoInfo: withPolicy((_ctx, p) => ok(policyView(p))),
  queryEPayUrlInfo: (ctx) => {
    const db = ctx.state.db;
    const q = quotationByNoOrId(db, field(ctx, 'quotationNo'));
    const proposalNo = field(ctx, 'proposalNo') ?? '';
    const p = q ? undefined : proposalByNo(db, proposalNo)?.policy;
    if (!q && !p) return fail('未查询到待支付的投保单或报价单');
    const no = q?.quotationNo ?? p?.proposalNo ?? '';
    return ok({
      payUrl: `https://pay.example.com/cashier?no=${encodeURIComponent(no)}`,
      amount: q?.premium ?? p?.premium ?? 0,
      expireTime: inTwoDays(db),
      payNo: `PAY${createHash('sha1').update(no).digest('hex').slice(0, 12).toUpperCase()}`,
    });
  },
  getElectronicPolicyAndSend: withPolicy((ctx, p) => {
    const taskGiven = field(ctx, 'taskId') ?? field(ctx, 'encryptTaskId');
    if (taskGiven && !decryptId('taskId', field(ctx, 'encryptTaskId'))) return fail('加密任务号无效');
    return sendEPolicy(ctx, p, 'wecom', '电子保单已发送给客户');
  }),
  getElectronicPolicyAndSendToManager: withPolicy((ctx, p) => {
    const rec = recordSend(ctx, p, 'manager', null);
    return ok({ policyNo: p.policyNo, sendId: rec.sendId, ePolicySendFlag: p.ePolicySendFlag, sentAt: rec.sentAt, message: '电子保单已发送到您的企业微信' });
  }),
  checkUserCodeWithProposal: (ctx) => {
    const p = proposalByNo(ctx.state.db, field(ctx, 'proposalNo') ?? '')?.policy;
    if (!p) return fail('未查询到该投保单');
    const owner = customerById(ctx.state.db, p.custId)?.bindUserCode ?? null;
    return ok({ proposalNo: p.proposalNo, match: owner === callerCode(ctx), bindUserCode: owner });
  },
  getCustomerLevel: withCustomer((_ctx, c) => ok({ custId: c.custId, customerLevel: c.customerLevel, customerLevelName: LEVEL_NAMES[c.customerLevel] })),
  queryCustPhoneByLicenseNo: (ctx) => {
    const db = ctx.state.db;
    const v = vehicleByLicenseNo(db, field(ctx, 'licenseNo'));
    const c = v ? customerById(db, v.custId) : undefined;
    if (!v || !c) return fail('未查询到该车牌号的车主信息');
    if (!mayLookUp(ctx, c)) return lookupRefused();
    return ok({ licenseNo: v.licenseNo, custId: c.custId, name: c.name, mobile: maskPhone(c.mobile) });
  },
  sendElectronicPolicy: withPolicy((ctx, p) => {
    if (field(ctx, 'encryptTaskId') && !decryptId('taskId', field(ctx, 'encryptTaskId'))) return fail('加密任务号无效');
    return sendEPolicy(ctx, p, field(ctx, 'sendType') ?? 'wecom', field(ctx, 'sendType') === 'sms' ? '电子保单已通过短信发送' : '电子保单已通过企业微信发送');
  }),
  saveSendPolicyHistory: withPolicy((ctx, p) => {
    const rec = recordSend(ctx, p, field(ctx, 'sendType') ?? 'wecom', field(ctx, 'custId') ?? p.custId);
    return ok({ sendId: rec.sendId, policyNo: p.policyNo, sentAt: rec.sentAt });
  }),
  sendElectronicPolicyById: (ctx) => {
    const enc = decryptId('taskId', field(ctx, 'encryptTaskId'));
    if (!enc) return fail('缺少加密任务号');
    const task = taskById(ctx.state.db, enc.plain);
    if (!task) return fail('未查询到该任务');
    const p = policyByNo(ctx.state.db, field(ctx, 'policyNo') ?? task.policyNo ?? undefined);
    if (!p) return fail('该任务没有可发送的保单');
    return sendEPolicy(ctx, p, 'wecom', '电子保单已发送');
  },
  queryPolicyDownloadDetail: withPolicy((ctx, p) =>
    ok({
      policyNo: p.policyNo,
      ePolicySendFlag: p.ePolicySendFlag,
      list: ctx.state.db.sendRecords.filter((r) => r.policyNo === p.policyNo).map((r) => ({ ...r })),
    }),
  ),
  updateSendFlagByPolicyNo: withPolicy((ctx, p) => {
    const flag = field(ctx, 'sendFlag') ?? '1';
    if (flag !== '0' && flag !== '1') return fail('发送标志只能是 0 或 1');
    p.ePolicySendFlag = flag;
    return ok({ policyNo: p.policyNo, ePolicySendFlag: p.ePolicySendFlag });
  }),
  getUserByLicenseNo: (ctx) => {
    const db = ctx.state.db;
    const v = vehicleByLicenseNo(db, field(ctx, 'licenseNo'));
    const c = v ? customerById(db, v.custId) : undefined;
    if (!v || !c) return fail('未查询到该车牌号的车主信息');
    if (!mayLookUp(ctx, c)) return lookupRefused();
    return ok({
      licenseNo: v.licenseNo,
      custId: c.custId,
      name: c.name,
      bindUserCode: c.bindUserCode,
      bindUserName: c.bindUserCode ? (userByCode(c.bindUserCode)?.name ?? null) : null,
    });
  },
  claimDrainage: (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('未查询到该报案信息');
    const chosen = field(ctx, 'repairShopCode');
    if (chosen && !REPAIR_SHOPS.some((s) => s.repairShopCode === chosen)) return fail('修理厂代码无效');
    if (chosen) ctx.state.customers.drainage.set(claim.registNo, chosen);
    const current = ctx.state.customers.drainage.get(claim.registNo) ?? null;
    return ok({ registNo: claim.registNo, drainageStatus: current ? '1' : '0', repairShopCode: current, repairShops: REPAIR_SHOPS.map((s) => ({ ...s })) });
  },
  enterpriseQrcode: (ctx) => {
    const me = callerCode(ctx);
    const state = field(ctx, 'registNo') ?? field(ctx, 'custId') ?? 'default';
    const configId = createHash('sha1').update(`${me}|${state}`).digest('hex').slice(0, 24);
    return ok({ configId, qrCodeUrl: `https://wework.qpic.cn/wwpic/${configId}/0`, userCode: me, state });
  },
  'piccclaim/ClaimInterfServlet': (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('理赔系统未查询到该案件');
    return ok({
      registNo: claim.registNo,
      policyNo: claim.policyNo,
      caseStatus: claim.statusCode,
      caseStatusName: claim.statusName,
      sumPaid: claim.paidAmount,
      nodes: claim.nodes.map((n) => ({ ...n })),
    });
  },
  createClaimGroup: (ctx) => {
    const db = ctx.state.db;
    const claim = claimByRegistNo(db, field(ctx, 'registNo'));
    if (!claim) return fail('未查询到该报案信息');
    const me = callerCode(ctx);
    const members = Array.isArray(ctx.body.members) ? ctx.body.members.map(String) : [];
    const next = db.claimGroups.reduce((n, g) => Math.max(n, Number(g.groupId.slice(2)) || 0), 0) + 1;
    const group = {
      groupId: `CG${String(next).padStart(6, '0')}`,
      registNo: claim.registNo,
      groupName: field(ctx, 'groupName') ?? `${claim.licenseNo ?? claim.registNo}理赔服务群`,
      userCode: me,
      members: [...new Set([me, ...members])],
      createdAt: nowText(ctx.state),
    };
    db.claimGroups.push(group);
    return ok({ ...group, members: [...group.members] });
  },
  queryClaimGroup: (ctx) => {
    const registNo = field(ctx, 'registNo');
    const me = callerCode(ctx);
    const list = ctx.state.db.claimGroups.filter((g) => (registNo ? g.registNo === registNo : g.members.includes(me)));
    return ok({ list: list.map((g) => ({ ...g, members: [...g.members] })) });
  },
  delClaimGroup: (ctx) => {
    const db = ctx.state.db;
    const groupId = field(ctx, 'groupId');
    const i = db.claimGroups.findIndex((g) => g.groupId === groupId);
    if (i < 0) return fail('理赔群不存在或已删除');
    const group = db.claimGroups[i];
    if (group && group.userCode !== callerCode(ctx)) return fail('只有群主可以删除理赔群');
    db.claimGroups.splice(i, 1);
    return ok({ groupId, deleted: true });
  },
  downloadEPolicyFile: async (ctx) => {
    const found = policyOfLink(ctx);
    if (typeof found === 'string') return fail(found);
    const body = Buffer.from(await ePolicyPdf(found.policy, found.verifyCode));
    return { kind: 'file', body, filename: ePolicyFileName(found.policy), contentType: 'application/pdf' };
  },
};
