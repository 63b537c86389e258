import { ASSISTANT_FUNCTION_CODE } from '../../shared/domain';
import type { DemoState } from '../types';

// The assistant section's state (handlers/assistant.ts). Quotation items and status are changed in
// state.db.quotations itself, so every reader sees them.

export interface Feedback {
  feedbackId: string;
  targetId: string;
  useful: '0' | '1';
  userCode: string;
  remark: string | null;
  createdAt: string;
}
export interface IntellRecord {
  recordId: string;
  sessionId: string;
  question: string;
  answer: string | null;
  aiModel: string;
  custId: string | null;
  userCode: string;
  createdAt: string;
}
export interface UsageRecord {
  recordId: string;
  functionCode: string;
  summaryType: string | null;
  custId: string | null;
  content: string | null;
  userCode: string;
  createdAt: string;
}
export interface QuotationNote {
  remark: string | null;
  updateTime: string | null;
}

export interface AssistantTables {
  /** The assistant switch by `${userCode}:${functionCode}` (absent: off). */
  switches: Map<string, boolean>;
  /** isUseful feedback on scripts and Q&A records. */
  feedback: Feedback[];
  intellRecords: IntellRecord[];
  usageRecords: UsageRecord[];
  /** Remark and update time set through setQuotationByID, by quotationNo. */
  quotationNotes: Map<string, QuotationNote>;
  /** The caller's choice and order of assistant items, by userCode. */
  navigation: Map<string, string[]>;
  /** Views since the seed, by knowledgeId. */
  knowledgeViews: Map<string, number>;
  seq: Map<string, number>;
}

/** 李娜 is on the function white list when the demo starts. */
export const seed = (): AssistantTables => ({
  switches: new Map([[`44010002:${ASSISTANT_FUNCTION_CODE}`, true]]),
  feedback: [],
  intellRecords: [],
  usageRecords: [],
  quotationNotes: new Map(),
  navigation: new Map(),
  knowledgeViews: new Map(),
  seq: new Map(),
});

/** The next id with a prefix: FB000001, IR000001 … */
export function nextId(state: DemoState, prefix: string): string {
  const n = (state.assistant.seq.get(prefix) ?? 0) + 1;
  state.assistant.seq.set(prefix, n);
  return `${prefix}${String(n).padStart(6, '0')}`;
}
