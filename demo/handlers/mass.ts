import { GROUP_MSG_FILTER_TYPE, GROUP_MSG_TYPE, chinaTime, has, labelOf, sha1, type GroupMsgType } from '../../shared/domain';
import { decryptId, encryptId } from '../crypto';
import { customerById, policiesOf, taskById, vehiclesOf } from '../data/queries';
import { asOfReference, type DemoCustomer, type DemoDb, type DemoPolicy } from '../data/seed';
import { userByCode } from '../data/users';
import {
  SEND_TYPE,
  addDraft,
  blacklistConfig,
  blockReason,
  boundCustomers,
  createTask,
  draftOf,
  firstPlateOf,
  groupMsgView,
  historyOf,
  historyView,
  notADraft,
  recordClientSend,
  renderFor,
  sendCustView,
  settle,
  unsentOf,
  type ActivitySend,
  type BlackListConfig,
  type Media,
  type MassTables,
} from '../state/mass';
import { renewalBatch, renewalBatchesOf } from '../state/renewal';
import { fail, field, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';

// Spec 001 §7.5: mass (group) messages, renewal reminders, message blacklists and marketing
// activities. Newer envelope. Thin handlers: fields → a state operation of demo/state/mass.ts
// (typed tables in state.mass) → the answer. A mass send is a WeCom task the staff member
// confirms in WeCom; its results arrive on the demo's clock (see demo/state/mass.ts).

// Care messages (demo/handlers/care.ts) fill their templates the same way.
export { renderFor };

const DAY_MS = 86_400_000;
const daysFrom = (fromYmd: string, ymd: string) => Math.round((Date.parse(ymd) - Date.parse(fromYmd)) / DAY_MS);
const nowOf = (state: DemoState) => chinaTime(state.now());

/** The mass tables with every result that has arrived by now (the demo's clock) applied. */
function massOf(state: DemoState): MassTables {
  settle(state.mass, state.now().getTime());
  return state.mass;
}

const userCodeOf = (ctx: DemoContext) => ctx.user?.userCode ?? '';
const comCodeOf = (ctx: DemoContext) => field(ctx, 'comCode') ?? ctx.user?.comCode ?? '';
const creatorNameOf = (ctx: DemoContext) => userByCode(userCodeOf(ctx))?.name ?? userCodeOf(ctx);

/** A list of ids from a JSON array or a comma-separated string. */
function idList(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value) ? value.map((v) => String(v)) : String(value).split(',');
  return [...new Set(list.map((v) => v.trim()).filter(Boolean))];
}

const newestFirst = <T extends { createdAt: string }>(list: readonly T[]) =>
  list.map((x, i) => ({ x, i })).sort((a, b) => b.x.createdAt.localeCompare(a.x.createdAt) || b.i - a.i).map(({ x }) => x);

function mediaListOf(value: unknown): Media[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
    .map((m) => ({
      type: String(m['type'] ?? 'image'),
      ...(m['mediaId'] ? { mediaId: String(m['mediaId']) } : {}),
      ...(m['url'] ? { url: String(m['url']) } : {}),
      ...(m['title'] ? { title: String(m['title']) } : {}),
    }));
}

const policyEndsWithin = (db: DemoDb, custId: string, from: number, to: number, kind?: DemoPolicy['kind']) =>
  policiesOf(db, custId).some((p) => (!kind || p.kind === kind) && daysFrom(db.referenceDate, p.endDate) >= from && daysFrom(db.referenceDate, p.endDate) <= to);

// ── Marketing activities ────────────────────────────────────────────────────

interface Activity {
  batchNo: string;
  activityName: string;
  msgType: GroupMsgType;
  content: string;
  posterUrl: string;
  startDate: string;
  endDate: string;
  targets: (db: DemoDb, cust: DemoCustomer) => boolean;
}

const hasVehicle = (db: DemoDb, cust: DemoCustomer) => vehiclesOf(db, cust.custId).length > 0;

