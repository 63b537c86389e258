import { chinaTime, formatTime, sha1, validateCreditCode } from '../../shared/domain';
import { encryptId } from '../crypto';
import { customerById, policyByNo, vehiclesOf } from '../data/queries';
import { asOfReference, type DemoCustomer } from '../data/seed';
import { callerCode, fail, field, ok, paged, type DemoContext, type DemoHandlers } from '../types';
import { UM_ROLES, userByCode } from '../data/users';
import { REPAIR_SHOPS } from '../data/orgs';
import { renewalBatchesOf } from '../state/renewal';
import type { HomeConfig, OrgCode } from '../state/org';

// Organisation pages (issue 22, our choice of calls: shared/catalogue/org.ts). State: demo/state/org.ts.

interface Notice {
  title: string;
  version: string;
  updatedAt: string;
  paragraphs: readonly string[];
}

const NOTICES: Readonly<Record<string, Notice>> = {
  health: {
    title: '健康告知须知',
    version: '2026.1',
    updatedAt: '2026-01-01',
    paragraphs: [
      '一、依据《中华人民共和国保险法》第十六条，订立保险合同时，保险人就保险标的或者被保险人的有关情况提出询问的，投保人应当如实告知。', '二、在为客户办理健康险、意外险等需健康告知的产品时，您应当逐项向投保人宣读健康告知问题，由投保人本人根据被保险人的实际情况作答，不得代为填写或诱导客户隐瞒。',
      '三、投保人故意或者因重大过失未履行如实告知义务，足以影响保险人决定是否同意承保或者提高保险费率的，保险人有权解除合同，并可能不承担赔偿或者给付保险金的责任。', '四、客户告知的既往病史、检查结果等健康信息属于敏感个人信息，仅可用于本次投保核保，不得截图转发、留存于个人设备或用于其他用途。',
      '五、如客户对告知事项有疑问，请引导其拨打客服热线或联系核保人员，不得自行解释或承诺承保结果。',
    ],
  },
  custInfoAuth: {
    title: '客户信息授权及保密承诺',
    version: '2026.1',
    updatedAt: '2026-01-01',
    paragraphs: [
      '一、依据《中华人民共和国个人信息保护法》，处理客户个人信息应当取得客户的授权同意，并遵循合法、正当、必要和诚信原则。', '二、本应用中展示的客户姓名、证件号码、手机号码、车辆及保单信息，仅可用于为客户提供保险咨询、续保提醒、理赔协助等服务。',
      '三、查看客户完整手机号等敏感信息会被记录审计；您不得超出工作需要查询、导出、截图、转发或向任何第三方提供客户信息。', '四、向客户发送营销内容前，应确认客户已添加您的企业微信并同意接收相关信息；客户要求停止发送的，应及时将其加入免打扰名单。',
      '五、违反上述承诺造成客户信息泄露的，将依法依规追究相应责任。',
    ],
  },
};

const keyOf = (ctx: DemoContext, code: string) => `${callerCode(ctx)}:${code}`;

function view(ctx: DemoContext, code: string, notice: Notice) {
  const agreed = ctx.state.org.notices.get(keyOf(ctx, code));
  const current = agreed?.version === notice.version;
  return { noticeCode: code, ...notice, updatedAt: asOfReference(ctx.state.db, notice.updatedAt), paragraphs: [...notice.paragraphs], agreed: current, agreedAt: current ? agreed.agreedAt : null };
}

function noticeOf(ctx: DemoContext): [string, Notice] | undefined {
  const code = field(ctx, 'noticeCode') ?? '';
  const notice = Object.hasOwn(NOTICES, code) ? NOTICES[code] : undefined;
  return notice ? [code, notice] : undefined;
}

// ── Labels ──────────────────────────────────────────────────────────────────

