import { createHmac } from 'node:crypto';
import { BINDING_SOURCE, EXPERTISE_AREA, INSURANCE_KIND_GROUP, chinaTime, has, insuranceKindGroupOf, maskPhone, validateMobile } from '../../shared/domain';
import { bookOf, claimByRegistNo, percent } from '../data/queries';
import { DEMO_USERS, staffByCode, type DemoUser } from '../data/users';
import { callerCode, fail, field, nowText, ok, type DemoContext, type DemoHandlers, type DemoReply, type DemoState } from '../types';
import { managerOf, NO_MANAGER_MESSAGE } from '../state/auth';
import { cardExtra, cardOf } from '../state/other';
import { comNameOf } from '../data/orgs';

// Spec 001 §7.9: other calls. State: demo/state/other.ts (card fields), demo/state/auth.ts (manager records).

type Manager = NonNullable<DemoUser['manager']>;
const MANAGER_TYPE: Readonly<Record<Manager['managerType'], string>> = { manager: '客户经理', claimsAdvisor: '理赔顾问' };

/** Expertise codes from an array or a comma-separated string; a reason string for an unknown code. */
function expertiseOf(value: unknown): string[] | string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const codes = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((s) => s.trim()).filter(Boolean);
  const unknown = codes.filter((code) => !has(EXPERTISE_AREA, code));
  if (unknown.length > 0) return `擅长领域代码不正确：${unknown.join('、')}`;
  return [...new Set(codes)];
}

