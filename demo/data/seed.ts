import { BINDING_SOURCE, CUSTOMER_STATUS, INSURANCE_KIND_GROUP, idCardCheckChar, type BindingSource, type CustomerStatus, type FollowStatus, type Gender, type InForceStatus, type PushSource, type TaskType } from '../../shared/domain';

// The demo upstream's data: a deterministic, seeded generator of realistic Chinese customers,
// vehicles, policies, claims, reminders, complaints, quotations and staff tasks. No Math.random
// and no clock: every date derives from the reference date ("today" of the data: REFERENCE_DATE unless
// given, the day the demo starts in `npm start`), so two createDb() calls with one date give equal data.
// Arrays are plain and mutable: handlers change them (bindings, reservations, follow-ups …).

/** The default "today" of the seeded data (tests pin it; the running demo passes the day it starts). */
export const REFERENCE_DATE = '2026-11-01';

export interface DemoValueInfo {
  valueLevel: 'A' | 'B' | 'C' | 'D';
  valueScore: number;
  totalPremium: number;
  policyCount: number;
  claimCount: number;
  claimRatio: number;
  loyaltyYears: number;
}

export interface DemoCustomer {
  custId: string;
  name: string;
  gender: Extract<Gender, '1' | '2'>;
  idType: '01';
  idNumber: string;
  birthday: string;
  age: number;
  mobile: string;
  email: string;
  address: string;
  occupation: string;
  customerStatus: CustomerStatus;
  customerLevel: 'A' | 'B' | 'C' | 'D';
  inForceStatus: InForceStatus;
  comId: string;
  comCode: string;
  bindUserCode: string | null;
  bindTime: string | null;
  bindingSource: BindingSource;
  adviserCode: string | null;
  nonVehicleAdviserCode: string | null;
  unionId: string;
  externalUserId: string;
  /** Official-account (WeChat) binding of the customer. */
  wxBindStatus: '0' | '1';
  contactAddedAt: string | null;
  tags: string[];
  valueInfo: DemoValueInfo;
  createdAt: string;
}

export interface DemoVehicle {
  vehicleId: string;
  custId: string;
  licenseNo: string;
  newEnergy: boolean;
  frameNo: string;
  vinNo: string;
  engineNo: string;
  brandName: string;
  modelName: string;
  vehicleType: string;
  useNature: string;
  registerDate: string;
  inspectionDueDate: string;
  seats: number;
  purchasePrice: number;
}

export interface DemoCoverage {
  kindCode: string;
  kindName: string;
  amount: number;
  premium: number;
}

export interface DemoPolicy {
  policyNo: string;
  proposalNo: string;
  custId: string;
  riskCode: string;
  riskName: string;
  kind: 'vehicle' | 'nonVehicle';
  licenseNo: string | null;
  frameNo: string | null;
  startDate: string;
  endDate: string;
  premium: number;
  sumInsured: number;
  inForceStatus: InForceStatus;
  applicantName: string;
  insuredName: string;
  insuredIdNumber: string;
  comCode: string;
  coverages: DemoCoverage[];
  /** E-policy sent to the customer: '0' not yet, '1' sent. */
  ePolicySendFlag: '0' | '1';
  issueDate: string;
}

export interface DemoClaimNode {
  nodeCode: string;
  nodeName: string;
  time: string;
  operator: string;
}

export interface DemoClaim {
  registNo: string;
  policyNo: string;
  custId: string;
  licenseNo: string | null;
  accidentDate: string;
  reportDate: string;
  accidentPlace: string;
  accidentDesc: string;
  statusCode: string;
  statusName: string;
  estimateAmount: number;
  paidAmount: number;
  nodes: DemoClaimNode[];
}

export interface DemoReminder {
  remindId: string;
  custId: string;
  remindType: 'renewal' | 'inspection' | 'birthday' | 'licence';
  remindTypeName: string;
  remindDate: string;
  content: string;
  policyNo: string | null;
  licenseNo: string | null;
}

export interface DemoComplaint {
  complaintNo: string;
  custId: string;
  complaintType: string;
  content: string;
  status: '0' | '1' | '2';
  statusName: string;
  createdAt: string;
  handledAt: string | null;
}

export interface DemoQuotation {
  quotationNo: string;
  quotationId: string;
  custId: string;
  userCode: string;
  licenseNo: string;
  frameNo: string;
  items: DemoCoverage[];
  premium: number;
  status: '0' | '1' | '2';
  statusName: string;
  proposalNo: string | null;
  createdAt: string;
}

export interface DemoTask {
  taskId: string;
  taskType: TaskType;
  custId: string;
  userCode: string;
  followStatus: FollowStatus;
  pushSource: PushSource;
  title: string;
  dueDate: string;
  piid: string;
  identifyNumber: string;
  policyNo: string | null;
  licenseNo: string | null;
  createdAt: string;
}

export interface DemoReservation {
  reservationId: string;
  custId: string;
  userCode: string;
  taskId: string | null;
  reserveTime: string;
  content: string;
  status: '0' | '1';
  createdAt: string;
}

export interface DemoFollowUp {
  followId: string;
  taskId: string;
  custId: string;
  userCode: string;
  followStatus: FollowStatus;
  reasonCode: string | null;
  remark: string;
  nextFollowTime: string | null;
  createdAt: string;
}

export interface DemoVisit {
  unionId: string;
  pageName: string;
  visitTime: string;
  durationS: number;
}

export interface DemoClaimGroup {
  groupId: string;
  registNo: string;
  groupName: string;
  userCode: string;
  members: string[];
  createdAt: string;
}

