import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue/index.js';
import { policyByNo } from '../../demo/data/queries.js';
import { REFERENCE_DATE } from '../../demo/data/seed.js';
import { HANDLERS } from '../../demo/handlers/index.js';
import { warningsOf } from '../../demo/state/care.js';
import type { DemoContext, DemoState } from '../../demo/types.js';
import { createDemoState } from '../../demo/upstream.js';

// Issue 32 item 10: every seeded date is relative to the demo's reference date and consistent
// across the records that share it. Straight on the demo's state and handlers (no HTTP).

const DAY_MS = 86_400_000;
const LATER = '2026-11-26';
const SHIFT = Math.round((Date.parse(LATER) - Date.parse(REFERENCE_DATE)) / DAY_MS);
const dayOf = (t: string) => t.slice(0, 10);
const daysFrom = (from: string, t: string) => Math.round((Date.parse(dayOf(t)) - Date.parse(from)) / DAY_MS);
const shifted = (t: string) => `${new Date(Date.parse(dayOf(t)) + SHIFT * DAY_MS).toISOString().slice(0, 10)}${t.slice(10)}`;

function answer(state: DemoState, name: string, userCode: string, query: Record<string, string> = {}) {
  const entry = CATALOGUE.find((e) => e.name === name)!;
  const user = state.users.find((u) => u.userCode === userCode)!;
  const ctx: DemoContext = {
    state,
    entry,
    path: entry.path,
    user: { userCode, userId: user.userId, comId: user.comId, comCode: user.comCode, mobile: user.mobile, systemRole: user.systemRole },
    query: { pageSize: '100', ...query },
    body: {},
    headers: {},
  };
  const reply = HANDLERS[name]!(ctx);
  if (reply instanceof Promise || reply.kind !== 'new') throw new Error(`${name}: unexpected answer`);
  return reply.data as { list: Array<Record<string, string>> } & Record<string, unknown>;
}

describe('seeded dates (issue 32 item 10)', () => {
  const early = createDemoState(undefined, { referenceDate: REFERENCE_DATE });
  const late = createDemoState(undefined, { referenceDate: LATER });

  it('the disaster warnings were published before the reference date and warn of the days after it', () => {
    for (const state of [early, late]) {
      const ref = state.db.referenceDate;
      for (const w of warningsOf(state.db)) expect(daysFrom(ref, w.publishTime), w.warningId).toBe(-1);
      const typhoon = warningsOf(state.db).find((w) => w.comId === '44000000')!;
      const [month, day] = /(\d+) 月 (\d+) 日至/.exec(typhoon.content)!.slice(1).map(Number);
      const from = `${ref.slice(0, 4)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      expect(daysFrom(ref, from)).toBe(1);
    }
    expect(warningsOf(early.db).find((w) => w.comId === '44000000')!.content).toContain('11 月 2 日至 3 日');
    expect(warningsOf(late.db).find((w) => w.comId === '44000000')!.content).toContain('11 月 27 日至 28 日');
  });

  it('no unsent care message (but an open claim\'s) is due more than a week before the reference date', () => {
    for (const state of [early, late]) {
      const todo = state.care.messages.filter((m) => m.sendFlag === '0' && m.msgType !== '3');
      expect(todo.filter((m) => m.msgType === '2').length).toBeGreaterThan(0);
      for (const m of todo) expect(daysFrom(state.db.referenceDate, m.triggerDate), `${m.msgId} ${m.title}`).toBeGreaterThanOrEqual(-7);
    }
  });

  it('a renewal push names the end date of the task\'s policy', () => {
    let pushes = 0;
    for (const state of [early, late]) {
      for (const user of state.users.filter((u) => u.systemRole === 'qyUser' && u.userCode)) {
        for (const e of answer(state, 'queryEventPushList', user.userCode).list.filter((x) => x.eventId!.startsWith('EVRN-'))) {
          const task = state.db.tasks.find((t) => `EVRN-${t.taskId}` === e.eventId)!;
          const policy = policyByNo(state.db, task.policyNo ?? undefined)!;
          expect(e.content).toContain(`将于 ${policy.endDate} 到期`);
          expect(daysFrom(state.db.referenceDate, policy.endDate)).toBeGreaterThanOrEqual(-1);
          pushes++;
        }
      }
    }
    expect(pushes).toBeGreaterThan(0);
  });

  it('a marketing distribution shows the same period in its list and its detail', () => {
    for (const state of [early, late]) {
      for (const d of answer(state, 'queryMarketingDistribute', '44010001').list) {
        const detail = answer(state, 'queryMarketingDistributeDetail', '44010001', { distributeId: d.distributeId! });
        expect([detail['startDate'], detail['endDate']]).toEqual([d.startDate, d.endDate]);
      }
    }
  });

  it('a marketing activity shows the same period in its list and its detail, moved with the reference date', () => {
    const LIST = 'mc/wechat/custCareMarketing/queryMarketingActivityList';
    const DETAIL = 'mc/wechat/custCareMarketing/getMarketingActivityDetail';
    for (const state of [early, late]) {
      const activities = answer(state, LIST, '44010001').list;
      expect(activities.length).toBeGreaterThan(0);
      for (const a of activities) {
        const detail = answer(state, DETAIL, '44010001', { batchNo: a.batchNo! });
        expect([detail['startDate'], detail['endDate']], a.batchNo).toEqual([a.startDate, a.endDate]);
      }
    }
    const ends = (state: DemoState) => answer(state, LIST, '44010001').list.map((a) => a.endDate!);
    expect(ends(late)).toEqual(ends(early).map(shifted));
  });

  it('seeding at a later reference date moves the authored dates by the same number of days', () => {
    const pairs: Array<[string, string, string]> = [];
    const add = (what: string, a: readonly string[], b: readonly string[]) => {
      expect(b.length, what).toBe(a.length);
      a.forEach((t, i) => pairs.push([what, t, b[i]!]));
    };
    add('news', early.content.news.map((n) => n.publishTime), late.content.news.map((n) => n.publishTime));
    add('leads', early.content.leads.map((l) => l.createTime), late.content.leads.map((l) => l.createTime));
    add('favourites', early.content.favorites.map((f) => f.createTime), late.content.favorites.map((f) => f.createTime));
    add('group applications', early.group.applies.map((a) => a.applyTime), late.group.applies.map((a) => a.applyTime));
    add('filings', [...early.white.relations.values()].map((r) => r.createTime), [...late.white.relations.values()].map((r) => r.createTime));
    add('warnings', warningsOf(early.db).map((w) => w.publishTime), warningsOf(late.db).map((w) => w.publishTime));
    const list = (state: DemoState, name: string, key: string) => answer(state, name, '44010001').list.map((x) => String(x[key]));
    add('posters', list(early, 'queryQwPosterMain', 'createTime'), list(late, 'queryQwPosterMain', 'createTime'));
    add('scripts', list(early, 'queryPatterMain', 'updateTime'), list(late, 'queryPatterMain', 'updateTime'));
    add('distribution ends', list(early, 'queryMarketingDistribute', 'endDate'), list(late, 'queryMarketingDistribute', 'endDate'));
    expect(pairs.length).toBeGreaterThan(30);
    for (const [what, a, b] of pairs) expect(b, what).toBe(shifted(a));
  });
});