const ACTIVITIES: readonly Activity[] = [
  {
    batchNo: 'MA2026110001',
    activityName: '车险续保双十一礼遇',
    msgType: '2',
    content: '{客户称谓}您好，双十一期间续保车险{车牌号}，可享免费道路救援升级及洗车券 4 张，名额有限，详询{业务员姓名}。',
    posterUrl: 'https://static.demo-insurer.cn/mc/poster/MA2026110001.png',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    targets: (db, c) => policyEndsWithin(db, c.custId, 0, 90, 'vehicle'),
  },
  {
    batchNo: 'MA2026110002',
    activityName: '冬季安全用车关怀',
    msgType: '1',
    content: '{客户称谓}您好，冬季免费车辆安全检测开始预约啦，检测项目含电瓶、轮胎、防冻液，预约请联系{业务员姓名}。',
    posterUrl: 'https://static.demo-insurer.cn/mc/poster/MA2026110002.png',
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    targets: hasVehicle,
  },
  {
    batchNo: 'MA2026110003',
    activityName: '家财险焕新推广',
    msgType: '3',
    content: '{客户称谓}您好，家庭财产保险年缴低至 99 元，保障火灾、水管爆裂及盗抢损失，点击链接即可投保。',
    posterUrl: 'https://static.demo-insurer.cn/mc/poster/MA2026110003.png',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    targets: (db, c) => !policiesOf(db, c.custId).some((p) => p.kind === 'nonVehicle'),
  },
  {
    batchNo: 'MA2026100001',
    activityName: '国庆自驾出行关怀',
    msgType: '5',
    content: '{客户称谓}您好，国庆自驾出行请注意休息、谨慎驾驶，如遇事故请拨打 95518。',
    posterUrl: 'https://static.demo-insurer.cn/mc/poster/MA2026100001.png',
    startDate: '2026-09-25',
    endDate: '2026-10-08',
    targets: hasVehicle,
  },
];

const activitySends = (state: DemoState) => state.mass.activitySends;

/** The activities with their dates as of the demo's reference date (the list above is written against 2026-11-01): list and detail alike. */
const activitiesOf = (db: DemoDb): Activity[] => ACTIVITIES.map((a) => ({ ...a, startDate: asOfReference(db, a.startDate), endDate: asOfReference(db, a.endDate) }));

const activityOf = (db: DemoDb, batchNo: string | undefined): Activity | undefined => activitiesOf(db).find((x) => x.batchNo === batchNo);

const activityTargets = (ctx: DemoContext, a: Activity) => boundCustomers(ctx.state.db, userCodeOf(ctx)).filter((c) => a.targets(ctx.state.db, c));

function sendActivity(ctx: DemoContext, sendType: string) {
  const batchNo = field(ctx, 'batchNo');
  const activity = activityOf(ctx.state.db, batchNo);
  if (!activity) return fail('营销活动不存在');
  if (activity.endDate < ctx.state.db.referenceDate) return fail('活动已结束，不能发送');
  if (!has(SEND_TYPE, sendType)) return fail('发送方式不正确');
  const custId = field(ctx, 'custId');
  const cust = activityTargets(ctx, activity).find((c) => c.custId === custId);
  if (!cust) return fail('该客户不在本活动的目标客户中');
  const blocked = blockReason(ctx.state.mass, ctx.state.db, ctx.user?.comCode ?? '', cust.custId, activity.msgType);
  if (blocked) return fail(`${blocked}，不能发送营销消息`);
  const sent: ActivitySend = { sendType, sentTime: nowOf(ctx.state), userCode: userCodeOf(ctx) };
  activitySends(ctx.state).set(`${activity.batchNo}|${cust.custId}`, sent);
  return ok({
    batchNo: activity.batchNo,
    custId: cust.custId,
    sent: true,
    sendType,
    sentTime: sent.sentTime,
    content: renderFor(ctx.state.db, cust, activity.content, userCodeOf(ctx)),
    link: shareLink(ctx, activity.batchNo, cust.custId),
  });
}

const shareLink = (ctx: DemoContext, batchNo: string, custId: string | undefined) =>
  `https://wecom.demo-insurer.cn/mc/activity/${batchNo}/insure?manager=${userCodeOf(ctx)}${custId ? `&code=${encryptId('custId', custId)}` : ''}`;

// ── Handlers ────────────────────────────────────────────────────────────────

