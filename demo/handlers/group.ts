import { createHash, randomBytes } from 'node:crypto';
import { chinaTime, maskPhone, validateMobile } from '../../shared/domain';
import { CREATE_GROUP_APPLY_STATUS } from '../../shared/domain/codes';
import { customerById } from '../data/queries';
import { DEMO_USERS, userByCode } from '../data/users';
import { comNameOf, ORGS } from '../data/orgs';
import { callerCode, fail, field, nowText, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { applyOpen, INTERCONNECT_STATUS, nameOf, nextId, person, QR_VALIDITY_MS, RPA_STATUS, type CreateGroupApply, type Interconnect, type ReviewerConfig } from '../state/group';

// Spec 001 §7.7: one-click group creation. State: demo/state/group.ts.

const callerComId = (ctx: DemoContext) => ctx.user?.comId ?? '';

/** The configs whose reviewer reviews applications of this branch. */
const configsFor = (state: DemoState, comCode: string) => state.group.reviewers.filter((c) => c.comCodes.includes(comCode));
const mayReview = (state: DemoState, userCode: string, a: CreateGroupApply) =>
  a.applicantUserCode !== userCode && configsFor(state, a.comCode).some((c) => c.reviewerUserCode === userCode);

function matches(c: ReviewerConfig, ctx: DemoContext): boolean {
  const keyword = field(ctx, 'keyword');
  const code = field(ctx, 'reviewerUserCode');
  const name = field(ctx, 'reviewerName');
  const comCode = field(ctx, 'comCode');
  if (keyword && !c.reviewerUserCode.includes(keyword) && !c.reviewerName.includes(keyword)) return false;
  if (code && c.reviewerUserCode !== code) return false;
  if (name && !c.reviewerName.includes(name)) return false;
  if (comCode && !c.comCodes.includes(comCode)) return false;
  return true;
}

function comCodesOf(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
}

// ── QR codes ────────────────────────────────────────────────────────────────
/**
 * A QR-code-looking SVG as a data: URL: the three finder patterns plus modules drawn from a hash
 * of the content. It shows in an <img> like the real code; the demo does not encode a scannable one.
 */
export function qrDataUrl(content: string): string {
  const n = 25;
  const bits = createHash('sha256').update(content).digest();
  const finder = (x: number, y: number) => {
    const dx = x < 7 ? x : x >= n - 7 ? x - (n - 7) : -1;
    const dy = y < 7 ? y : y >= n - 7 ? y - (n - 7) : -1;
    if (dx < 0 || dy < 0 || (x >= n - 7 && y >= n - 7)) return undefined;
    const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
    return ring !== 2;
  };
  const rects: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const f = finder(x, y);
      const i = y * n + x;
      const on = f ?? (((bits[i % bits.length] ?? 0) >> (i % 8)) & 1) === 1;
      if (on) rects.push(`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n + 4} ${n + 4}" width="232" height="232" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

// ── OCR of business licences ────────────────────────────────────────────────
const COMPANIES = [
  { companyName: '广州市天河区顺达物流有限公司', creditCode: '91440106MA5CXK2L7Q' }, { companyName: '深圳市南山区海纳科技有限公司', creditCode: '91440300MA5FQ8TN2K' },
  { companyName: '佛山市禅城区鸿运五金制品厂', creditCode: '92440604MA4WLB3X9D' }, { companyName: '成都锦江区蜀味餐饮管理有限公司', creditCode: '91510104MA6CT5PR1B' },
  { companyName: '北京朝阳区博远文化传媒有限公司', creditCode: '91110105MA01R7YH3F' },
];

export const handlers: DemoHandlers = {
  // ── Reviewer configs ──
  'qt/creategroupapply/queryReviewerConfig': (ctx) => {
    const id = field(ctx, 'id');
    const all = ctx.state.group.reviewers;
    if (id) {
      const found = all.find((c) => c.id === id);
      return found ? ok(found) : fail('审核人配置不存在或已删除');
    }
    return ok(all.find((c) => c.comId === callerComId(ctx) && matches(c, ctx)) ?? null);
  },
  'qt/creategroupapply/multipleComCodesFilter': (ctx) => {
    const wanted = comCodesOf(field(ctx, 'comCodes'));
    const keyword = field(ctx, 'keyword');
    const orgs = ORGS.filter(
      (o) => o.comId === callerComId(ctx) && (wanted.length === 0 || wanted.includes(o.comCode)) && (!keyword || o.comName.includes(keyword)),
    );
    return ok({
      list: orgs.map((o) => {
        const configs = configsFor(ctx.state, o.comCode);
        return {
          comCode: o.comCode,
          comName: o.comName,
          configured: configs.length > 0,
          reviewers: [...new Set(configs.map((c) => c.reviewerUserCode))].map(person),
        };
      }),
    });
  },
  'qt/creategroupapply/queryReviewerConfigList': (ctx) =>
    ok(paged(ctx, ctx.state.group.reviewers.filter((c) => c.comId === callerComId(ctx) && matches(c, ctx)))),
  'qt/creategroupapply/addOrUpdateReviewerConfig': (ctx) => {
    const all = ctx.state.group.reviewers;
    const id = field(ctx, 'id');
    const reviewerUserCode = field(ctx, 'reviewerUserCode');
    const reviewer = reviewerUserCode ? userByCode(reviewerUserCode) : undefined;
    if (!reviewer || reviewer.systemRole !== 'qyUser') return fail('审核人不存在于营销管理系统中');
    if (reviewer.comId !== callerComId(ctx)) return fail('审核人须为本省员工');
    const comCodes = comCodesOf(ctx.body.comCodes ?? ctx.query.comCodes);
    if (comCodes.length === 0) return fail('请选择审核人负责的机构');
    const foreign = comCodes.filter((code) => !ORGS.some((o) => o.comCode === code && o.comId === callerComId(ctx)));
    if (foreign.length > 0) return fail(`机构 ${foreign.join('、')} 不属于本省，不能配置`);
    const remark = field(ctx, 'remark');
    const at = nowText(ctx.state);
    if (id) {
      const existing = all.find((c) => c.id === id);
      if (!existing) return fail('审核人配置不存在或已删除');
      if (all.some((c) => c.id !== id && c.reviewerUserCode === reviewer.userCode && c.comCodes.some((code) => comCodes.includes(code)))) {
        return fail('该审核人已在其他配置中负责所选机构');
      }
      Object.assign(existing, {
        reviewerUserCode: reviewer.userCode,
        reviewerName: reviewer.name,
        comId: callerComId(ctx),
        comCodes,
        comNames: comCodes.map(comNameOf),
        remark: remark ?? existing.remark,
        updatedAt: at,
      });
      return ok(existing);
    }
    if (all.some((c) => c.reviewerUserCode === reviewer.userCode && c.comCodes.some((code) => comCodes.includes(code)))) {
      return fail('该审核人已配置所选机构，请勿重复添加');
    }
    const created: ReviewerConfig = {
      id: nextId(ctx.state, 'RC', 5),
      reviewerUserCode: reviewer.userCode,
      reviewerName: reviewer.name,
      comId: callerComId(ctx),
      comCodes,
      comNames: comCodes.map(comNameOf),
      remark: remark ?? '',
      createdBy: callerCode(ctx),
      createdAt: at,
      updatedAt: at,
    };
    all.push(created);
    return ok(created);
  },
  'qt/creategroupapply/deleteReviewerConfig': (ctx) => {
    const all = ctx.state.group.reviewers;
    const id = field(ctx, 'id');
    const i = all.findIndex((c) => c.id === id);
    if (!id || i < 0) return fail('审核人配置不存在或已删除');
    if (all[i]?.comId !== callerComId(ctx)) return fail('不能删除其他省的审核人配置');
    all.splice(i, 1);
    return ok({ id, deleted: true });
  },
  // ── Applications ──
  'qt/creategroupapply/submitCreateGroupApplyIsOpen': (ctx) => {
    const comId = field(ctx, 'comId') ?? callerComId(ctx);
    return ok({ comId, isOpen: applyOpen(ctx.state, comId) ? '1' : '0' });
  },
  'qt/creategroupapply/checkIsSubmitApplyCreateGroup': (ctx) => {
    const custId = field(ctx, 'custId');
    const pending = ctx.state.group.applies.find(
      (a) => a.applicantUserCode === callerCode(ctx) && a.status === '0' && (!custId || a.custId === custId),
    );
    return ok({ submitted: Boolean(pending), applyId: pending?.applyId ?? null, status: pending?.status ?? null });
  },
  'qt/creategroupapply/submitCreateGroupApply': (ctx) => {
    const user = ctx.user;
    if (!user) return fail('登录超时，请重新登录', 16);
    if (!applyOpen(ctx.state, user.comId)) return fail('本机构暂未开放建群申请');
    const cust = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!cust) return fail('未查询到该客户信息');
    if (cust.bindUserCode !== user.userCode) return fail('只能为本人绑定的客户申请建群');
    const groupName = field(ctx, 'groupName');
    const applyReason = field(ctx, 'applyReason');
    if (!groupName) return fail('请填写群名称');
    if (groupName.length > 30) return fail('群名称不能超过 30 个字');
    if (!applyReason) return fail('请填写申请理由');
    const all = ctx.state.group.applies;
    if (all.some((a) => a.applicantUserCode === user.userCode && a.custId === cust.custId && a.status === '0')) {
      return fail('该客户已有待审核的建群申请，请勿重复提交');
    }
    const managerCodes = comCodesOf(ctx.body.serviceManagerUserCodes);
    const strangers = managerCodes.filter((code) => userByCode(code)?.comId !== user.comId || userByCode(code)?.systemRole !== 'qyUser');
    if (strangers.length > 0) return fail(`服务经理 ${strangers.join('、')} 不是本省员工，不能拉入群`);
    const assigned = [...new Set(configsFor(ctx.state, user.comCode).map((c) => c.reviewerUserCode))].filter((code) => code !== user.userCode);
    if (assigned.length === 0) return fail('本机构尚未配置建群审核人，请联系管理员');
    const apply: CreateGroupApply = {
      applyId: nextId(ctx.state, 'GA', 3),
      applicantUserCode: user.userCode,
      applicantName: nameOf(user.userCode),
      comCode: user.comCode,
      comName: comNameOf(user.comCode),
      custId: cust.custId,
      custName: cust.name,
      groupName,
      applyReason,
      status: '0',
      statusName: CREATE_GROUP_APPLY_STATUS['0'],
      reviewers: assigned.map(person),
      serviceManagers: managerCodes.map(person),
      reviewerUserCode: null,
      reviewerName: null,
      reviewReason: null,
      applyTime: nowText(ctx.state),
      reviewTime: null,
    };
    all.push(apply);
    return ok(apply);
  },
  'qt/creategroupapply/reviewApplyCreateGroup': (ctx) => {
    const apply = ctx.state.group.applies.find((a) => a.applyId === field(ctx, 'applyId'));
    if (!apply) return fail('建群申请不存在');
    const userCode = callerCode(ctx);
    if (!mayReview(ctx.state, userCode, apply)) return fail('您不是该申请的审核人，无权审核');
    if (apply.status !== '0') return fail(`该申请已${apply.statusName}，不能重复审核`);
    const reviewStatus = field(ctx, 'reviewStatus');
    if (reviewStatus !== '1' && reviewStatus !== '2') return fail('请选择审核结果');
    const reviewReason = field(ctx, 'reviewReason');
    if (reviewStatus === '2' && !reviewReason) return fail('驳回时请填写驳回原因');
    const at = nowText(ctx.state);
    Object.assign(apply, {
      status: reviewStatus,
      statusName: CREATE_GROUP_APPLY_STATUS[reviewStatus],
      reviewerUserCode: userCode,
      reviewerName: nameOf(userCode),
      reviewReason: reviewReason ?? (reviewStatus === '1' ? '同意' : null),
      reviewTime: at,
    });
    if (reviewStatus === '1') {
      // An approved application is handed to the RPA robot that builds the group.
      ctx.state.group.rpa.push({
        rpaApplyId: nextId(ctx.state, 'RPA', 1),
        applyId: apply.applyId,
        custId: apply.custId,
        groupName: apply.groupName,
        userCode: apply.applicantUserCode,
        status: '0',
        statusName: RPA_STATUS['0'],
        createdAt: at,
      });
    }
    return ok(apply);
  },
  'qt/creategroupapply/queryApplyCreateGroup': (ctx) => {
    const userCode = callerCode(ctx);
    const queryType = field(ctx, 'queryType') ?? '1';
    if (queryType !== '1' && queryType !== '2') return fail('查询类型不正确');
    const status = field(ctx, 'status');
    const applyId = field(ctx, 'applyId');
    const found = ctx.state.group.applies
      .filter((a) =>
        queryType === '1' ? a.applicantUserCode === userCode : a.reviewerUserCode === userCode || (a.status === '0' && mayReview(ctx.state, userCode, a)),
      )
      .filter((a) => (!status || a.status === status) && (!applyId || a.applyId === applyId))
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
    return ok(paged(ctx, found));
  },
  // ── Service managers, RPA, interconnect, QR codes ──
  findServiceManagerUserByCreateGroup: (ctx) => {
    const keyword = field(ctx, 'keyword');
    const comCode = field(ctx, 'comCode');
    const found = DEMO_USERS.filter(
      (u) =>
        u.systemRole === 'qyUser' &&
        u.comId === callerComId(ctx) &&
        (!comCode || u.comCode === comCode) &&
        (!keyword || u.name.includes(keyword) || u.userCode.includes(keyword)),
    );
    return ok({
      list: found.map((u) => ({
        userCode: u.userCode,
        userId: u.userId,
        name: u.name,
        comCode: u.comCode,
        comName: comNameOf(u.comCode),
        mobile: maskPhone(u.mobile),
        title: u.manager?.title ?? '销售专员',
      })),
    });
  },
  checkRpaApply: (ctx) => {
    const applyId = field(ctx, 'applyId');
    const custId = field(ctx, 'custId');
    if (!applyId && !custId) return fail('缺少建群申请 ID 或客户 ID');
    const found = ctx.state.group.rpa.find((r) => (applyId ? r.applyId === applyId : r.custId === custId));
    return ok({ exists: Boolean(found), rpaApply: found ?? null });
  },
  deleteRpaApply: (ctx) => {
    const all = ctx.state.group.rpa;
    const i = all.findIndex((r) => r.rpaApplyId === field(ctx, 'rpaApplyId'));
    const found = all[i];
    if (!found) return fail('RPA 建群任务不存在或已撤销');
    if (found.userCode !== callerCode(ctx)) return fail('只能撤销本人的建群任务');
    if (found.status === '2') return fail('群已建成，不能撤销');
    all.splice(i, 1);
    return ok({ rpaApplyId: found.rpaApplyId, deleted: true });
  },
  applyInterconnect: (ctx) => {
    const cust = customerById(ctx.state.db, field(ctx, 'custId'));
    if (!cust) return fail('未查询到该客户信息');
    const corpName = field(ctx, 'corpName');
    if (!corpName) return fail('请填写客户企业名称');
    const mobileText = field(ctx, 'contactMobile');
    let contactMobile = cust.mobile;
    if (mobileText) {
      const mobile = validateMobile(mobileText);
      if (!mobile.ok) return fail(mobile.reason);
      contactMobile = mobile.value;
    }
    const at = ctx.state.now();
    const record: Interconnect = {
      interconnectId: nextId(ctx.state, 'IC', 1),
      userCode: callerCode(ctx),
      custId: cust.custId,
      corpName,
      contactName: field(ctx, 'contactName') ?? cust.name,
      contactMobile,
      status: '0',
      statusName: INTERCONNECT_STATUS['0'],
      applyTime: chinaTime(at),
      expireTime: chinaTime(new Date(at.getTime() + QR_VALIDITY_MS)),
    };
    ctx.state.group.interconnects.push(record);
    const { userCode: _u, expireTime: _e, ...shown } = record;
    return ok({ ...shown, contactMobile: maskPhone(contactMobile) });
  },
  queryInterconnectQRCode: (ctx) => {
    const id = field(ctx, 'interconnectId');
    const custId = field(ctx, 'custId');
    const found = ctx.state.group.interconnects
      .filter((r) => (id ? r.interconnectId === id : r.custId === custId && r.status !== '9'))
      .at(-1);
    if (!found) return fail('未查询到互联申请，请先提交申请');
    if (found.status === '9') return fail('该互联申请已取消');
    return ok({
      interconnectId: found.interconnectId,
      corpName: found.corpName,
      status: found.status,
      qrCodeUrl: qrDataUrl(`interconnect:${found.interconnectId}`),
      expireTime: found.expireTime,
    });
  },
  queryContactWayQRCode: (ctx) => {
    const custId = field(ctx, 'custId') ?? null;
    if (custId && !customerById(ctx.state.db, custId)) return fail('未查询到该客户信息');
    const userCode = callerCode(ctx);
    const all = ctx.state.group.contactWays;
    // One live code per staff member and customer: asking again shows the same code.
    let way = all.find((w) => w.userCode === userCode && w.custId === custId && !w.cancelled);
    if (!way) {
      const at = ctx.state.now();
      way = {
        configId: nextId(ctx.state, 'CW', 1),
        userCode,
        custId,
        state: `cg_${custId ?? userCode}`,
        cancelled: false,
        createdAt: chinaTime(at),
        expireTime: chinaTime(new Date(at.getTime() + QR_VALIDITY_MS)),
      };
      all.push(way);
    }
    return ok({
      configId: way.configId,
      userCode,
      custId,
      state: way.state,
      qrCodeUrl: qrDataUrl(`contactway:${way.configId}`),
      expireTime: way.expireTime,
    });
  },
  cancelQRCodeAndRegister: (ctx) => {
    const configId = field(ctx, 'configId');
    const interconnectId = field(ctx, 'interconnectId');
    const cancelTime = nowText(ctx.state);
    if (configId) {
      const way = ctx.state.group.contactWays.find((w) => w.configId === configId);
      if (!way) return fail('二维码不存在');
      if (way.userCode !== callerCode(ctx)) return fail('只能作废本人的二维码');
      way.cancelled = true;
      return ok({ id: way.configId, cancelled: true, cancelTime });
    }
    if (interconnectId) {
      const record = ctx.state.group.interconnects.find((r) => r.interconnectId === interconnectId);
      if (!record) return fail('互联申请不存在');
      if (record.userCode !== callerCode(ctx)) return fail('只能撤销本人的互联申请');
      if (record.status === '1') return fail('企业已完成互联，不能撤销');
      Object.assign(record, { status: '9', statusName: INTERCONNECT_STATUS['9'] });
      return ok({ id: record.interconnectId, cancelled: true, cancelTime });
    }
    return fail('缺少二维码 ID');
  },
  getSaCredential: (ctx) => {
    const expiresIn = 7200;
    const at = ctx.state.now();
    return ok({
      credential: randomBytes(24).toString('base64url'),
      account: `sa_${ctx.user?.comId ?? '00000000'}`,
      expiresIn,
      expireTime: chinaTime(new Date(at.getTime() + expiresIn * 1000)),
    });
  },
  queryServiceManagerNewCommentNum: (ctx) => {
    const userCode = field(ctx, 'userCode') ?? callerCode(ctx);
    const seeded: Record<string, number> = { '44010001': 3, '44010002': 1, '51010004': 2 };
    return ok({ userCode, newCommentNum: seeded[userCode] ?? 0 });
  },
  // ── OCR ──
  ocrCompanyName: (ctx) => {
    const image = field(ctx, 'imageBase64') ?? field(ctx, 'imageUrl');
    if (!image) return fail('请上传营业执照图片');
    const digest = createHash('sha1').update(image).digest();
    const company = COMPANIES[(digest[0] ?? 0) % COMPANIES.length] ?? COMPANIES[0]!;
    return ok({ ...company, confidence: 0.9 + ((digest[1] ?? 0) % 10) / 100 });
  },
  queryRobotQtOcrResult: (ctx) => {
    const found = ctx.state.group.ocr.find((r) => r.resultId === field(ctx, 'resultId'));
    return found ? ok(found) : fail('识别结果不存在或已过期');
  },
  updateRobotQtOcrResult: (ctx) => {
    const found = ctx.state.group.ocr.find((r) => r.resultId === field(ctx, 'resultId'));
    if (!found) return fail('识别结果不存在或已过期');
    const registerDate = field(ctx, 'registerDate');
    if (registerDate && !/^\d{4}-\d{2}-\d{2}$/.test(registerDate)) return fail('注册日期格式应为 YYYY-MM-DD');
    const frameNo = field(ctx, 'frameNo')?.toUpperCase();
    if (frameNo && !/^[A-HJ-NPR-Z0-9]{17}$/.test(frameNo)) return fail('车架号应为 17 位字母或数字');
    const changes = {
      licenseNo: field(ctx, 'licenseNo')?.toUpperCase(),
      frameNo,
      engineNo: field(ctx, 'engineNo'),
      ownerName: field(ctx, 'ownerName'),
      brandModel: field(ctx, 'brandModel'),
      registerDate,
    };
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(found, { [key]: value });
    Object.assign(found, { confirmed: true, updatedBy: callerCode(ctx), updateTime: nowText(ctx.state) });
    return ok(found);
  },
};
