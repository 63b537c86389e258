import { chinaTime, type GrantStatus, type PackType, type ServiceItemCategory } from '../../shared/domain';
import { CAR_MODELS } from '../data/seed';
import type { DemoCustomer, DemoDb } from '../data/seed';
import { DEMO_USERS } from '../data/users';
import type { DemoContext, DemoState } from '../types';

// The state of the service-pack and value-added section (issue 21; handlers/service-pack.ts and
// value-added.ts): the service-item dictionary, each organisation's packs, grouping codes,
// allocation plans and batches, the services given to customers, the gifts and points given.
// Seeded relative to the demo clock's day when the state is made or reset (plan status compares
// with the clock), so plans are under way "today". Organisations are branches (comCode): the service
// pack / value-added organisation code of spec 000 §3.

export interface DictItem {
  itemCode: string;
  itemName: string;
  category: ServiceItemCategory;
  packType: PackType;
  unit: string;
  unitPrice: number;
  description: string;
}

export interface Pack {
  packCode: string;
  packName: string;
  packType: PackType;
  comCode: string;
  validMonths: number;
  status: '0' | '1';
  remark: string;
  creatorCode: string;
  createTime: string;
  items: { itemCode: string; times: number }[];
}

export interface GroupRules {
  modelCodes?: string[];
  priceMin?: number | null;
  priceMax?: number | null;
  newEnergyOnly?: boolean;
  riskCodes?: string[];
  premiumMin?: number | null;
}

export interface Group {
  groupCode: string;
  groupName: string;
  packType: PackType;
  comCode: string;
  packCode: string;
  status: '0' | '1';
  rules: GroupRules;
  creatorCode: string;
  createTime: string;
}

export interface Plan {
  planId: string;
  planName: string;
  comCode: string;
  packCode: string;
  totalCount: number;
  startDate: string;
  endDate: string;
  remark: string;
  creatorCode: string;
  createTime: string;
}

export interface Batch {
  batchNo: string;
  planId: string;
  batchName: string;
  creatorCode: string;
  createTime: string;
  allocations: { salesCode: string; count: number }[];
}

export interface Grant {
  grantId: string;
  custId: string;
  planId: string;
  batchNo: string;
  granterCode: string;
  grantTime: string;
  expireDate: string;
  /** Times used per item code. */
  used: Record<string, number>;
  reset: { reason: string; time: string } | null;
  careMsgId: string | null;
}

export interface Gift {
  giftCode: string;
  giftName: string;
  value: number;
  stock: number;
  description: string;
}

export interface Reward {
  recordId: string;
  kind: 'gift' | 'points';
  custId: string;
  giftCode: string | null;
  count: number;
  reason: string;
  userCode: string;
  createTime: string;
}

export interface SalesPerson {
  salesCode: string;
  salesName: string;
  title: string;
  comCode: string;
}

export interface Store {
  seq: Record<string, number>;
  packs: Pack[];
  groups: Group[];
  plans: Plan[];
  batches: Batch[];
  grants: Grant[];
  rewards: Reward[];
  /** Gifts and their stock by organisation. */
  gifts: Record<string, Gift[]>;
  /** Gift (count) and points quotas by staff member. */
  quotas: Record<string, { gift: number; points: number }>;
}