export const handlers: DemoHandlers = {
  'saveGroupMsg': (ctx) => {
    const s = massOf(ctx.state);
    const msgType = field(ctx, 'msgType');
    const content = field(ctx, 'content');
    const custIds = idList(ctx.body['custIds']);
    const filterType = field(ctx, 'filterType') ?? '1';
    if (!has(GROUP_MSG_TYPE, msgType)) return fail('群发消息类型不正确');
    if (!has(GROUP_MSG_FILTER_TYPE, filterType)) return fail('创建方类型不正确');
    if (!content) return fail('消息内容不能为空');
    if (content.length > 1000) return fail('消息内容不能超过 1000 字');
    if (!custIds?.length) return fail('请选择发送客户');
    const unknown = custIds.find((id) => !customerById(ctx.state.db, id));
    if (unknown) return fail(`客户不存在：${unknown}`);
    const now = nowOf(ctx.state);
    const title = field(ctx, 'title') ?? labelOf(GROUP_MSG_TYPE, msgType);
    const groupMsgId = field(ctx, 'groupMsgId');
    const mediaList = mediaListOf(ctx.body['mediaList']);
    if (groupMsgId) {
      const draft = draftOf(s, groupMsgId, userCodeOf(ctx));
      if (!draft) return fail('群发消息不存在');
      if (notADraft(draft)) return fail(`${notADraft(draft)}，不能修改`);
      Object.assign(draft, { msgType, filterType, title, content, custIds, mediaList, updatedAt: now });
      return ok(groupMsgView(draft));
    }
    const draft = addDraft(s, { msgType, filterType, title, content, mediaList, custIds, status: '0', userCode: userCodeOf(ctx), batchNo: null, createdAt: now, updatedAt: now });
    return ok(groupMsgView(draft));
  },

  /**
   * Creates the WeCom mass-send task and answers its record at once: 0 待成员确认 (or 已完成 when
   * nobody is left to send to). It goes out when the staff member confirms it in WeCom.
   */
  'sendTaskGroupMsg': (ctx) => {
    const s = massOf(ctx.state);
    const h = (ctx.body['taskGroupMsgHistory'] ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim());
    const taskId = str(h['taskId']);
    if (!taskId) return fail('缺少任务号');
    const decrypted = decryptId('taskId', str(h['encryptTaskId']));
    if (!decrypted || decrypted.plain !== taskId) return fail('任务号校验失败');
    const task = taskById(ctx.state.db, taskId);
    if (!task) return fail('任务不存在');
    // Whose task it is was decided by the permission table (demo/permission.ts); the encrypted id must
    // have been minted for this caller.
    if (decrypted.userCode && decrypted.userCode !== userCodeOf(ctx)) return fail('任务号校验失败');
    const groupMsgId = str(h['groupMsgId']);
    const draft = draftOf(s, groupMsgId, userCodeOf(ctx));
    if (groupMsgId && !draft) return fail('群发消息不存在');
    const taken = draft && notADraft(draft);
    if (taken) return fail(taken);
    const msgType = str(h['msgType']) ?? draft?.msgType ?? '0';
    if (!has(GROUP_MSG_TYPE, msgType)) return fail('群发消息类型不正确');
    const content = str(h['content']) ?? draft?.content;
    if (!content) return fail('消息内容不能为空');
    const custIds = idList(ctx.body['custIds']) ?? draft?.custIds ?? [task.custId];
    if (custIds.length === 0) return fail('请选择发送客户');
    const history = createTask(
      s,
      ctx.state.db,
      {
        userCode: userCodeOf(ctx),
        creatorName: creatorNameOf(ctx),
        comCode: ctx.user?.comCode ?? '',
        taskId,
        draft,
        msgType,
        filterType: draft?.filterType ?? '1',
        title: str(h['title']) ?? draft?.title ?? labelOf(GROUP_MSG_TYPE, msgType),
        content,
        custIds,
      },
      nowOf(ctx.state),
    );
    return ok(historyView(history));
  },

  'queryTaskGroupMsgHistory': (ctx) => {
    const taskId = field(ctx, 'taskId');
    const historyId = field(ctx, 'historyId');
    const groupMsgId = field(ctx, 'groupMsgId');
    const list = massOf(ctx.state).histories.filter(
      (h) =>
        h.userCode === userCodeOf(ctx) &&
        (!taskId || h.taskId === taskId) &&
        (!historyId || h.historyId === historyId) &&
        (!groupMsgId || h.groupMsgId === groupMsgId),
    );
    const page = paged(ctx, newestFirst(list));
    return ok({ ...page, list: page.list.map(historyView) });
  },

  'queryGroupMsgHistoryList': (ctx) => {
    const filterType = field(ctx, 'filterType');
    const msgType = field(ctx, 'msgType');
    const status = field(ctx, 'status');
    if (filterType && !has(GROUP_MSG_FILTER_TYPE, filterType)) return fail('创建方类型不正确');
    const list = massOf(ctx.state).histories.filter(
      (h) =>
        h.userCode === userCodeOf(ctx) &&
        (!filterType || h.filterType === filterType) &&
        (!msgType || h.msgType === msgType) &&
        (!status || h.status === status),
    );
    const page = paged(ctx, newestFirst(list));
    return ok({ ...page, list: page.list.map(historyView) });
  },

  'queryGroupMsgHistoryById': (ctx) => {
    const h = historyOf(massOf(ctx.state), field(ctx, 'historyId'), userCodeOf(ctx));
    return h ? ok(historyView(h)) : fail('发送记录不存在');
  },

  'queryGroupMsgSendCustListById': (ctx) => {
    const historyId = field(ctx, 'historyId') ?? '';
    const s = massOf(ctx.state);
    if (!historyOf(s, historyId, userCodeOf(ctx))) return fail('发送记录不存在');
    const sendStatus = field(ctx, 'sendStatus');
    const rows = (s.sendCusts.get(historyId) ?? []).filter((r) => !sendStatus || r.sendStatus === sendStatus);
    const page = paged(ctx, rows, 20);
    return ok({ ...page, list: page.list.map(sendCustView), historyId });
  },

  'queryUnSendNumbers': (ctx) => {
    const s = massOf(ctx.state);
    return ok({ ...unsentOf(s, userCodeOf(ctx), field(ctx, 'msgType')), mergeSendEnable: s.mergeSend.get(userCodeOf(ctx)) ?? '0' });
  },

  'saveSendHistory': (ctx) => {
    const s = massOf(ctx.state);
    const draft = draftOf(s, field(ctx, 'groupMsgId'), userCodeOf(ctx));
    if (!draft) return fail('群发消息不存在');
    if (draft.status === '1' || draft.status === '3') return fail(notADraft(draft) ?? '');
    const custIds = idList(field(ctx, 'custIds')) ?? draft.custIds;
    const outside = custIds.find((id) => !draft.custIds.includes(id));
    if (outside) return fail(`客户不在该群发消息的客户列表中：${outside}`);
    const sendStatus = field(ctx, 'sendStatus') ?? '1';
    if (sendStatus !== '1' && sendStatus !== '2') return fail('发送状态不正确');
    return ok(historyView(recordClientSend(s, ctx.state.db, draft, custIds, sendStatus, creatorNameOf(ctx), nowOf(ctx.state))));
  },

  'saveMergeSendEnable': (ctx) => {
    const value = field(ctx, 'mergeSendEnable');
    if (value !== '0' && value !== '1') return fail('合并发送开关取值应为 0 或 1');
    ctx.state.mass.mergeSend.set(userCodeOf(ctx), value);
    return ok({ userCode: userCodeOf(ctx), mergeSendEnable: value, updatedAt: nowOf(ctx.state) });
  },

  queryRenewalReminderBatchList: (ctx) => ok(paged(ctx, renewalBatchesOf(ctx))),

  'findRenewalReminderCustListByBatchNo': (ctx) => {
    const found = renewalBatch(ctx, field(ctx, 'batchNo'));
    if (!found) return fail('续保提醒批次不存在');
    return ok({ ...paged(ctx, found.rows, 20), batch: found.batch });
  },

  'createRenewalReminderMsg': (ctx) => {
    const batchNo = field(ctx, 'batchNo');
    const found = renewalBatch(ctx, batchNo);
    if (!batchNo || !found) return fail('续保提醒批次不存在');
    const inBatch = [...new Set(found.rows.map((r) => r.custId))];
    if (inBatch.length === 0) return fail('该批次没有需要提醒的客户');
    const custIds = idList(ctx.body['custIds']) ?? inBatch;
    const outside = custIds.find((id) => !inBatch.includes(id));
    if (outside) return fail(`客户不在该续保批次中：${outside}`);
    const content =
      field(ctx, 'content') ?? '{客户称谓}您好，您的{车牌号}保单将于{到期日}到期，为避免脱保影响出行，请及时续保。如需报价请联系{业务员姓名}。';
    const s = massOf(ctx.state);
    const now = nowOf(ctx.state);
    const existing = s.groupMsgs.find((m) => m.groupMsgId === found.batch.groupMsgId && m.status === '0');
    if (existing) {
      Object.assign(existing, { custIds, content, updatedAt: now });
      return ok(groupMsgView(existing));
    }
    const draft = addDraft(s, {
      msgType: '6',
      filterType: '2',
      title: `续保提醒：${found.batch.batchName}`,
      content,
      mediaList: [],
      custIds,
      status: '0',
      userCode: userCodeOf(ctx),
      batchNo,
      createdAt: now,
      updatedAt: now,
    });
    s.renewalMsgs.set(batchNo, draft.groupMsgId);
    return ok(groupMsgView(draft));
  },

  'updateMsgBlackList': (ctx) => {
    const cust = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!cust) return fail('客户不存在');
    const operateType = field(ctx, 'operateType');
    if (operateType !== '0' && operateType !== '1') return fail('操作类型不正确（1 加入，0 移出）');
    const map = ctx.state.mass.blacklist;
    const now = nowOf(ctx.state);
    if (operateType === '1') {
      map.set(cust.custId, { custId: cust.custId, custName: cust.name, reason: field(ctx, 'reason') ?? null, operatorCode: userCodeOf(ctx), createdAt: now });
    } else {
      map.delete(cust.custId);
    }
    const entry = map.get(cust.custId);
    return ok({ custId: cust.custId, custName: cust.name, inBlackList: Boolean(entry), reason: entry?.reason ?? null, updatedAt: now });
  },

  'getInMsgBlackList': (ctx) => {
    const custId = field(ctx, 'custId');
    const custName = field(ctx, 'custName');
    const comId = ctx.user?.comId;
    const list = [...ctx.state.mass.blacklist.values()]
      .filter((e) => customerById(ctx.state.db, e.custId)?.comId === comId)
      .filter((e) => (!custId || e.custId === custId) && (!custName || e.custName.includes(custName)));
    const page = paged(ctx, newestFirst(list));
    // Who put them on, by name as well as code (a screen shows staff by name).
    return ok({ ...page, list: page.list.map((e) => ({ ...e, operatorName: userByCode(e.operatorCode)?.name ?? null })), ...(custId ? { inBlackList: list.length > 0 } : {}) });
  },

  'querySendMsgBlackListConfig': (ctx) => {
    const config = blacklistConfig(ctx.state.mass, comCodeOf(ctx));
    return ok({ ...config, msgTypes: [...config.msgTypes] });
  },

  'addOrUpdateSendMsgBlackListConfig': (ctx) => {
    const comCode = comCodeOf(ctx);
    const current = blacklistConfig(ctx.state.mass, comCode);
    const enable = field(ctx, 'enable');
    if (enable !== '0' && enable !== '1') return fail('启用标志取值应为 0 或 1');
    const msgTypes = idList(ctx.body['msgTypes'] ?? ctx.query['msgTypes']) ?? current.msgTypes;
    const wrong = msgTypes.find((t) => !has(GROUP_MSG_TYPE, t));
    if (wrong) return fail(`群发消息类型不正确：${wrong}`);
    const autoBlockComplaint = field(ctx, 'autoBlockComplaint') ?? current.autoBlockComplaint;
    if (autoBlockComplaint !== '0' && autoBlockComplaint !== '1') return fail('投诉客户拦截标志取值应为 0 或 1');
    const config: BlackListConfig = {
      comCode,
      enable,
      msgTypes: msgTypes as GroupMsgType[],
      autoBlockComplaint,
      remark: field(ctx, 'remark') ?? current.remark,
      updatedBy: userCodeOf(ctx),
      updatedAt: nowOf(ctx.state),
    };
    ctx.state.mass.blacklistConfigs.set(comCode, config);
    return ok({ ...config, msgTypes: [...config.msgTypes] });
  },

  'mc/wechat/custCareMarketing/queryMarketingActivityList': (ctx) => {
    const status = field(ctx, 'status');
    const sends = activitySends(ctx.state);
    const list = activitiesOf(ctx.state.db).map((a) => {
      const targets = activityTargets(ctx, a);
      const { targets: _targets, content: _content, posterUrl: _posterUrl, ...rest } = a;
      return {
        ...rest,
        msgTypeName: labelOf(GROUP_MSG_TYPE, a.msgType),
        status: a.endDate < ctx.state.db.referenceDate ? '2' : '1',
        custCount: targets.length,
        sentCount: targets.filter((c) => sends.has(`${a.batchNo}|${c.custId}`)).length,
      };
    })
      .filter((a) => !status || a.status === status)
      .sort((x, y) => x.endDate.localeCompare(y.endDate));
    return ok({ list });
  },

  'mc/wechat/custCareMarketing/getMarketingActivityDetail': (ctx) => {
    const activity = activityOf(ctx.state.db, field(ctx, 'batchNo'));
    if (!activity) return fail('营销活动不存在');
    const sends = activitySends(ctx.state);
    const custList = activityTargets(ctx, activity).map((c) => {
      const sent = sends.get(`${activity.batchNo}|${c.custId}`);
      return { custId: c.custId, custName: c.name, licenseNo: firstPlateOf(ctx.state.db, c.custId), sent: Boolean(sent), sendType: sent?.sendType ?? null, sentTime: sent?.sentTime ?? null };
    });
    const { targets: _targets, ...rest } = activity;
    return ok({
      ...rest,
      msgTypeName: labelOf(GROUP_MSG_TYPE, activity.msgType),
      status: activity.endDate < ctx.state.db.referenceDate ? '2' : '1',
      custCount: custList.length,
      sentCount: custList.filter((c) => c.sent).length,
      custList,
    });
  },

  'mc/wechat/custCareMarketing/getMarketingActivityShareInsureLink': (ctx) => {
    const activity = activityOf(ctx.state.db, field(ctx, 'batchNo'));
    if (!activity) return fail('营销活动不存在');
    const custId = field(ctx, 'custId');
    if (custId && !customerById(ctx.state.db, custId)) return fail('客户不存在');
    const link = shareLink(ctx, activity.batchNo, custId);
    return ok({
      batchNo: activity.batchNo,
      custId: custId ?? null,
      link,
      shortLink: `https://t.demo-insurer.cn/${sha1(link).slice(0, 8)}`,
      expireTime: `${activity.endDate} 23:59:59`,
    });
  },

  'mc/wechat/custCareMarketing/checkSentMarketingActivitySingleByBatchNo': (ctx) => {
    const activity = activityOf(ctx.state.db, field(ctx, 'batchNo'));
    if (!activity) return fail('营销活动不存在');
    const sends = activitySends(ctx.state);
    const targets = activityTargets(ctx, activity);
    const sentCount = targets.filter((c) => sends.has(`${activity.batchNo}|${c.custId}`)).length;
    const custId = field(ctx, 'custId');
    const sent = custId ? sends.get(`${activity.batchNo}|${custId}`) : undefined;
    return ok({
      batchNo: activity.batchNo,
      custId: custId ?? null,
      sent: custId ? Boolean(sent) : sentCount > 0,
      sendType: sent?.sendType ?? null,
      sentTime: sent?.sentTime ?? null,
      sentCount,
      total: targets.length,
    });
  },

  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNo': (ctx) => sendActivity(ctx, '1'),

  'mc/wechat/custCareMarketing/sendMarketingActivitySingleByBatchNoAndSendType': (ctx) => sendActivity(ctx, field(ctx, 'sendType') ?? ''),
};
