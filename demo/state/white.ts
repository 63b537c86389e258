import { createHmac } from 'node:crypto';
import { asOfReference, type DemoDb } from '../data/seed';
import type { DemoState } from '../types';

// The white-list section's state (handlers/white.ts, spec 001 §7.10): group-chat filings
// ("relations"), quote tasks started from them and the public pages' article visits. Seed times
// are authored against REFERENCE_DATE.

const STATIC = 'https://static.demo-insurer.cn';
export type JointChannel = 'EBS' | 'LCO';

export interface RelationRecord {
  relationId: string;
  chatId: string;
  custName: string;
  idNumber?: string;
  licenseNo?: string;
  frameNo?: string;
  mobile?: string;
  status: '0' | '1' | '2';
  source: 'manual' | 'ocr';
  createTime: string;
  updateTime?: string;
  quoteNo?: string;
  ocr?: { imageUrl: string; engineNo: string; vehicleModel: string; confidence: number };
  jointChannel?: JointChannel;
  jointSalesCode?: string;
  jointSalesName?: string;
}

/**
 * The n-th filing's id: unguessable (the public filing pages take it, with no login), so that no
 * one edits or reads another customer's filing by counting. Keyed by the demo's secret, so the
 * seeded ids stay the same between runs (tests and examples use them).
 */
export const relationIdOf = (n: number) => `R${createHmac('sha256', 'demo-upstream-relation-key').update(String(n)).digest('hex').slice(0, 32)}`;

function seedRelations(db: DemoDb): Map<string, RelationRecord> {
    const seeded: RelationRecord[] = [
      { relationId: relationIdOf(1), chatId: 'wrChatDemo0001', custName: '王建国', idNumber: '440106198503150011', licenseNo: '粤A12345', frameNo: 'LSVAU033512345678',
        mobile: '13826451279', status: '0', source: 'ocr', createTime: asOfReference(db, '2026-10-28 14:12:05'),
        ocr: { imageUrl: `${STATIC}/robot/ocr/R20250001.jpg`, engineNo: 'E7K120934', vehicleModel: '大众FV7152FBDBG轿车', confidence: 0.93 } },
      { relationId: relationIdOf(2), chatId: 'wrChatDemo0001', custName: '李秀英', licenseNo: '粤A8B2C6', mobile: '13927483156', status: '2', source: 'manual',
        createTime: asOfReference(db, '2026-10-29 09:40:31'), updateTime: asOfReference(db, '2026-10-29 10:02:11'),
        quoteNo: `Q${asOfReference(db, '2026-10-29').replaceAll('-', '')}0001` },
    ];
    return new Map(seeded.map((r) => [r.relationId, r]));
}

interface AccessRecord {
  accessId: string;
  newsId: string;
  userCode: string | undefined;
  unionId: string | undefined;
  openId: string | undefined;
  accessType: string;
  accessTime: string;
  timesLong: number;
}

/** Visits of shared articles and posters, for the staff member's access history (content). */
export const publicVisitsOf = (state: DemoState): AccessRecord[] => [...state.white.accessHistory.values()];

function seedAccessHistory(db: DemoDb): Map<string, AccessRecord> {
    const seeded: AccessRecord = {
      accessId: 'AH20250001',
      newsId: 'N20250001',
      userCode: '44010001',
      unionId: 'oUnion_wangjg_001',
      openId: undefined,
      accessType: '1',
      accessTime: asOfReference(db, '2026-10-30 20:15:42'),
      timesLong: 0,
    };
    return new Map([[seeded.accessId, seeded]]);
}

export interface WhiteTables {
  /** Group-chat filings by relationId. */
  relations: Map<string, RelationRecord>;
  quoteSeq: number;
  quoteTasks: Array<{ quoteTaskId: string; chatId: string; relationIds: string[]; createdAt: string }>;
  /** Article visits and their durations, by accessId. */
  accessHistory: Map<string, AccessRecord>;
}

export const seed = (db: DemoDb): WhiteTables => ({ relations: seedRelations(db), quoteSeq: 0, quoteTasks: [], accessHistory: seedAccessHistory(db) });