export const DICT: readonly DictItem[] = [
  { itemCode: 'SI1001', itemName: '道路救援', category: 'rescue', packType: '1', unit: '次', unitPrice: 300, description: '拖车 50 公里内、搭电、换胎、送油' },
  { itemCode: 'SI1002', itemName: '精致洗车', category: 'care', packType: '1', unit: '次', unitPrice: 40, description: '合作门店内外精洗一次' },
  { itemCode: 'SI1003', itemName: '代办年检', category: 'inspect', packType: '1', unit: '次', unitPrice: 200, description: '上门取送车，代办机动车年检' },
  { itemCode: 'SI1004', itemName: '酒后代驾', category: 'drive', packType: '1', unit: '次', unitPrice: 80, description: '市区 20 公里内代驾' },
  { itemCode: 'SI1005', itemName: '四轮定位', category: 'care', packType: '1', unit: '次', unitPrice: 120, description: '合作门店四轮定位检测与调整' },
  { itemCode: 'SI1006', itemName: '空调清洗', category: 'care', packType: '1', unit: '次', unitPrice: 150, description: '空调管路杀菌清洗' },
  { itemCode: 'SI1007', itemName: '充电桩安全检测', category: 'inspect', packType: '1', unit: '次', unitPrice: 180, description: '家用充电桩上门安全检测（新能源车）' },
  { itemCode: 'SI2001', itemName: '在线问诊', category: 'health', packType: '2', unit: '次', unitPrice: 50, description: '三甲医院医生图文问诊' },
  { itemCode: 'SI2002', itemName: '基础体检', category: 'health', packType: '2', unit: '次', unitPrice: 399, description: '合作体检中心基础套餐' },
  { itemCode: 'SI2003', itemName: '家电清洗', category: 'home', packType: '2', unit: '次', unitPrice: 160, description: '空调、油烟机、洗衣机任选一项' },
  { itemCode: 'SI2004', itemName: '管道疏通', category: 'home', packType: '2', unit: '次', unitPrice: 120, description: '厨卫管道上门疏通' },
  { itemCode: 'SI2005', itemName: '紧急开锁', category: 'home', packType: '2', unit: '次', unitPrice: 100, description: '24 小时上门开锁（需核验身份）' },
];

export const dictItem = (code: string) => DICT.find((d) => d.itemCode === code);

/** The car models of the vehicle model inquiry, with a stable code. */
export const MODELS = CAR_MODELS.map((m, i) => ({
  modelCode: `VM${String(i + 1).padStart(3, '0')}`,
  brandName: m.brandName,
  modelName: m.modelName,
  vehicleType: m.vehicleType,
  seats: m.seats,
  price: m.price,
  newEnergy: m.newEnergy,
}));

/** Each organisation's sales force: the demo's staff of the branch plus its agents without WeCom accounts. */
const EXTRA_SALES: readonly SalesPerson[] = [
  { salesCode: '44010005', salesName: '陈静', title: '销售专员', comCode: '44010000' },
  { salesCode: '44010006', salesName: '黄磊', title: '销售专员', comCode: '44010000' },
  { salesCode: '44010007', salesName: '周敏', title: '续保专员', comCode: '44010000' },
  { salesCode: '11010008', salesName: '赵强', title: '销售专员', comCode: '11010000' },
  { salesCode: '51010009', salesName: '吴婷', title: '销售专员', comCode: '51010000' },
];

export function salesForce(comCode: string): SalesPerson[] {
  const staff = DEMO_USERS.filter((u) => u.systemRole === 'qyUser' && u.comCode === comCode).map((u) => ({
    salesCode: u.userCode,
    salesName: u.name,
    title: u.manager?.title ?? '销售专员',
    comCode: u.comCode,
  }));
  return [...staff, ...EXTRA_SALES.filter((s) => s.comCode === comCode)];
}

export const salesName = (code: string) =>
  DEMO_USERS.find((u) => u.userCode === code)?.name ?? EXTRA_SALES.find((s) => s.salesCode === code)?.salesName ?? code;

