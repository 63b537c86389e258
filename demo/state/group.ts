import { CREATE_GROUP_APPLY_STATUS, type CreateGroupApplyStatus } from '../../shared/domain/codes';
import { customerById } from '../data/queries';
import { comNameOf, ORGS } from '../data/orgs';
import { asOfReference, type DemoDb } from '../data/seed';
import { userByCode } from '../data/users';
import type { DemoState } from '../types';

// The group section's state (handlers/group.ts, spec 001 §7.7): reviewer configs (RC…), create-group
// applications (GA…; status '0' pending, '1' approved, '2' rejected; approval queues an RPA task),
// RPA group-building tasks, WeCom interconnects, "contact me" QR codes, the quote robot's OCR results
// and the per-province application switch. Seed times are authored against REFERENCE_DATE.

export const comIdOf = (comCode: string) => ORGS.find((o) => o.comCode === comCode)?.comId ?? `${comCode.slice(0, 2)}000000`;

export interface ReviewerConfig {
  id: string;
  reviewerUserCode: string;
  reviewerName: string;
  comId: string;
  comCodes: string[];
  comNames: string[];
  remark: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Person {
  userCode: string;
  name: string;
}

export interface CreateGroupApply {
  applyId: string;
  applicantUserCode: string;
  applicantName: string;
  comCode: string;
  comName: string;
  custId: string;
  custName: string;
  groupName: string;
  applyReason: string;
  status: CreateGroupApplyStatus;
  statusName: string;
  reviewers: Person[];
  serviceManagers?: Person[];
  reviewerUserCode: string | null;
  reviewerName: string | null;
  reviewReason: string | null;
  applyTime: string;
  reviewTime: string | null;
}

export const RPA_STATUS = { '0': '排队中', '1': '建群中', '2': '已完成' } as const;
export interface RpaApply {
  rpaApplyId: string;
  applyId: string;
  custId: string;
  groupName: string;
  userCode: string;
  status: keyof typeof RPA_STATUS;
  statusName: string;
  createdAt: string;
}

export const INTERCONNECT_STATUS = { '0': '待企业扫码确认', '1': '已互联', '9': '已取消' } as const;
export interface Interconnect {
  interconnectId: string;
  userCode: string;
  custId: string;
  corpName: string;
  contactName: string;
  contactMobile: string;
  status: keyof typeof INTERCONNECT_STATUS;
  statusName: string;
  applyTime: string;
  expireTime: string;
}

export interface ContactWay {
  configId: string;
  userCode: string;
  custId: string | null;
  state: string;
  cancelled: boolean;
  createdAt: string;
  expireTime: string;
}

export interface OcrResult {
  resultId: string;
  imageType: 'drivingLicense' | 'idCard';
  licenseNo: string;
  frameNo: string;
  engineNo: string;
  ownerName: string;
  brandModel: string;
  registerDate: string;
  confirmed: boolean;
  updatedBy: string | null;
  updateTime: string;
}

const SEED_TIME = '2026-10-28 09:30:00';
export const QR_VALIDITY_MS = 7 * 24 * 3600 * 1000;

export const nameOf = (userCode: string) => userByCode(userCode)?.name ?? userCode;

/** The next id with a prefix after the seeded ones: RC0006, GA0004 … */
export function nextId(state: DemoState, prefix: string, seeded: number): string {
  const n = (state.group.seq.get(prefix) ?? seeded) + 1;
  state.group.seq.set(prefix, n);
  return `${prefix}${String(n).padStart(4, '0')}`;
}

function reviewerConfig(db: DemoDb, id: string, userCode: string, comCodes: string[], remark: string): ReviewerConfig {
  return {
    id,
    reviewerUserCode: userCode,
    reviewerName: nameOf(userCode),
    comId: comIdOf(comCodes[0] ?? ''),
    comCodes,
    comNames: comCodes.map(comNameOf),
    remark,
    createdBy: 'admin',
    createdAt: asOfReference(db, SEED_TIME),
    updatedAt: asOfReference(db, SEED_TIME),
  };
}

const seedReviewers = (db: DemoDb): ReviewerConfig[] => [
    reviewerConfig(db, 'RC0001', '44010002', ['44010000', '44030000'], '广州、深圳建群审核'),
    reviewerConfig(db, 'RC0002', '44010001', ['44010000', '44060000'], '广州、佛山建群审核'),
    reviewerConfig(db, 'RC0003', '11010003', ['11010000', '11020000'], '北京建群审核'),
    reviewerConfig(db, 'RC0004', '51010004', ['51010000', '51070000'], '四川建群审核'),
    reviewerConfig(db, 'RC0005', '44010002', ['44060000'], '佛山建群审核（临时）'),
  ];

export const person = (userCode: string): Person => ({ userCode, name: nameOf(userCode) });

function seedApplies(db: DemoDb): CreateGroupApply[] {
    const base = (applicant: string, custId: string) => {
      const user = userByCode(applicant);
      const comCode = user?.comCode ?? '44010000';
      return {
        applicantUserCode: applicant,
        applicantName: nameOf(applicant),
        comCode,
        comName: comNameOf(comCode),
        custId,
        custName: customerById(db, custId)?.name ?? '客户',
      };
    };
    return [
      { applyId: 'GA0001', ...base('44010002', 'C4400000004'), groupName: '罗梓涵家庭保障服务群', applyReason: '客户家庭多车投保，建群统一服务', status: '0',
        statusName: CREATE_GROUP_APPLY_STATUS['0'], reviewers: [person('44010001')], reviewerUserCode: null, reviewerName: null, reviewReason: null,
        applyTime: asOfReference(db, '2026-10-30 14:05:00'), reviewTime: null },
      { applyId: 'GA0002', ...base('44010001', 'C4400000003'), groupName: '胡斌车险理赔服务群', applyReason: '客户理赔进度咨询频繁，建群同步理赔进展', status: '1',
        statusName: CREATE_GROUP_APPLY_STATUS['1'], reviewers: [person('44010002')], reviewerUserCode: '44010002', reviewerName: nameOf('44010002'),
        reviewReason: '同意建群', applyTime: asOfReference(db, '2026-10-20 10:12:00'), reviewTime: asOfReference(db, '2026-10-20 16:40:00') },
      { applyId: 'GA0003', ...base('44010001', 'C4400000003'), groupName: '胡斌咨询群', applyReason: '客户咨询', status: '2', statusName: CREATE_GROUP_APPLY_STATUS['2'],
        reviewers: [person('44010002')], reviewerUserCode: '44010002', reviewerName: nameOf('44010002'), reviewReason: '群名称不规范，请按“客户姓名+服务内容+群”命名后重新提交',
        applyTime: asOfReference(db, '2026-10-15 09:00:00'), reviewTime: asOfReference(db, '2026-10-15 11:20:00') },
    ];
}

const seedRpa = (db: DemoDb): RpaApply[] => [
    { rpaApplyId: 'RPA0001', applyId: 'GA0002', custId: 'C4400000003', groupName: '胡斌车险理赔服务群', userCode: '44010001', status: '0', statusName: RPA_STATUS['0'],
      createdAt: asOfReference(db, '2026-10-20 16:40:05') },
  ];

const seedInterconnects = (db: DemoDb): Interconnect[] => [
    { interconnectId: 'IC0001', userCode: '44010001', custId: 'C4400000001', corpName: '广州市天河区顺达物流有限公司', contactName: '刘芳', contactMobile: '13912345678', status: '0',
      statusName: INTERCONNECT_STATUS['0'], applyTime: asOfReference(db, SEED_TIME), expireTime: '2099-12-31 23:59:59' },
  ];

const seedContactWays = (db: DemoDb): ContactWay[] => [
    { configId: 'CW0001', userCode: '44010001', custId: 'C4400000001', state: 'cg_C4400000001', cancelled: false, createdAt: asOfReference(db, SEED_TIME),
      expireTime: '2099-12-31 23:59:59' },
  ];

const seedOcr = (db: DemoDb): OcrResult[] => [
    { resultId: 'OCR0001', imageType: 'drivingLicense', licenseNo: '粤A23O49', frameNo: 'LSVWZ5UN6HU667448', engineNo: 'DMB482913', ownerName: '刘方',
      brandModel: '大众牌SVW7155NSD', registerDate: '2019-06-18', confirmed: false, updatedBy: null, updateTime: asOfReference(db, SEED_TIME) },
  ];

export interface GroupTables {
  reviewers: ReviewerConfig[];
  applies: CreateGroupApply[];
  rpa: RpaApply[];
  interconnects: Interconnect[];
  contactWays: ContactWay[];
  ocr: OcrResult[];
  /** The create-group application switch by comId (absent: open except in Beijing). */
  applyOpen: Map<string, boolean>;
  seq: Map<string, number>;
}

export const seed = (db: DemoDb): GroupTables => ({
  reviewers: seedReviewers(db),
  applies: seedApplies(db),
  rpa: seedRpa(db),
  interconnects: seedInterconnects(db),
  contactWays: seedContactWays(db),
  ocr: seedOcr(db),
  applyOpen: new Map(),
  seq: new Map(),
});

/** A reviewer configuration by id (demo/permission.ts reads its organisation). */
export const reviewerConfigById = (state: DemoState, id: string) => state.group.reviewers.find((r) => r.id === id);

/** The create-group application switch of a province: open in Guangdong and Sichuan by default. */
export const applyOpen = (state: DemoState, comId: string): boolean => (state.group.applyOpen.get(comId) ?? comId !== '11000000');