type LabelType = '1' | '2' | '3';
interface LabelGroup {
  groupName: string;
  labels: readonly string[];
}
/** Label names by type and group; a label's id is L<type>-<two-digit position in its type>. */
const LABELS: Readonly<Record<LabelType, readonly LabelGroup[]>> = {
  '1': [
    { groupName: '客户价值', labels: ['高价值', '老客户', '企业主'] }, { groupName: '车辆', labels: ['车险客户', '多车客户', '新能源车主', '年轻车主'] },
    { groupName: '意向与偏好', labels: ['续保意向强', '价格敏感', '理赔敏感', '非车潜客', '家庭用户'] },
  ],
  '2': [{ groupName: '客户分组', labels: ['车险在保', '理赔客户', '潜在客户', '团体客户', '群聊客户'] }, { groupName: '跟进', labels: ['重点跟进', '暂不打扰'] }],
  '3': [{ groupName: '电销意向', labels: ['意向高', '意向中', '意向低', '已拒绝'] }, { groupName: '回访', labels: ['待回访', '已回访'] }],
};
const LABEL_TYPES = Object.keys(LABELS) as LabelType[];
const isLabelType = (t: string | undefined): t is LabelType => LABEL_TYPES.includes(t as LabelType);
const labelsOf = (type: LabelType) => LABELS[type].flatMap((g) => g.labels).map((labelName, i) => ({ labelId: `L${type}-${String(i + 1).padStart(2, '0')}`, labelName }));
const labelById = (id: string) => LABEL_TYPES.flatMap(labelsOf).find((l) => l.labelId === id);

/** The ids of a customer's labels of one type. */
function customerLabelIds(ctx: DemoContext, c: DemoCustomer, type: LabelType): string[] {
  const all = labelsOf(type);
  if (type === '1') return all.filter((l) => c.tags.includes(l.labelName)).map((l) => l.labelId);
  const set = ctx.state.org.labels.get(`${type}:${c.custId}`);
  if (set) return set;
  // Seeded: one label from the customer id, for customers someone serves.
  return c.bindUserCode ? [all[parseInt(sha1(`${type}|${c.custId}`).slice(0, 4), 16) % all.length]!.labelId] : [];
}

const myCustomers = (ctx: DemoContext) => ctx.state.db.customers.filter((c) => c.bindUserCode === (ctx.user?.userCode ?? ''));

/**
 * The customer the call names. Whether the caller may read or change them is the data-permission
 * table's (demo/permission.ts, `custId`), decided by the router before the handler runs: their own
 * customers, and a manager's branch or province.
 */
function namedCustomer(ctx: DemoContext): DemoCustomer | string {
  return customerById(ctx.state.db, field(ctx, 'custId') ?? '') ?? '客户不存在';
}

const MP_BASE = 'https://mp.demo-insurer.cn';
const MP_NAMES: Readonly<Record<string, string>> = { '44000000': '人保财险广东', '11000000': '人保财险北京', '51000000': '人保财险四川' };

const labelView = (ctx: DemoContext, c: DemoCustomer, type: LabelType) => ({
  custId: c.custId,
  name: c.name,
  labels: customerLabelIds(ctx, c, type).map((id) => labelById(id)!).filter(Boolean),
});

// ── Special agreements (特别约定) by risk code ────────────────────────────────

const ENGAGES: Readonly<Record<string, ReadonlyArray<[code: string, name: string, content: string, mandatory: boolean]>>> = {
  DAA: [
    ['T0001', '指定驾驶人约定', '本保单约定的指定驾驶人为投保时登记的驾驶人；非指定驾驶人使用被保险机动车发生保险事故的，保险人在机动车损失保险项下增加 10% 的绝对免赔率。', false],
    ['T0002', '指定行驶区域约定', '被保险机动车仅限在投保地所在省级行政区域内行驶，超出该区域发生保险事故的，保险人增加 10% 的绝对免赔率。', false],
    ['T0003', '新能源车三电系统约定', '新能源汽车的动力蓄电池、驱动电机及电控系统的损失，按机动车损失保险条款约定承担赔偿责任。', false], ['T0099', '电子保单效力约定', '本保单为电子保单，与纸质保单具有同等法律效力，投保人可通过官方渠道查询、下载。', true],
  ],
  DZA: [['T0099', '电子保单效力约定', '本保单为电子保单，与纸质保单具有同等法律效力，投保人可通过官方渠道查询、下载。', true]],
  JAH: [['J0001', '出租房屋约定', '被保险房屋用于出租的，室内财产损失以被保险人自有财产为限，租客财产不在保障范围内。', false], ['J0002', '水管爆裂免赔约定', '因水暖管爆裂造成的损失，每次事故绝对免赔额为人民币 200 元。', true]],
  EAU: [['E0001', '职业类别约定', '被保险人职业类别须为一至三类，从事四类及以上职业期间发生的意外不在保障范围内。', true], ['E0002', '营运车辆约定', '被保险人驾驶或乘坐营运车辆时发生的意外伤害，保险金额按 50% 给付。', false]],
};