/** Validated card fields of a register or update request, or a failure. */
function cardFields(ctx: DemoContext): DemoReply | { managerName?: string; mobile?: string; title?: string; expertiseAreas?: string[]; introduction?: string } {
  const managerName = field(ctx, 'managerName');
  if (managerName !== undefined && managerName.length > 20) return fail('姓名不能超过 20 个字');
  const mobileText = field(ctx, 'mobile');
  let mobile: string | undefined;
  if (mobileText !== undefined) {
    const checked = validateMobile(mobileText);
    if (!checked.ok) return fail(checked.reason);
    mobile = checked.value;
  }
  const expertiseAreas = expertiseOf(ctx.body.expertiseAreas ?? ctx.query.expertiseAreas);
  if (typeof expertiseAreas === 'string') return fail(expertiseAreas);
  const introduction = field(ctx, 'introduction');
  if (introduction !== undefined && introduction.length > 200) return fail('个人简介不能超过 200 个字');
  const title = field(ctx, 'title');
  return {
    ...(managerName !== undefined ? { managerName } : {}),
    ...(mobile !== undefined ? { mobile } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(expertiseAreas !== undefined ? { expertiseAreas } : {}),
    ...(introduction !== undefined ? { introduction } : {}),
  };
}
const isReply = (v: object): v is DemoReply => 'kind' in v;

// ── Personal indicators ─────────────────────────────────────────────────────
function indicatorsOf(state: DemoState, userCode: string) {
  const { mine, premium, wxBound, motor, renewed, tasks } = bookOf(state.db, userCode);
  return {
    custBindNum: mine.length,
    premium,
    wxBindingRate: percent(wxBound, mine.length),
    renewalRate: percent(renewed, motor.length),
    taskDoneNum: tasks.filter((t) => t.taskType === '3' || t.taskType === '7').length,
  };
}

const INDICATORS: ReadonlyArray<{ code: keyof ReturnType<typeof indicatorsOf>; name: string; unit: string }> = [
  { code: 'custBindNum', name: '绑定客户数', unit: '人' }, { code: 'premium', name: '在保保费', unit: '元' }, { code: 'wxBindingRate', name: '公众号绑定率', unit: '%' },
  { code: 'renewalRate', name: '续保率', unit: '%' }, { code: 'taskDoneNum', name: '已办任务数', unit: '件' },
];

export const handlers: DemoHandlers = {
  'fwdapi/getUserMsg': (ctx) => {
    const user = staffByCode(field(ctx, 'userCode') ?? callerCode(ctx));
    // The older layer's one statusText rejection (spec 000 §8).
    if (!user) return { kind: 'old', body: { status: 500, msg: 'fail', statusText: '用户不存在于营销管理系统中', data: null } };
    const manager = managerOf(ctx.state, user);
    return {
      kind: 'old',
      body: {
        status: 200,
        msg: 'success',
        data: {
          userCode: user.userCode,
          userName: user.name,
          comCode: user.comCode,
          comName: comNameOf(user.comCode),
          mobile: maskPhone(user.mobile),
          isClaimStaff: manager?.managerType === 'claimsAdvisor',
          managerType: manager?.managerType ?? null,
          title: manager?.title ?? null,
        },
      },
    };
  },
  queryCustManagerPersonalIndicators: (ctx) => {
    const user = staffByCode(field(ctx, 'userCode') ?? callerCode(ctx));
    if (!user) return fail('用户不存在于营销管理系统中');
    const mine = indicatorsOf(ctx.state, user.userCode);
    const peers = DEMO_USERS.filter((u) => u.systemRole === 'qyUser' && u.comId === user.comId).map((u) => indicatorsOf(ctx.state, u.userCode));
    const average = (code: keyof typeof mine) => Math.round((peers.reduce((s, p) => s + p[code], 0) / Math.max(1, peers.length)) * 100) / 100;
    return ok({
      userCode: user.userCode,
      userName: user.name,
      comCode: user.comCode,
      comName: comNameOf(user.comCode),
      statDate: chinaTime(ctx.state.now(), 'YYYY-MM-DD'),
      indicators: INDICATORS.map((i) => ({ indicatorCode: i.code, indicatorName: i.name, value: mine[i.code], unit: i.unit, comAverage: average(i.code) })),
    });
  },
  queryConfigForNewCar: (ctx) => {
    const comId = field(ctx, 'comId') ?? ctx.user?.comId ?? '';
    return ok({
      comId,
      enabled: comId === '11000000' ? '0' : '1',
      newCarDays: comId === '51000000' ? 60 : 30,
      riskCodes: ['DAA', 'DZA'],
      remindTemplate: '{客户称谓}您好，恭喜您喜提新车{车牌号}！上牌后请及时联系{业务员姓名}办理车牌号批改，以免影响理赔。',
    });
  },
  queryConfigForBindingSource: () =>
    ok({ list: Object.entries(BINDING_SOURCE).map(([code, name]) => ({ code, name, enabled: true })) }),
  getNonAutoRiskClassName: (ctx) => {
    const riskCode = field(ctx, 'riskCode');
    const groups = Object.entries(INSURANCE_KIND_GROUP).map(([classCode, g]) => ({
      classCode,
      className: g.label,
      riskCodes: [...g.codes],
      path: g.path,
    }));
    if (!riskCode) return ok({ list: groups });
    const group = insuranceKindGroupOf(riskCode);
    const found = groups.filter((g) => g.classCode === group);
    return found.length > 0 ? ok({ list: found }) : fail('未查询到该险种对应的非车险类');
  },
  getRecordUrlForWechat: (ctx) => {
    const claim = claimByRegistNo(ctx.state.db, field(ctx, 'registNo'));
    if (!claim) return fail('未查询到该报案信息');
    // Whose claim it is was decided by the permission table (demo/permission.ts), from registNo.
    const expires = ctx.state.now().getTime() + 30 * 60 * 1000;
    const signature = createHmac('sha1', 'demo-record').update(`${claim.registNo}|${expires}`).digest('hex');
    const fileName = `${claim.registNo}_报案录音.mp3`;
    return ok({
      registNo: claim.registNo,
      recordUrl: `https://record.demo-insurer.cn/claim/${claim.registNo}.mp3?expires=${expires}&signature=${signature}`,
      fileName,
      durationS: 120 + (Number(claim.registNo.slice(-3)) % 180),
      expireTime: chinaTime(new Date(expires)),
    });
  },
  // ── Smart business card ──
  'mc/queryUserCodeInManagerInfo': (ctx) => {
    const user = staffByCode(field(ctx, 'userCode') ?? callerCode(ctx));
    const manager = user ? managerOf(ctx.state, user) : null;
    if (!user || !manager) return fail(NO_MANAGER_MESSAGE);
    return ok(cardOf(ctx.state, user, manager));
  },
  'mc/custManagerInfoRegister': (ctx) => {
    const user = staffByCode(field(ctx, 'userCode') ?? callerCode(ctx));
    if (!user) return fail('用户不存在于营销管理系统中');
    if (managerOf(ctx.state, user)) return fail('该员工已有名片，请勿重复注册');
    const fields = cardFields(ctx);
    if (isReply(fields)) return fields;
    const managerType = field(ctx, 'managerType');
    if (managerType !== 'manager' && managerType !== 'claimsAdvisor') return fail('请选择身份：客户经理或理赔顾问');
    if (!fields.managerName) return fail('请填写姓名');
    if (!fields.mobile) return fail('请填写联系电话');
    const manager: Manager = {
      managerName: fields.managerName,
      managerType,
      mobile: fields.mobile,
      title: fields.title ?? MANAGER_TYPE[managerType],
    };
    ctx.state.auth.managers.set(user.userCode, manager);
    ctx.state.other.cards.set(user.userCode, {
      expertiseAreas: fields.expertiseAreas ?? [],
      introduction: fields.introduction ?? '',
      registered: true,
      updateTime: nowText(ctx.state),
    });
    return ok(cardOf(ctx.state, user, manager));
  },
  'mc/updateCustManagerInfo': (ctx) => {
    const userCode = field(ctx, 'userCode') ?? callerCode(ctx);
    if (userCode !== callerCode(ctx)) return fail('只能修改本人的名片');
    const user = staffByCode(userCode);
    const current = user ? managerOf(ctx.state, user) : null;
    if (!user || !current) return fail(NO_MANAGER_MESSAGE);
    const fields = cardFields(ctx);
    if (isReply(fields)) return fields;
    const manager: Manager = {
      ...current,
      ...(fields.managerName ? { managerName: fields.managerName } : {}),
      ...(fields.mobile ? { mobile: fields.mobile } : {}),
      ...(fields.title ? { title: fields.title } : {}),
    };
    ctx.state.auth.managers.set(user.userCode, manager);
    const extra = cardExtra(ctx.state, user);
    Object.assign(extra, {
      ...(fields.expertiseAreas ? { expertiseAreas: fields.expertiseAreas } : {}),
      ...(fields.introduction !== undefined ? { introduction: fields.introduction } : {}),
      updateTime: nowText(ctx.state),
    });
    return ok(cardOf(ctx.state, user, manager));
  },
};