export interface DemoSendRecord {
  sendId: string;
  policyNo: string;
  custId: string | null;
  userCode: string;
  channel: string;
  sentAt: string;
}

export interface DemoEvent {
  kind: string;
  userCode: string | null;
  payload: Record<string, unknown>;
  at: string;
}

export interface DemoDb {
  seed: number;
  referenceDate: string;
  customers: DemoCustomer[];
  vehicles: DemoVehicle[];
  policies: DemoPolicy[];
  claims: DemoClaim[];
  reminders: DemoReminder[];
  complaints: DemoComplaint[];
  quotations: DemoQuotation[];
  tasks: DemoTask[];
  visits: DemoVisit[];
  /** Mutable: reservations, follow-up records, claim groups, e-policy sends, click/burying events. */
  reservations: DemoReservation[];
  followUps: DemoFollowUp[];
  claimGroups: DemoClaimGroup[];
  sendRecords: DemoSendRecord[];
  events: DemoEvent[];
}

// ── Deterministic helpers ──────────────────────────────────────────────────

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  chars(n: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Dates relative to the reference date ("today" of the seeded data). */
function calendarOf(referenceDate: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(referenceDate) || Number.isNaN(Date.parse(`${referenceDate}T00:00:00Z`))) {
    throw new Error(`demo reference date must be YYYY-MM-DD, got ${referenceDate}`);
  }
  const refMs = Date.parse(`${referenceDate}T00:00:00Z`);
  /** YYYY-MM-DD of the reference date plus `days`. */
  const dayOf = (days: number) => new Date(refMs + days * DAY_MS).toISOString().slice(0, 10);
  /** YYYY-MM-DD HH:mm:ss of the reference date plus `days` at a time of day. */
  const timeOf = (days: number, minutesOfDay: number) => `${dayOf(days)} ${pad(Math.floor(minutesOfDay / 60) % 24)}:${pad(minutesOfDay % 60)}:00`;
  return { refMs, year: Number(referenceDate.slice(0, 4)), dayOf, timeOf };
}

/**
 * A date ("YYYY-MM-DD", with or without " HH:mm:ss") written into a handler's fixed list against
 * REFERENCE_DATE, moved to the data's reference date: a campaign that runs "this month" still does
 * on the day the demo starts.
 */