// ── The organisation's codes ─────────────────────────────────────────────────
const QR_BASE = 'https://wecom.demo-insurer.cn/qr';
const MECHANISMS: Readonly<Record<string, ReadonlyArray<[comCode: string, name: string, address: string]>>> = {
  '44000000': [
    ['44000000', '广东省分公司', '广州市天河区珠江新城华夏路 8 号'], ['44010000', '广州市分公司', '广州市越秀区东风中路 437 号'], ['44030000', '深圳市分公司', '深圳市福田区深南大道 4001 号'],
    ['44060000', '佛山市分公司', '佛山市禅城区季华五路 21 号'],
  ],
  '11000000': [['11000000', '北京市分公司', '北京市西城区西长安街 88 号'], ['11010000', '北京市东城支公司', '北京市东城区东直门南大街 5 号']],
  '51000000': [['51000000', '四川省分公司', '成都市锦江区红星路三段 1 号'], ['51010000', '成都市分公司', '成都市武侯区人民南路四段 19 号']],
};
const comNameOf = (comId: string, comCode: string) => MECHANISMS[comId]?.find(([c]) => c === comCode)?.[1] ?? comCode;

function seededCodes(comId: string): OrgCode[] {
  const mechanisms = (MECHANISMS[comId] ?? []).map(([comCode, name, address]): OrgCode => ({
    codeId: `M${comCode}`, codeType: 'mechanism', name, code: comCode, comCode, comName: name, address,
    qrContent: `${QR_BASE}/mechanism/${comCode}`, createdAt: '2025-01-01 09:00:00',
  }));
  const province = comId.slice(0, 2);
  const enterprises: OrgCode[] = comId === '44000000'
    ? [
        { codeId: 'E4401001', codeType: 'enterprise', name: '广州市恒信物流有限公司', code: '91440101MA5CXXQ93G', comCode: '44010000', comName: '广州市分公司', address: '广州市白云区太和镇物流园 3 栋', contactName: '黄经理', contactPhone: '13922001122', qrContent: `${QR_BASE}/enterprise/E4401001`, createdAt: '2026-03-12 10:20:00', createdBy: '张伟' },
        { codeId: 'E4401002', codeType: 'enterprise', name: '广州粤通客运有限公司', code: '91440101190478335E', comCode: '44010000', comName: '广州市分公司', contactName: '陈主任', contactPhone: '020-86661234', qrContent: `${QR_BASE}/enterprise/E4401002`, createdAt: '2026-06-02 15:00:00', createdBy: '张伟' },
      ]
    : [];
  const repairs = REPAIR_SHOPS.filter((r) => r.repairShopCode.slice(2, 4) === province).map((r): OrgCode => ({
    codeId: `R${r.repairShopCode}`, codeType: 'repair', name: r.repairShopName, code: r.repairShopCode,
    comCode: `${r.repairShopCode.slice(2, 6)}0000`, comName: comNameOf(comId, `${r.repairShopCode.slice(2, 6)}0000`),
    address: r.address, contactPhone: r.phone, qrContent: `${QR_BASE}/repair/${r.repairShopCode}`, createdAt: '2025-08-01 09:00:00',
  }));
  return [...mechanisms, ...enterprises, ...repairs];
}

function orgCodesOf(ctx: DemoContext): OrgCode[] {
  const comId = ctx.user?.comId ?? '';
  const saved = ctx.state.org.orgCodes.get(comId) ?? [];
  // Seeded codes' dates are written against REFERENCE_DATE.
  const seeded = seededCodes(comId)
    .filter((c) => !saved.some((s) => s.codeId === c.codeId))
    .map((c) => ({ ...c, createdAt: asOfReference(ctx.state.db, c.createdAt) }));
  return [...seeded, ...saved];
}

const canConfigure = (ctx: DemoContext) => (UM_ROLES[ctx.user?.userCode ?? ''] ?? []).some(([code]) => code === 'ENTERPRISE_CONFIG');
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const homeConfigOf = (ctx: DemoContext): HomeConfig => ctx.state.org.homeConfigs.get(callerCode(ctx)) ?? { tiles: [], updatedAt: null };