const DAY_MS = 86_400_000;
export const today = (state: DemoState) => chinaTime(state.now(), 'YYYY-MM-DD');
export const addDays = (ymd: string, days: number) => new Date(Date.parse(ymd) + days * DAY_MS).toISOString().slice(0, 10);
export const addMonths = (ymd: string, months: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** The next id of a kind: prefix + organisation digits + a sequence. */
export function nextId(store: Store, prefix: string, comCode: string): string {
  const key = `${prefix}${comCode}`;
  store.seq[key] = (store.seq[key] ?? 0) + 1;
  return `${prefix}${comCode.slice(0, 6)}${String(store.seq[key]).padStart(4, '0')}`;
}

/** Customers the staff member serves: bound to them, or on one of their tasks — within their province. */
export function servedBy(db: DemoDb, userCode: string, comId: string, custId: string | undefined): DemoCustomer | string {
  const cust = custId ? db.customers.find((c) => c.custId === custId) : undefined;
  if (!cust) return '客户不存在';
  const mine = cust.bindUserCode === userCode || db.tasks.some((t) => t.userCode === userCode && t.custId === cust.custId);
  if (!mine || cust.comId !== comId) return '该客户不是您服务的客户';
  return cust;
}

export const callerOf = (ctx: DemoContext) => ({ userCode: ctx.user?.userCode ?? '', comCode: ctx.user?.comCode ?? '', comId: ctx.user?.comId ?? '' });

/** The state of a grant: reset, used up, in use or waiting, from its usage. */
export function grantStatus(store: Store, g: Grant): GrantStatus {
  if (g.reset) return '4';
  const pack = packOfPlan(store, g.planId);
  const total = (pack?.items ?? []).reduce((n, i) => n + i.times, 0);
  const used = Object.values(g.used).reduce((n, u) => n + u, 0);
  if (used === 0) return '1';
  return used >= total ? '3' : '2';
}

export const packOfPlan = (store: Store, planId: string) => {
  const plan = store.plans.find((p) => p.planId === planId);
  return plan ? store.packs.find((p) => p.packCode === plan.packCode) : undefined;
};

/** Grants that count against a quota: not reset. */
export const liveGrants = (store: Store) => store.grants.filter((g) => !g.reset);

export function seed(db: DemoDb, t: string): Store {
  const at = (days: number, hhmm = '10:00') => `${addDays(t, days)} ${hhmm}:00`;
  const store: Store = { seq: {}, packs: [], groups: [], plans: [], batches: [], grants: [], rewards: [], gifts: {}, quotas: {} };
  const pack = (comCode: string, packType: PackType, packName: string, items: [string, number][], remark: string, days: number, creatorCode: string) => {
    const p: Pack = {
      packCode: nextId(store, 'SP', comCode),
      packName,
      packType,
      comCode,
      validMonths: 12,
      status: '1',
      remark,
      creatorCode,
      createTime: at(days),
      items: items.map(([itemCode, times]) => ({ itemCode, times })),
    };
    store.packs.push(p);
    return p;
  };
  const gz = '44010000';
  const vip = pack(gz, '1', '尊享车主服务包', [['SI1001', 2], ['SI1002', 6], ['SI1004', 2]], '价值较高车辆的车主：救援、洗车、代驾', -120, '44010001');
  const ev = pack(gz, '1', '新能源车主服务包', [['SI1001', 1], ['SI1007', 1], ['SI1002', 4]], '新能源车主专享充电桩检测', -90, '44010001');
  const home = pack(gz, '2', '安心家居服务包', [['SI2003', 2], ['SI2004', 1], ['SI2005', 1]], '家财险客户的居家服务', -80, '44010001');
  pack(gz, '2', '健康守护服务包', [['SI2001', 6], ['SI2002', 1]], '意外险、健康险客户', -60, '44010001');
  const bj = pack('11010000', '1', '京城车主服务包', [['SI1001', 2], ['SI1003', 1]], '', -70, '11010003');
  pack('51010000', '1', '天府车主服务包', [['SI1001', 2], ['SI1005', 1]], '', -70, '51010004');

  const group = (comCode: string, packType: PackType, groupName: string, p: Pack, rules: GroupRules, days: number, creatorCode: string) =>
    store.groups.push({ groupCode: nextId(store, 'GC', comCode), groupName, packType, comCode, packCode: p.packCode, status: '1', rules, creatorCode, createTime: at(days) });
  group(gz, '1', '高价值车主（购置价 20 万以上）', vip, { priceMin: 200_000 }, -110, '44010001');
  group(gz, '1', '新能源车主', ev, { newEnergyOnly: true }, -85, '44010001');
  group(gz, '2', '家财险客户', home, { riskCodes: ['JAH', 'JEB'] }, -75, '44010001');
  group('11010000', '1', '北京车主', bj, {}, -65, '11010003');

  const plan = (comCode: string, planName: string, p: Pack, totalCount: number, start: number, end: number, remark: string, creatorCode: string) => {
    const pl: Plan = { planId: nextId(store, 'VP', comCode), planName, comCode, packCode: p.packCode, totalCount, startDate: addDays(t, start), endDate: addDays(t, end), remark, creatorCode, createTime: at(start - 5) };
    store.plans.push(pl);
    return pl;
  };
  const q4 = plan(gz, '第四季度尊享车主关怀', vip, 200, -50, 40, '续保成功的高价值车主每人一份', '44010001');
  const evPlan = plan(gz, '新能源车主专享计划', ev, 100, -20, 70, '', '44010001');
  plan(gz, '上半年家居服务活动', home, 80, -200, -20, '已结束', '44010001');
  plan('11010000', '京城车主年度计划', bj, 60, -30, 60, '', '11010003');

  const batch = (pl: Plan, batchName: string, days: number, allocations: [string, number][]) => {
    const b: Batch = { batchNo: nextId(store, 'VB', pl.comCode), planId: pl.planId, batchName, creatorCode: pl.creatorCode, createTime: at(days), allocations: allocations.map(([salesCode, count]) => ({ salesCode, count })) };
    store.batches.push(b);
    return b;
  };
  const b1 = batch(q4, '第一批', -45, [['44010001', 30], ['44010002', 20], ['44010005', 20], ['44010006', 10]]);
  batch(q4, '第二批', -10, [['44010001', 10], ['44010007', 15]]);
  batch(evPlan, '第一批', -18, [['44010001', 8], ['44010005', 12]]);

  // Services 张伟 (44010001) gave to his bound customers, the first one unused (resettable).
  const mine = db.customers.filter((c) => c.bindUserCode === '44010001');
  const usage: Record<string, number>[] = [{}, { SI1002: 2 }, { SI1001: 1, SI1002: 3 }, { SI1001: 2, SI1002: 6, SI1004: 2 }];
  usage.forEach((used, i) => {
    const cust = mine[(i * 3) % Math.max(1, mine.length)];
    if (!cust) return;
    store.grants.push({ grantId: nextId(store, 'VG', gz), custId: cust.custId, planId: q4.planId, batchNo: b1.batchNo, granterCode: '44010001', grantTime: at(-40 + i * 7, '15:20'), expireDate: addMonths(addDays(t, -40 + i * 7), vip.validMonths), used, reset: null, careMsgId: null });
  });
  const colleague = db.customers.find((c) => c.bindUserCode === '44010002');
  if (colleague) store.grants.push({ grantId: nextId(store, 'VG', gz), custId: colleague.custId, planId: q4.planId, batchNo: b1.batchNo, granterCode: '44010002', grantTime: at(-30, '11:05'), expireDate: addMonths(addDays(t, -30), 12), used: {}, reset: null, careMsgId: null });

  for (const comCode of ['44010000', '11010000', '51010000']) {
    store.gifts[comCode] = [
      { giftCode: 'GF001', giftName: '车载香薰', value: 68, stock: 120, description: '出风口香薰一套' },
      { giftCode: 'GF002', giftName: '应急工具包', value: 158, stock: 40, description: '三角警示牌、拖车绳、搭电线' },
      { giftCode: 'GF003', giftName: '定制保温杯', value: 89, stock: 0, description: '已领完，等待补货' },
      { giftCode: 'GF004', giftName: '洗车券（5 张）', value: 150, stock: 60, description: '合作门店通用' },
    ];
  }
  for (const u of DEMO_USERS.filter((x) => x.systemRole === 'qyUser')) store.quotas[u.userCode] = { gift: 20, points: 5000 };
  if (mine[0]) {
    store.rewards.push({ recordId: nextId(store, 'RW', gz), kind: 'gift', custId: mine[0].custId, giftCode: 'GF001', count: 1, reason: '续保成功答谢', userCode: '44010001', createTime: at(-12, '16:40') });
    store.rewards.push({ recordId: nextId(store, 'RW', gz), kind: 'points', custId: mine[0].custId, giftCode: null, count: 300, reason: '推荐新客户奖励', userCode: '44010001', createTime: at(-8, '09:30') });
  }
  return store;
}

export const storeOf = (state: DemoState): Store => state.service;

/** The caller's organisation's pack by code, or undefined. */
export const ownPack = (state: DemoState, comCode: string, packCode: string | undefined) =>
  storeOf(state).packs.find((p) => p.packCode === packCode && p.comCode === comCode);

export function packView(p: Pack) {
  const items = p.items.map((i) => {
    const d = dictItem(i.itemCode);
    return { itemCode: i.itemCode, itemName: d?.itemName ?? i.itemCode, unit: d?.unit ?? '次', unitPrice: d?.unitPrice ?? 0, times: i.times };
  });
  return {
    ...p,
    creatorName: salesName(p.creatorCode),
    itemCount: items.length,
    totalValue: items.reduce((n, i) => n + i.unitPrice * i.times, 0),
    items,
  };
}