export function asOfReference(db: Pick<DemoDb, 'referenceDate'>, authored: string): string {
  const days = Math.round((Date.parse(`${db.referenceDate}T00:00:00Z`) - Date.parse(`${REFERENCE_DATE}T00:00:00Z`)) / DAY_MS);
  if (days === 0 || !/^\d{4}-\d{2}-\d{2}/.test(authored)) return authored;
  const day = new Date(Date.parse(`${authored.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}${authored.slice(10)}`;
}

/** Today in China (UTC+8) as YYYY-MM-DD: the demo's reference date when it starts. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
const addYears = (ymd: string, years: number) => `${Number(ymd.slice(0, 4)) + years}${ymd.slice(4)}`;
export const money = (n: number) => Math.round(n * 100) / 100;

// ── Reference data ─────────────────────────────────────────────────────────

interface Province {
  comId: string;
  comCodes: readonly string[];
  plate: string;
  plateLetters: readonly string[];
  regions: ReadonlyArray<readonly [string, string]>;
  staff: readonly string[];
}

const PROVINCES: readonly Province[] = [
  {
    comId: '44000000',
    comCodes: ['44010000', '44030000', '44060000'],
    plate: '粤',
    plateLetters: ['A', 'B', 'E', 'L'],
    regions: [
      ['440103', '广东省广州市荔湾区'], ['440104', '广东省广州市越秀区'], ['440106', '广东省广州市天河区'], ['440303', '广东省深圳市罗湖区'], ['440304', '广东省深圳市福田区'], ['440305', '广东省深圳市南山区'],
      ['440604', '广东省佛山市禅城区'], ['441302', '广东省惠州市惠城区'],
    ],
    staff: ['44010001', '44010002'],
  },
  {
    comId: '11000000',
    comCodes: ['11010000', '11020000'],
    plate: '京',
    plateLetters: ['A', 'B', 'C', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q'],
    regions: [['110101', '北京市东城区'], ['110102', '北京市西城区'], ['110105', '北京市朝阳区'], ['110106', '北京市丰台区'], ['110108', '北京市海淀区']],
    staff: ['11010003'],
  },
  {
    comId: '51000000',
    comCodes: ['51010000', '51070000'],
    plate: '川',
    plateLetters: ['A', 'B', 'G'],
    regions: [
      ['510104', '四川省成都市锦江区'], ['510105', '四川省成都市青羊区'], ['510106', '四川省成都市金牛区'], ['510107', '四川省成都市武侯区'], ['510108', '四川省成都市成华区'], ['510703', '四川省绵阳市涪城区'],
    ],
    staff: ['51010004'],
  },
];

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '梁', '郑', '谢', '宋', '唐', '许', '邓', '冯', '韩', '曹', '欧阳', '司马'];
const MALE_NAMES = ['伟', '强', '磊', '军', '洋', '勇', '杰', '涛', '斌', '超', '明', '刚', '平', '辉', '建国', '志强', '俊杰', '浩然', '宇轩', '子豪', '文博', '国华', '海峰', '晓东'];
const FEMALE_NAMES = ['芳', '娜', '敏', '静', '丽', '艳', '娟', '霞', '燕', '玲', '婷', '雪', '慧', '秀英', '桂兰', '晓燕', '雨欣', '梓涵', '诗琪', '欣怡', '佳怡', '美玲', '丽华', '思雨'];
const STREETS = ['人民路', '中山路', '解放路', '建设路', '和平路', '文化路', '新华路', '滨江路', '科技园路', '光明大道', '长安街', '学府路'];
const OCCUPATIONS = ['企业职员', '个体经营', '公务员', '教师', '医生', '工程师', '自由职业', '退休', '销售', '司机'];
const TAGS = ['车险客户', '高价值', '续保意向强', '家庭用户', '新能源车主', '理赔敏感', '价格敏感', '多车客户', '非车潜客', '企业主', '年轻车主', '老客户'];
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '166', '177', '180', '181', '186', '187', '188', '189', '191', '199'];

export interface CarModel {
  wmi: string;
  brandName: string;
  modelName: string;
  vehicleType: string;
  seats: number;
  price: number;
  newEnergy: boolean;
  engine: string;
}

export const CAR_MODELS: readonly CarModel[] = [
  { wmi: 'LSV', brandName: '上汽大众', modelName: '朗逸 1.5L 自动舒适版', vehicleType: '轿车', seats: 5, price: 129_900, newEnergy: false, engine: 'DMB' },
  { wmi: 'LFV', brandName: '一汽-大众', modelName: '速腾 280TSI 豪华型', vehicleType: '轿车', seats: 5, price: 169_900, newEnergy: false, engine: 'DTA' },
  { wmi: 'LGB', brandName: '东风日产', modelName: '轩逸 1.6L CVT 智享版', vehicleType: '轿车', seats: 5, price: 119_800, newEnergy: false, engine: 'HR16' },
  { wmi: 'LVH', brandName: '广汽本田', modelName: '雅阁 260TURBO 豪华版', vehicleType: '轿车', seats: 5, price: 199_800, newEnergy: false, engine: 'L15B' },
  { wmi: 'LVG', brandName: '广汽丰田', modelName: '凯美瑞 2.0G 豪华版', vehicleType: '轿车', seats: 5, price: 209_800, newEnergy: false, engine: 'M20C' },
  { wmi: 'LBV', brandName: '华晨宝马', modelName: '3系 325Li M运动套装', vehicleType: '轿车', seats: 5, price: 349_900, newEnergy: false, engine: 'B48B' },
  { wmi: 'LHG', brandName: '广汽本田', modelName: '奥德赛 2.0L 锐·至尊', vehicleType: '多用途乘用车', seats: 7, price: 269_800, newEnergy: false, engine: 'LFB1' },
  { wmi: 'LRW', brandName: '特斯拉', modelName: 'Model 3 后轮驱动版', vehicleType: '轿车', seats: 5, price: 231_900, newEnergy: true, engine: 'TSL' },
  { wmi: 'LGX', brandName: '比亚迪', modelName: '汉 EV 610KM 尊贵型', vehicleType: '轿车', seats: 5, price: 229_800, newEnergy: true, engine: 'TZ2' },
  { wmi: 'LGX', brandName: '比亚迪', modelName: '宋PLUS DM-i 旗舰型', vehicleType: '运动型多用途车', seats: 5, price: 169_800, newEnergy: true, engine: 'BYD' },
  { wmi: 'LNB', brandName: '北汽新能源', modelName: 'EU5 R550 智潮版', vehicleType: '轿车', seats: 5, price: 149_900, newEnergy: true, engine: 'TZ1' },
];

/** Vehicle risk codes (commercial and compulsory motor insurance). */
const VEHICLE_RISKS = [
  { riskCode: 'DAA', riskName: '机动车商业保险' },
  { riskCode: 'DZA', riskName: '机动车交通事故责任强制保险' },
] as const;

const COMMERCIAL_KINDS = [
  { kindCode: 'A', kindName: '机动车损失保险' },
  { kindCode: 'B', kindName: '机动车第三者责任保险' },
  { kindCode: 'D3', kindName: '机动车车上人员责任保险（司机）' },
  { kindCode: 'D4', kindName: '机动车车上人员责任保险（乘客）' },
] as const;

const CLAIM_FLOW = [
  { nodeCode: '01', nodeName: '报案' },
  { nodeCode: '02', nodeName: '查勘' },
  { nodeCode: '03', nodeName: '定损' },
  { nodeCode: '04', nodeName: '核价核损' },
  { nodeCode: '05', nodeName: '理算' },
  { nodeCode: '06', nodeName: '核赔' },
  { nodeCode: '07', nodeName: '结案支付' },
] as const;

const ACCIDENTS = ['停车场倒车时与立柱发生剐蹭，左后保险杠受损', '路口等红灯时被后车追尾，后备箱盖凹陷', '变道时与相邻车辆发生碰擦，右前翼子板划伤', '暴雨天气车辆涉水熄火，发动机进水', '小区停放期间被高空坠物砸中，前挡风玻璃破裂', '高速行驶中被飞石击中，挡风玻璃出现裂纹'];

const COMPLAINT_TYPES = ['理赔时效', '服务态度', '保费争议', '电话骚扰', '保单信息错误', '续保提醒'];
const COMPLAINT_TEXTS = ['理赔款迟迟未到账，希望尽快处理', '客服电话多次无人接听', '续保保费比去年上涨较多，希望给出解释', '频繁收到营销电话，要求停止', '保单上的车牌号登记有误，需要更正', '查勘员到场较晚，等待时间过长'];
const COMPLAINT_STATUS = { '0': '待处理', '1': '处理中', '2': '已办结' } as const;
export const QUOTATION_STATUS = { '0': '暂存', '1': '已报价', '2': '已转投保' } as const;
const VISIT_PAGES = ['电子保单下载', '续保报价单', '车险理赔进度', '客户经理名片', '增值服务权益', '保险知识文章'];

// ── Generators ─────────────────────────────────────────────────────────────

function idNumberOf(rng: Rng, region: string, birthday: string, gender: '1' | '2'): string {
  const seq2 = rng.digits(2);
  let last = rng.int(0, 9);
  if ((last % 2 === 1) !== (gender === '1')) last = (last + 1) % 10;
  const first17 = `${region}${birthday.replace(/-/g, '')}${seq2}${last}`;
  return first17 + (idCardCheckChar(first17) ?? '0');
}

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 2010 = A …

/** A 17-character VIN with a correct check digit (position 9) and model-year code. */
function vinOf(rng: Rng, wmi: string, year: number): string {
  const vds = rng.chars(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
  const yearCode = VIN_YEAR[(year - 2010 + 30) % 30] ?? 'A';
  const body = `${wmi}${vds}0${yearCode}${rng.chars(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(6)}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = body[i] as string;
    const v = /\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0);
    sum += v * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${body.slice(0, 8)}${check}${body.slice(9)}`;
}

const PLATE_SERIAL = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
function plateOf(rng: Rng, province: Province, newEnergy: boolean): string {
  const letter = rng.pick(province.plateLetters);
  if (newEnergy) return `${province.plate}${letter}${rng.pick(['D', 'F'])}${rng.chars(1, PLATE_SERIAL + '0123456789')}${rng.digits(4)}`;
  const serial = rng.chance(0.4) ? `${rng.chars(1, PLATE_SERIAL)}${rng.digits(4)}` : rng.digits(5);
  return `${province.plate}${letter}${serial}`;
}

/** Follow-up results the seeded tasks had: reason code (the demo's tradeStatusReason codes) and remark. */
const SEEDED_FOLLOW_UPS: Readonly<Record<Exclude<FollowStatus, '0'>, ReadonlyArray<readonly [string, string]>>> = {
  mu001: [['F01', '客户考虑中，约定下周再联系'], ['F03', '客户在比较几家报价，答应周末前回复'], ['F04', '保单还有一个多月到期，客户希望临近再办']],
  mu002: [['S01', '客户已同意续保，已发送报价并完成缴费'], ['S02', '客户已通过线上渠道自助续保']],
  mu003: [['L01', '客户已在他司投保'], ['L03', '客户认为保费偏高，暂不续保']],
};

/** A fresh database: ~300 customers with their vehicles, policies, claims and the staff's tasks. */
export function createDb(seed = 20261122, referenceDate = REFERENCE_DATE): DemoDb {
  const rng = new Rng(seed);
  const { refMs: REF_MS, year, dayOf, timeOf } = calendarOf(referenceDate);
  // Absolute years (births) move with the reference year: the same people, as old as they were.
  const yearShift = year - 2026;
  const db: DemoDb = {
    seed,
    referenceDate,
    customers: [],
    vehicles: [],
    policies: [],
    claims: [],
    reminders: [],
    complaints: [],
    quotations: [],
    tasks: [],
    visits: [],
    reservations: [],
    followUps: [],
    claimGroups: [],
    sendRecords: [],
    events: [],
  };
  const usedPlates = new Set<string>();
  const usedIds = new Set<string>();
  const usedMobiles = new Set<string>();
  const seqByCom = new Map<string, number>();
  const nextSeq = (key: string) => {
    const n = (seqByCom.get(key) ?? 0) + 1;
    seqByCom.set(key, n);
    return n;
  };
  const nonVehicleCodes = Object.values(INSURANCE_KIND_GROUP).flatMap((g) => g.codes.map((code) => ({ code, label: g.label })));
  const statusCodes = Object.keys(CUSTOMER_STATUS) as CustomerStatus[];
  const sources = Object.keys(BINDING_SOURCE) as BindingSource[];

  const CUSTOMERS = 300;
  for (let i = 0; i < CUSTOMERS; i++) {
    // 60 % Guangdong, 20 % Beijing, 20 % Sichuan; the first customers are Guangdong ones.
    const province = (i % 5 < 3 ? PROVINCES[0] : i % 5 === 3 ? PROVINCES[1] : PROVINCES[2]) as Province;
    const gender: '1' | '2' = rng.chance(0.55) ? '1' : '2';
    const name = rng.pick(SURNAMES) + rng.pick(gender === '1' ? MALE_NAMES : FEMALE_NAMES);
    const birthYear = rng.int(1958, 2004) + yearShift;
    const birthMonth = rng.int(1, 12);
    const birthDay = rng.int(1, 28);
    const birthday = `${birthYear}-${pad(birthMonth)}-${pad(birthDay)}`;
    const age = year - birthYear - (`${pad(birthMonth)}-${pad(birthDay)}` > referenceDate.slice(5) ? 1 : 0);
    const [region, area] = rng.pick(province.regions);
    let idNumber = idNumberOf(rng, region, birthday, gender);
    while (usedIds.has(idNumber)) idNumber = idNumberOf(rng, region, birthday, gender);
    usedIds.add(idNumber);
    let mobile = rng.pick(MOBILE_PREFIXES) + rng.digits(8);
    while (usedMobiles.has(mobile)) mobile = rng.pick(MOBILE_PREFIXES) + rng.digits(8);
    usedMobiles.add(mobile);
    const comCode = rng.pick(province.comCodes);
    const custId = `C${province.comId.slice(0, 2)}${pad(nextSeq(`c${province.comId}`), 8)}`;
    // The first Guangdong customers are fixed for examples: 0 bound to 44010001, 1 unbound, 2 bound to 44010001.
    const bound = i === 0 || i === 2 ? true : i === 1 ? false : rng.chance(0.55);
    const bindUserCode = bound ? (i < 3 ? '44010001' : rng.pick(province.staff)) : null;
    const status: CustomerStatus = i < 3 ? '01' : rng.chance(0.6) ? '01' : rng.pick(statusCodes);
    const since = rng.int(30, 3000);
    const level = rng.pick(['A', 'B', 'B', 'C', 'C', 'C', 'D'] as const);
    db.customers.push({
      custId,
      name,
      gender,
      idType: '01',
      idNumber,
      birthday,
      age,
      mobile,
      email: `${custId.toLowerCase()}@example.com`,
      address: `${area}${rng.pick(STREETS)}${rng.int(1, 388)}号${rng.int(1, 30)}栋${rng.int(101, 2806)}室`,
      occupation: rng.pick(OCCUPATIONS),
      customerStatus: status,
      customerLevel: level,
      inForceStatus: status === '01' ? '1' : '0',
      comId: province.comId,
      comCode,
      bindUserCode,
      bindTime: bindUserCode ? timeOf(-rng.int(1, 700), rng.int(480, 1200)) : null,
      bindingSource: i < 3 ? '1' : rng.pick(sources),
      adviserCode: bindUserCode,
      nonVehicleAdviserCode: bindUserCode && rng.chance(0.5) ? bindUserCode : null,
      unionId: `oU${rng.chars(26, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-')}`,
      externalUserId: `wm${rng.chars(30, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`,
      wxBindStatus: i === 0 || rng.chance(0.5) ? '1' : '0',
      contactAddedAt: bindUserCode ? timeOf(-rng.int(1, 600), rng.int(480, 1200)) : null,
      tags: [...new Set([rng.pick(TAGS), rng.pick(TAGS), rng.pick(TAGS)])],
      valueInfo: { valueLevel: level, valueScore: 0, totalPremium: 0, policyCount: 0, claimCount: 0, claimRatio: 0, loyaltyYears: Math.max(1, Math.floor(since / 365)) },
      createdAt: timeOf(-since, rng.int(480, 1200)),
    });
  }

  // Vehicles: most customers have one car, some two, some none (customer 0 always has one).
  for (const [i, cust] of db.customers.entries()) {
    const province = PROVINCES.find((p) => p.comId === cust.comId) as Province;
    const cars = i < 3 ? 1 : rng.chance(0.15) ? 0 : rng.chance(0.15) ? 2 : 1;
    for (let c = 0; c < cars; c++) {
      const model = i === 0 ? (CAR_MODELS[0] as CarModel) : i === 2 ? (CAR_MODELS[8] as CarModel) : rng.pick(CAR_MODELS);
      let licenseNo = plateOf(rng, province, model.newEnergy);
      while (usedPlates.has(licenseNo)) licenseNo = plateOf(rng, province, model.newEnergy);
      usedPlates.add(licenseNo);
      const regDays = -rng.int(200, 3600);
      const registerDate = dayOf(regDays);
      const vin = vinOf(rng, model.wmi, Number(registerDate.slice(0, 4)));
      const inspectYears = Math.max(1, Math.ceil((REF_MS / DAY_MS - (REF_MS / DAY_MS + regDays)) / 365));
      db.vehicles.push({
        vehicleId: `V${pad(db.vehicles.length + 1, 6)}`,
        custId: cust.custId,
        licenseNo,
        newEnergy: model.newEnergy,
        frameNo: vin,
        vinNo: vin,
        engineNo: `${model.engine}${rng.digits(6)}`,
        brandName: model.brandName,
        modelName: model.modelName,
        vehicleType: model.vehicleType,
        useNature: '非营业个人客车',
        registerDate,
        inspectionDueDate: addYears(registerDate, inspectYears),
        seats: model.seats,
        purchasePrice: model.price,
      });
    }
  }

  // Policies: per vehicle a commercial and a compulsory policy; some non-vehicle policies.
  const policyNoOf = (riskCode: string, comCode: string, year: string) =>
    `P${riskCode}${year}${comCode.slice(0, 6)}${pad(nextSeq(`p${riskCode}${comCode}`), 6)}`;
  const custById = new Map(db.customers.map((c) => [c.custId, c]));
  for (const v of db.vehicles) {
    const cust = custById.get(v.custId) as DemoCustomer;
    const idx = db.customers.indexOf(cust);
    // Start within the past year (in force) or earlier (lapsed) depending on the customer status.
    const lapsed = cust.customerStatus === '03' || (cust.customerStatus !== '01' && rng.chance(0.5));
    const startDays = idx < 3 ? -300 + idx * 10 : lapsed ? -rng.int(400, 700) : -rng.int(10, 360);
    const startDate = dayOf(startDays);
    const endDate = dayOf(startDays + 364);
    for (const risk of VEHICLE_RISKS) {
      const commercial = risk.riskCode === 'DAA';
      const coverages: DemoCoverage[] = commercial
        ? COMMERCIAL_KINDS.filter((_, k) => k < 2 || rng.chance(0.6)).map((k) => {
            const amount = k.kindCode === 'A' ? Math.round(v.purchasePrice * 0.85) : k.kindCode === 'B' ? rng.pick([1_000_000, 2_000_000, 3_000_000]) : 10_000;
            const premium = money(k.kindCode === 'A' ? amount * 0.012 : k.kindCode === 'B' ? 600 + amount / 10_000 : 30 + rng.int(0, 40));
            return { kindCode: k.kindCode, kindName: k.kindName, amount, premium };
          })
        : [{ kindCode: 'BZ', kindName: '交强险', amount: 200_000, premium: v.seats > 5 ? 1100 : 950 }];
      const premium = money(coverages.reduce((s, k) => s + k.premium, 0));
      db.policies.push({
        policyNo: policyNoOf(risk.riskCode, cust.comCode, startDate.slice(0, 4)),
        proposalNo: `T${risk.riskCode}${startDate.slice(0, 4)}${cust.comCode.slice(0, 6)}${rng.digits(6)}`,
        custId: cust.custId,
        riskCode: risk.riskCode,
        riskName: risk.riskName,
        kind: 'vehicle',
        licenseNo: v.licenseNo,
        frameNo: v.frameNo,
        startDate,
        endDate,
        premium,
        sumInsured: coverages.reduce((s, k) => s + k.amount, 0),
        inForceStatus: lapsed ? '0' : '1',
        applicantName: cust.name,
        insuredName: cust.name,
        insuredIdNumber: cust.idNumber,
        comCode: cust.comCode,
        coverages,
        ePolicySendFlag: idx < 3 ? '0' : rng.chance(0.5) ? '1' : '0',
        issueDate: dayOf(startDays - rng.int(1, 10)),
      });
    }
  }
  for (const [idx, cust] of db.customers.entries()) {
    if (idx !== 0 && !rng.chance(0.35)) continue;
    const { code, label } = idx === 0 ? { code: 'JAH', label: '家财险' } : rng.pick(nonVehicleCodes);
    const startDays = -rng.int(10, 500);
    const startDate = dayOf(startDays);
    const amount = rng.pick([100_000, 200_000, 500_000, 1_000_000]);
    const premium = money(amount * rng.pick([0.0008, 0.001, 0.0015, 0.003]));
    db.policies.push({
      policyNo: policyNoOf(code, cust.comCode, startDate.slice(0, 4)),
      proposalNo: `T${code}${startDate.slice(0, 4)}${cust.comCode.slice(0, 6)}${rng.digits(6)}`,
      custId: cust.custId,
      riskCode: code,
      riskName: label,
      kind: 'nonVehicle',
      licenseNo: null,
      frameNo: null,
      startDate,
      endDate: dayOf(startDays + 364),
      premium,
      sumInsured: amount,
      inForceStatus: startDays + 364 >= 0 ? '1' : '0',
      applicantName: cust.name,
      insuredName: cust.name,
      insuredIdNumber: cust.idNumber,
      comCode: cust.comCode,
      coverages: [{ kindCode: `${code}01`, kindName: `${label}基本责任`, amount, premium }],
      ePolicySendFlag: rng.chance(0.5) ? '1' : '0',
      issueDate: dayOf(startDays - 2),
    });
  }

  // Claims on about a fifth of the commercial vehicle policies (customer 0's always has one).
  const operators = ['客服中心', '查勘员 陈志强', '定损员 黄晓东', '核价岗 郑晓燕', '理算岗 吴海峰', '核赔岗 林美玲', '财务岗 许国华'];
  for (const p of db.policies) {
    if (p.riskCode !== 'DAA') continue;
    const first = p.custId === db.customers[0]?.custId;
    if (!first && !rng.chance(0.2)) continue;
    const startDays = Math.round((Date.parse(p.startDate) - REF_MS) / DAY_MS);
    const accidentDays = Math.min(-3, startDays + rng.int(5, 300));
    const steps = first ? 4 : rng.int(1, CLAIM_FLOW.length);
    const nodes: DemoClaimNode[] = [];
    const accidentMinute = rng.int(420, 1000);
    let minute = accidentMinute + rng.int(15, 90);
    for (let s = 0; s < steps; s++) {
      const flow = CLAIM_FLOW[s] as (typeof CLAIM_FLOW)[number];
      nodes.push({ nodeCode: flow.nodeCode, nodeName: flow.nodeName, time: timeOf(accidentDays + s, minute), operator: operators[s] ?? '客服中心' });
      minute = rng.int(540, 1080);
    }
    const last = nodes[nodes.length - 1] as DemoClaimNode;
    const estimate = money(rng.int(800, 30_000));
    const closed = last.nodeCode === '07';
    db.claims.push({
      registNo: `R${p.riskCode}${p.startDate.slice(0, 4)}${p.comCode.slice(0, 6)}${pad(db.claims.length + 1, 6)}`,
      policyNo: p.policyNo,
      custId: p.custId,
      licenseNo: p.licenseNo,
      accidentDate: timeOf(accidentDays, accidentMinute),
      reportDate: nodes[0]?.time ?? timeOf(accidentDays, 600),
      accidentPlace: `${(custById.get(p.custId)?.address ?? '').replace(/区.*$/, '区')}${rng.pick(STREETS)}`,
      accidentDesc: rng.pick(ACCIDENTS),
      statusCode: last.nodeCode,
      statusName: closed ? '已结案' : `${last.nodeName}中`,
      estimateAmount: estimate,
      paidAmount: closed ? money(estimate * rng.pick([0.8, 0.9, 1])) : 0,
      nodes,
    });
  }

  // Value info from the policies and claims.
  const policiesByCust = new Map<string, DemoPolicy[]>();
  for (const p of db.policies) policiesByCust.set(p.custId, [...(policiesByCust.get(p.custId) ?? []), p]);
  for (const cust of db.customers) {
    const ps = policiesByCust.get(cust.custId) ?? [];
    const claims = db.claims.filter((c) => c.custId === cust.custId);
    const total = money(ps.reduce((s, p) => s + p.premium, 0));
    const paid = claims.reduce((s, c) => s + c.paidAmount, 0);
    cust.valueInfo.totalPremium = total;
    cust.valueInfo.policyCount = ps.length;
    cust.valueInfo.claimCount = claims.length;
    cust.valueInfo.claimRatio = total ? money(paid / total) : 0;
    cust.valueInfo.valueScore = Math.min(100, Math.round(total / 200) + cust.valueInfo.loyaltyYears * 5);
  }

  // Reminders: renewal within 60 days, annual inspection, birthday this month, licence renewal.
  const vehiclesByCust = new Map<string, DemoVehicle[]>();
  for (const v of db.vehicles) vehiclesByCust.set(v.custId, [...(vehiclesByCust.get(v.custId) ?? []), v]);
  for (const cust of db.customers) {
    const remind = (type: DemoReminder['remindType'], typeName: string, date: string, content: string, policyNo: string | null, licenseNo: string | null) =>
      db.reminders.push({ remindId: `M${pad(db.reminders.length + 1, 6)}`, custId: cust.custId, remindType: type, remindTypeName: typeName, remindDate: date, content, policyNo, licenseNo });
    for (const p of policiesByCust.get(cust.custId) ?? []) {
      const daysLeft = Math.round((Date.parse(p.endDate) - REF_MS) / DAY_MS);
      if (daysLeft >= -30 && daysLeft <= 90) remind('renewal', '续保提醒', p.endDate, `${p.riskName}将于${p.endDate}到期，请及时续保`, p.policyNo, p.licenseNo);
    }
    for (const v of vehiclesByCust.get(cust.custId) ?? []) {
      remind('inspection', '年检提醒', v.inspectionDueDate, `车辆${v.licenseNo}年检截止日期为${v.inspectionDueDate}`, null, v.licenseNo);
    }
    const bday = `${year}${cust.birthday.slice(4)}`;
    remind('birthday', '生日提醒', bday < referenceDate ? `${year + 1}${cust.birthday.slice(4)}` : bday, `${cust.name}的生日，可发送生日关怀`, null, null);
    if (rng.chance(0.1)) remind('licence', '驾照换证提醒', dayOf(rng.int(5, 120)), '驾驶证即将到期，请提醒客户换证', null, null);
  }

  // Complaints.
  for (let i = 0; i < 36; i++) {
    const cust = i === 0 ? (db.customers[0] as DemoCustomer) : rng.pick(db.customers);
    const status = rng.pick(['0', '1', '2'] as const);
    const days = -rng.int(1, 300);
    db.complaints.push({
      complaintNo: `TS2026${pad(i + 1, 6)}`,
      custId: cust.custId,
      complaintType: rng.pick(COMPLAINT_TYPES),
      content: rng.pick(COMPLAINT_TEXTS),
      status,
      statusName: COMPLAINT_STATUS[status],
      createdAt: timeOf(days, rng.int(480, 1200)),
      handledAt: status === '2' ? timeOf(days + rng.int(1, 10), rng.int(480, 1200)) : null,
    });
  }

  // Quotations: renewal quotes for vehicles of bound customers.
  for (const v of db.vehicles) {
    const cust = custById.get(v.custId) as DemoCustomer;
    const first = v.custId === db.customers[0]?.custId;
    if (!first && (!cust.bindUserCode || !rng.chance(0.35))) continue;
    const items: DemoCoverage[] = [
      { kindCode: 'BZ', kindName: '交强险', amount: 200_000, premium: 950 },
      { kindCode: 'A', kindName: '机动车损失保险', amount: Math.round(v.purchasePrice * 0.8), premium: money(v.purchasePrice * 0.8 * 0.011) },
      { kindCode: 'B', kindName: '机动车第三者责任保险', amount: 2_000_000, premium: 820 },
    ];
    const status = first ? '1' : rng.pick(['0', '1', '1', '2'] as const);
    const n = db.quotations.length + 1;
    db.quotations.push({
      quotationNo: `Q2026${cust.comCode.slice(0, 6)}${pad(n, 6)}`,
      quotationId: `${pad(n, 4)}${rng.chars(28, '0123456789abcdef')}`,
      custId: cust.custId,
      userCode: cust.bindUserCode ?? '44010001',
      licenseNo: v.licenseNo,
      frameNo: v.frameNo,
      items,
      premium: money(items.reduce((s, k) => s + k.premium, 0)),
      status,
      statusName: QUOTATION_STATUS[status],
      proposalNo: status === '2' ? `TDAA2026${cust.comCode.slice(0, 6)}${rng.digits(6)}` : null,
      createdAt: timeOf(-rng.int(0, 60), rng.int(480, 1200)),
    });
  }

  // The demo's group-chat customer (WeCom user wm_ext_chen, shown as 陈先生) is one of 张伟's
  // Guangdong customers with a quotation (not one of the first three, which examples use).
  const quoted = new Set(db.quotations.map((q) => q.custId));
  const groupChatCustomer = db.customers.find((c, i) => i >= 3 && c.comId === '44000000' && c.bindUserCode === '44010001' && quoted.has(c.custId));
  if (groupChatCustomer) {
    groupChatCustomer.externalUserId = 'wm_ext_chen';
    // Their quotation is finished, so they can turn it into a proposal (/robot/trans-proposal).
    for (const q of db.quotations) if (q.custId === groupChatCustomer.custId && q.status === '0') Object.assign(q, { status: '1', statusName: QUOTATION_STATUS['1'] });
  }

  // Tasks per staff user: vehicle renewal to-do/done (2/3) and non-vehicle to-do/done (6/7).
  const staff = PROVINCES.flatMap((p) => p.staff.map((userCode) => ({ userCode, comId: p.comId })));
  const follows: FollowStatus[] = ['0', '0', 'mu001', 'mu002', 'mu003'];
  for (const s of staff) {
    const mine = db.customers.filter((c) => c.comId === s.comId && (c.bindUserCode === s.userCode || c.bindUserCode === null));
    for (let k = 0; k < 24; k++) {
      const cust = mine[k % mine.length] as DemoCustomer;
      const ps = policiesByCust.get(cust.custId) ?? [];
      const vehiclePolicy = ps.find((p) => p.riskCode === 'DAA');
      const nonVehiclePolicy = ps.find((p) => p.kind === 'nonVehicle');
      let taskType: TaskType = k === 0 ? '2' : rng.pick(['2', '2', '3', '6', '7'] as const);
      if ((taskType === '6' || taskType === '7') && !nonVehiclePolicy) taskType = taskType === '6' ? '2' : '3';
      if ((taskType === '2' || taskType === '3') && !vehiclePolicy && nonVehiclePolicy) taskType = taskType === '2' ? '6' : '7';
      const policy = taskType === '6' || taskType === '7' ? nonVehiclePolicy : vehiclePolicy;
      const done = taskType === '3' || taskType === '7';
      const followStatus: FollowStatus = k === 0 ? '0' : done ? rng.pick(['mu002', 'mu003'] as const) : rng.pick(follows);
      const pushSource: PushSource = k === 0 || rng.chance(0.75) ? 'todoTask' : 'kafkaPayment';
      const n = db.tasks.length + 1;
      db.tasks.push({
        taskId: `TK${s.userCode}${pad(k + 1, 4)}`,
        taskType,
        custId: cust.custId,
        userCode: s.userCode,
        followStatus,
        pushSource,
        title: policy
          ? `${cust.name}的${policy.riskName}${pushSource === 'kafkaPayment' ? '缴费通知' : '续保跟进'}`
          : `${cust.name}的客户回访`,
        dueDate: dayOf(rng.int(-10, 45)),
        piid: `PI${2026}${pad(n, 8)}`,
        identifyNumber: cust.idNumber,
        policyNo: policy?.policyNo ?? null,
        licenseNo: policy?.licenseNo ?? null,
        createdAt: timeOf(-rng.int(1, 60), rng.int(480, 1200)),
      });
      if (followStatus !== '0') {
        const taskId = `TK${s.userCode}${pad(k + 1, 4)}`;
        const nextFollowTime = followStatus === 'mu001' ? timeOf(rng.int(1, 14), 600) : null;
        const daysAgo = rng.int(0, 20);
        const minute = rng.int(480, 1200);
        // Every other followed task had an earlier call that did not get through (no rng: the
        // rest of the seeded data stays as it was).
        if (k % 2 === 1) {
          db.followUps.push({
            followId: `F${pad(db.followUps.length + 1, 6)}`,
            taskId,
            custId: cust.custId,
            userCode: s.userCode,
            followStatus: 'mu001',
            reasonCode: 'F02',
            remark: '电话无人接听，已发短信告知续保事宜',
            nextFollowTime: timeOf(-daysAgo, 600),
            createdAt: timeOf(-daysAgo - 3, minute),
          });
        }
        const [reasonCode, remark] = SEEDED_FOLLOW_UPS[followStatus][k % SEEDED_FOLLOW_UPS[followStatus].length]!;
        db.followUps.push({
          followId: `F${pad(db.followUps.length + 1, 6)}`,
          taskId,
          custId: cust.custId,
          userCode: s.userCode,
          followStatus,
          reasonCode,
          remark,
          nextFollowTime,
          createdAt: timeOf(-daysAgo, minute),
        });
      }
    }
  }

  // A few seeded reservations and official-account visits.
  for (let i = 0; i < 6; i++) {
    const t = db.tasks[i * 7] as DemoTask;
    db.reservations.push({
      reservationId: `RS${pad(i + 1, 6)}`,
      custId: t.custId,
      userCode: t.userCode,
      taskId: t.taskId,
      reserveTime: timeOf(rng.int(1, 20), rng.int(540, 1080)),
      content: rng.pick(['预约到店续保', '预约上门讲解保障方案', '预约电话回访', '预约验车']),
      status: '0',
      createdAt: timeOf(-rng.int(1, 10), rng.int(480, 1200)),
    });
  }
  // A contact the first staff member missed yesterday: reminders read as past as well as upcoming.
  const missed = db.tasks.find((t) => t.taskId === 'TK440100010007');
  if (missed) {
    db.reservations.push({
      reservationId: `RS${pad(db.reservations.length + 1, 6)}`,
      custId: missed.custId,
      userCode: missed.userCode,
      taskId: missed.taskId,
      reserveTime: timeOf(-1, 15 * 60 + 30),
      content: '回电确认续保方案',
      status: '0',
      createdAt: timeOf(-4, 10 * 60),
    });
  }
  const firstClaim = db.claims[0] as DemoClaim;
  db.claimGroups.push({
    groupId: 'CG000001',
    registNo: firstClaim.registNo,
    groupName: `${firstClaim.licenseNo ?? ''}理赔服务群`,
    userCode: '44010001',
    members: ['44010001', '44010002'],
    createdAt: timeOf(-3, 600),
  });
  for (const [i, cust] of db.customers.entries()) {
    if (cust.wxBindStatus !== '1') continue;
    const n = i === 0 ? 3 : rng.int(0, 3);
    for (let k = 0; k < n; k++) {
      db.visits.push({ unionId: cust.unionId, pageName: rng.pick(VISIT_PAGES), visitTime: timeOf(-rng.int(0, 90), rng.int(420, 1380)), durationS: rng.int(5, 600) });
    }
  }
  return db;
}