// ── Event pushes: made from the data of the caller's customers, newest first ──
interface PushedEvent {
  eventId: string;
  eventType: 'newContact' | 'claim' | 'renewal';
  title: string;
  content: string;
  custId: string | null;
  custName: string | null;
  targetPath: string;
  eventTime: string;
  readFlag: '0' | '1';
}
const EVENT_WINDOW_DAYS = 30;
/** A renewal task is pushed when its policy ends within this many days. */
const RENEWAL_PUSH_DAYS = 30;
function eventsOf(ctx: DemoContext): PushedEvent[] {
  const db = ctx.state.db;
  const me = callerCode(ctx);
  const ref = Date.parse(`${db.referenceDate}T23:59:59+08:00`);
  // Seeded times are Beijing time ("YYYY-MM-DD HH:mm:ss") or ISO with a zone.
  const msOf = (t: string) => Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(t) ? t : `${t.replace(' ', 'T')}+08:00`);
  const recent = (t: string | null | undefined) => !!t && ref - msOf(t) <= EVENT_WINDOW_DAYS * 86_400_000 && msOf(t) <= ref;
  const read = ctx.state.org.eventsRead.get(me) ?? new Set<string>();
  const mine = db.customers.filter((c) => c.bindUserCode === me);
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const out: Omit<PushedEvent, 'readFlag'>[] = [];
  for (const c of mine) {
    if (recent(c.contactAddedAt)) {
      out.push({ eventId: `EVNC-${c.custId}`, eventType: 'newContact', title: '新客户添加了您', content: `${c.name}添加您为企业微信联系人，发个欢迎语吧`, custId: c.custId, custName: c.name, targetPath: `/customer-message?${q({ custId: c.custId })}`, eventTime: formatTime(c.contactAddedAt!) });
    }
  }
  for (const claim of db.claims) {
    const c = mine.find((x) => x.custId === claim.custId);
    if (c && recent(claim.reportDate)) {
      out.push({ eventId: `EVCL-${claim.registNo}`, eventType: 'claim', title: '客户报案', content: `${c.name}${claim.licenseNo ? `（${claim.licenseNo}）` : ''}报案：${claim.accidentDesc}`, custId: c.custId, custName: c.name, targetPath: `/customer-info/claim-schedule?${q({ registNo: claim.registNo })}`, eventTime: formatTime(claim.reportDate) });
    }
  }
  // A renewal task whose policy ends within a month names that policy's end date.
  for (const t of db.tasks.filter((x) => x.userCode === me && x.taskType === '2')) {
    const policy = policyByNo(db, t.policyNo ?? undefined);
    if (!policy) continue;
    const days = (Date.parse(`${policy.endDate}T00:00:00+08:00`) - ref) / 86_400_000;
    const c = mine.find((x) => x.custId === t.custId) ?? customerById(db, t.custId);
    if (days >= -1 && days <= RENEWAL_PUSH_DAYS) {
      out.push({ eventId: `EVRN-${t.taskId}`, eventType: 'renewal', title: '续保即将到期', content: `${c?.name ?? ''}的车险将于 ${policy.endDate} 到期，请尽快跟进`, custId: t.custId, custName: c?.name ?? null, targetPath: `/home/upcoming-customerInfo-detail?${q({ taskId: t.taskId, custId: t.custId })}`, eventTime: `${db.referenceDate} 08:00:00` });
    }
  }
  // This month's first renewal reminder batch, when it has customers: the push that leads to it.
  const batch = renewalBatchesOf(ctx)[0];
  if (batch) {
    out.push({ eventId: `EVRB-${batch.batchNo}`, eventType: 'renewal', title: '续保提醒批次', content: `${batch.batchName}：${batch.custCount} 位客户的保单即将到期，可一键发送续保提醒`, custId: null, custName: null, targetPath: `/group-msg/renewal-notice-group-msg?${q({ batchNo: batch.batchNo })}`, eventTime: `${db.referenceDate} 08:00:00` });
  }
  return out
    .map((e) => ({ ...e, readFlag: read.has(e.eventId) ? ('1' as const) : ('0' as const) }))
    .sort((a, b) => b.eventTime.localeCompare(a.eventTime) || a.eventId.localeCompare(b.eventId));
}

export const handlers: DemoHandlers = {
  queryEventPushList: (ctx) => {
    const all = eventsOf(ctx);
    const readFlag = field(ctx, 'readFlag');
    const page = paged(ctx, readFlag === '0' ? all.filter((e) => e.readFlag === '0') : all);
    return ok({ ...page, unreadCount: all.filter((e) => e.readFlag === '0').length });
  },
  readEventPush: (ctx) => {
    const all = eventsOf(ctx);
    const eventId = field(ctx, 'eventId');
    if (eventId && !all.some((e) => e.eventId === eventId)) return fail('事件不存在或不是您的');
    const read = new Set(ctx.state.org.eventsRead.get(callerCode(ctx)));
    for (const e of all) if (!eventId || e.eventId === eventId) read.add(e.eventId);
    ctx.state.org.eventsRead.set(callerCode(ctx), read);
    return ok({ unreadCount: all.filter((e) => !read.has(e.eventId)).length });
  },
  queryMpBindLink: (ctx) => {
    const comId = ctx.user?.comId ?? '';
    const mpName = MP_NAMES[comId] ?? '人保财险';
    const expireTime = chinaTime(new Date(ctx.state.now().getTime() + 7 * 86_400_000));
    const custId = field(ctx, 'custId');
    if (!custId) return ok({ mpName, bindUrl: `${MP_BASE}/follow?comId=${comId}`, expireTime, custName: null, bindStatus: null });
    const c = namedCustomer(ctx);
    if (typeof c === 'string') return fail(c);
    const token = encryptId('custId', c.custId, callerCode(ctx));
    return ok({ mpName, bindUrl: `${MP_BASE}/bind?t=${token}`, expireTime, custName: c.name, bindStatus: c.wxBindStatus });
  },
  queryHomeConfig: (ctx) => ok(homeConfigOf(ctx)),
  saveHomeConfig: (ctx) => {
    const raw = ctx.body['tiles'];
    if (!Array.isArray(raw)) return fail('请选择首页功能');
    const tiles = raw.map(String);
    if (tiles.length > 40) return fail('首页功能最多 40 个');
    if (tiles.some((t) => !/^\/[\w\-/]{1,79}$/.test(t))) return fail('首页功能路径不正确');
    if (new Set(tiles).size !== tiles.length) return fail('首页功能不能重复');
    const saved: HomeConfig = { tiles, updatedAt: tiles.length ? chinaTime(ctx.state.now()) : null };
    ctx.state.org.homeConfigs.set(callerCode(ctx), saved);
    return ok(saved);
  },
  queryOrgCodes: (ctx) => {
    const type = field(ctx, 'codeType');
    if (type !== 'mechanism' && type !== 'enterprise' && type !== 'repair') return fail('码类型不正确');
    return ok(orgCodesOf(ctx).filter((c) => c.codeType === type).map((c) => ({ ...c })));
  },
  saveOrgCode: (ctx) => {
    if (!canConfigure(ctx)) return fail('您没有企业配置权限');
    const type = field(ctx, 'codeType');
    if (type !== 'enterprise' && type !== 'repair') return fail(type === 'mechanism' ? '机构码由系统维护，不能修改' : '码类型不正确');
    const name = (field(ctx, 'name') ?? '').trim();
    if (name.length < 2 || name.length > 50) return fail('名称应为2–50个字');
    let code = (field(ctx, 'code') ?? '').trim().toUpperCase();
    if (type === 'enterprise') {
      const checked = validateCreditCode(code);
      if (!checked.ok) return fail(checked.reason);
      code = checked.value;
    } else if (!/^[A-Z0-9]{4,20}$/.test(code)) return fail('修理厂代码应为4–20位字母或数字');
    const phone = (field(ctx, 'contactPhone') ?? '').trim();
    if (phone && !PHONE.test(phone)) return fail('联系电话格式不正确');
    const all = orgCodesOf(ctx);
    const codeId = field(ctx, 'codeId');
    const before = codeId ? all.find((c) => c.codeId === codeId && c.codeType === type) : undefined;
    if (codeId && !before) return fail('要修改的码不存在');
    if (all.some((c) => c.codeType === type && c.code === code && c.codeId !== codeId)) return fail(type === 'enterprise' ? '该企业已有企业码' : '该修理厂代码已存在');
    const comId = ctx.user?.comId ?? '';
    const comCode = ctx.user?.comCode ?? '';
    const id = before?.codeId ?? `${type === 'enterprise' ? 'E' : 'R'}${comCode.slice(0, 4)}${String(all.filter((c) => c.codeType === type).length + 1).padStart(3, '0')}${sha1(`${type}|${code}`).slice(0, 4).toUpperCase()}`;
    const record: OrgCode = {
      codeId: id, codeType: type, name, code, comCode: before?.comCode ?? comCode, comName: before?.comName ?? comNameOf(comId, comCode),
      ...(field(ctx, 'address') ? { address: field(ctx, 'address')!.trim() } : {}),
      ...(field(ctx, 'contactName') ? { contactName: field(ctx, 'contactName')!.trim() } : {}),
      ...(phone ? { contactPhone: phone } : {}),
      qrContent: `${QR_BASE}/${type}/${id}`,
      createdAt: before?.createdAt ?? chinaTime(ctx.state.now()),
      createdBy: before?.createdBy ?? userByCode(ctx.user?.userCode ?? '')?.name ?? ctx.user?.userCode,
    };
    const saved = (ctx.state.org.orgCodes.get(comId) ?? []).filter((c) => c.codeId !== id);
    ctx.state.org.orgCodes.set(comId, [...saved, record]);
    return ok(record);
  },
  queryRiskEngageList: (ctx) => {
    const riskCode = (field(ctx, 'riskCode') ?? '').toUpperCase();
    const list = ENGAGES[riskCode];
    if (!list) return fail(`险种 ${riskCode || '（空）'} 暂无特别约定`);
    const keyword = field(ctx, 'keyword');
    return ok(
      list
        .filter(([, name, content]) => !keyword || name.includes(keyword) || content.includes(keyword))
        .map(([engageCode, engageName, content, mandatory]) => ({ engageCode, engageName, content, mandatory })),
    );
  },
  queryLabelGroups: (ctx) => {
    const type = field(ctx, 'labelType');
    if (!isLabelType(type)) return fail('标签类型不正确');
    const mine = myCustomers(ctx);
    const ids = labelsOf(type);
    let i = 0;
    return ok(
      LABELS[type].map((g) => ({
        groupName: g.groupName,
        labels: g.labels.map(() => {
          const l = ids[i++]!;
          return { ...l, custCount: mine.filter((c) => customerLabelIds(ctx, c, type).includes(l.labelId)).length };
        }),
      })),
    );
  },
  queryLabelCustomers: (ctx) => {
    const label = labelById(field(ctx, 'labelId') ?? '');
    if (!label) return fail('标签不存在');
    const type = label.labelId.slice(1, 2) as LabelType;
    const hits = myCustomers(ctx).filter((c) => customerLabelIds(ctx, c, type).includes(label.labelId));
    const page = paged(ctx, hits);
    return ok({ ...page, list: page.list.map((c) => ({ custId: c.custId, name: c.name, licenseNo: vehiclesOf(ctx.state.db, c.custId)[0]?.licenseNo ?? null, externalUserId: c.externalUserId, contactAdded: c.contactAddedAt !== null })) });
  },
  queryCustomerLabels: (ctx) => {
    const type = field(ctx, 'labelType');
    if (!isLabelType(type)) return fail('标签类型不正确');
    const c = namedCustomer(ctx);
    return typeof c === 'string' ? fail(c) : ok(labelView(ctx, c, type));
  },
  saveCustomerLabels: (ctx) => {
    const type = field(ctx, 'labelType');
    if (!isLabelType(type)) return fail('标签类型不正确');
    const c = namedCustomer(ctx);
    if (typeof c === 'string') return fail(c);
    const raw = ctx.body['labelIds'];
    if (!Array.isArray(raw)) return fail('请选择标签');
    const allowed = labelsOf(type);
    const ids = [...new Set(raw.map(String))];
    const unknown = ids.find((id) => !allowed.some((l) => l.labelId === id));
    if (unknown) return fail(`标签 ${unknown} 不属于该类型`);
    if (ids.length > 10) return fail('每类标签最多 10 个');
    if (type === '1') {
      const names = new Set(allowed.map((l) => l.labelName));
      // Tags outside the label table (none in the seed) are kept as they are.
      c.tags = [...c.tags.filter((t) => !names.has(t)), ...allowed.filter((l) => ids.includes(l.labelId)).map((l) => l.labelName)];
    } else ctx.state.org.labels.set(`${type}:${c.custId}`, ids);
    return ok(labelView(ctx, c, type));
  },
  queryNoticeAgreement: (ctx) => {
    const found = noticeOf(ctx);
    return found ? ok(view(ctx, ...found)) : fail('须知不存在');
  },
  saveNoticeAgreement: (ctx) => {
    const found = noticeOf(ctx);
    if (!found) return fail('须知不存在');
    const [code, notice] = found;
    if (field(ctx, 'version') !== notice.version) return fail('须知内容已更新，请重新阅读后再确认');
    ctx.state.org.notices.set(keyOf(ctx, code), { version: notice.version, agreedAt: chinaTime(ctx.state.now()) });
    return ok(view(ctx, code, notice));
  },
};
