import { PERMISSION_CONFIG_CODES, PERMISSION_SWITCH_DEFAULT, TRADE_STATUS_REASON_TYPE, type TradeStatusReasonType } from '../../shared/domain';
import { asOfReference } from '../data/seed';
import { DEMO_USERS, UM_ROLES, userById } from '../data/users';
import { provinceOf } from '../data/orgs';
import { fail, field, ok, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { orgName } from '../../shared/domain';
import { managerOf } from '../state/auth';

// Spec 001 §7.1, the configuration side: app config per province, role routes and permission,
// system / WeCom / marketing-system config items, short links, follow-up reasons, the UM roles
// and the fuzzy staff search. Tests override system config items through
// state.config.systemConfig (demo/state/config.ts).

const FRONT_ORIGIN = 'https://wecom.demo-insurer.cn';

/** Routes an external (group-chat) user may open (spec 000 §2, routes for externalUser). */
const EXTERNAL_USER_ROUTES = [
  '/robot/chat-room-add-relation', '/robot/relation-duplicate-files', '/robot/ebs-joint-sales-selector', '/robot/lco-joint-sales-selector',
  '/robot/add-relation', '/robot/modify-relation', '/robot/trans-proposal', '/robot/proposalno-detail', '/robot/chat-room-open-quotation-detail',
];

const TRADE_STATUS_REASONS: Readonly<Record<TradeStatusReasonType, ReadonlyArray<[string, string]>>> = {
  NoteTypeFollow: [['F01', '客户考虑中，约定再次联系'], ['F02', '客户未接听电话，稍后回拨'], ['F03', '客户要求比价后答复'], ['F04', '保单尚未到期，临近到期再跟进']],
  NoteTypeSucces: [['S01', '客户已在我司续保'], ['S02', '客户已通过线上渠道自助投保'], ['S03', '转介绍新客户成功出单']],
  NoteTypeFail: [['L01', '客户已在他司投保'], ['L02', '车辆已过户或报废'], ['L03', '价格原因，客户拒绝续保'], ['L04', '联系方式错误，无法联系客户']],
};

/** Seeded system config items: value, default, description. */
const SYSTEM_CONFIG: Readonly<Record<string, { value: string; defaultValue: string; name: string }>> = {
  [PERMISSION_CONFIG_CODES.smartBusinessCard]: { value: '0', defaultValue: PERMISSION_SWITCH_DEFAULT, name: '智能名片登记检查开关' },
  [PERMISSION_CONFIG_CODES.sameMobile]: { value: '0', defaultValue: PERMISSION_SWITCH_DEFAULT, name: '企业微信手机号与营销系统一致检查开关' },
  ai_model_default: { value: 'knowledgeBase', defaultValue: 'knowledgeBase', name: '智能助手默认模型' },
  group_msg_max_customers: { value: '200', defaultValue: '200', name: '群发单次最多客户数' },
  news_share_watermark: { value: '1', defaultValue: '0', name: '资讯分享显示员工水印' },
  renewal_remind_days: { value: '90', defaultValue: '60', name: '续保提醒提前天数' },
};

const YX_VALUE_LISTS: Readonly<Record<string, ReadonlyArray<[string, string]>>> = {
  renewal_follow_type: [['01', '电话跟进'], ['02', '企业微信跟进'], ['03', '上门拜访'], ['04', '短信提醒']],
  cust_source_type: [['01', '车商渠道'], ['02', '个人代理'], ['03', '网络销售'], ['04', '电话销售']],
};

/** Provinces running more than one WeCom corporation (the claims-service corporation beside the main one). */
const EXTRA_CORPS: Readonly<Record<string, ReadonlyArray<{ wecomComId: string; corpName: string; agentId: number }>>> = {
  '44000000': [{ wecomComId: '44000000', corpName: '演示财险广东分公司', agentId: 1000002 }, { wecomComId: '44000001', corpName: '演示财险广东分公司理赔服务', agentId: 1000006 }],
};

const WECOM_CONFIG: Readonly<Record<string, string>> = {
  wecom_group_msg_limit: '200',
  wecom_contact_way_enabled: '1',
  wecom_moments_enabled: '1',
};

const KHYX_CONFIG: Readonly<Record<string, string>> = {
  khyx_renewal_days: '90',
  khyx_quote_valid_days: '7',
  khyx_task_auto_assign: '1',
};

/** Short links of the public tool pages (/open-service-manager/{code}, /external-insure-link/{code}, /training-resource/{code}). */
const SHORT_LINKS: Readonly<Record<string, { longUrl: string; title: string; comId: string; expireTime: string | null }>> = {
  SM44010001: { longUrl: `${FRONT_ORIGIN}/wecom/open-service-manager/SM44010001?comId=44000000`, title: '张伟的服务名片', comId: '44000000', expireTime: null },
  SM51010004: { longUrl: `${FRONT_ORIGIN}/wecom/open-service-manager/SM51010004?comId=51000000`, title: '刘洋的服务名片', comId: '51000000', expireTime: null },
  EX44EAU01: { longUrl: `${FRONT_ORIGIN}/wecom/external-insure-link/EX44EAU01?comId=44000000`, title: '驾乘人员意外险投保', comId: '44000000', expireTime: '2026-12-31 23:59:59' },
  TR2025001: { longUrl: `${FRONT_ORIGIN}/wecom/training-resource/TR2025001?comId=44000000`, title: '新人展业培训：车险续保话术', comId: '44000000', expireTime: null },
};

/** A system config value: a test's override, else the seed, else the caller's default. */
export function systemConfigValue(state: DemoState, configCode: string, defaultValue?: string): string {
  const override = state.config.systemConfig.get(configCode);
  if (override !== undefined) return override;
  return SYSTEM_CONFIG[configCode]?.value ?? defaultValue ?? '';
}

function shortLink(ctx: DemoContext) {
  const code = field(ctx, 'code');
  const link = code ? SHORT_LINKS[code] : undefined;
  return code && link ? ok({ code, ...link, expireTime: link.expireTime && asOfReference(ctx.state.db, link.expireTime) }) : fail('短链不存在或已失效');
}

export const handlers: DemoHandlers = {
  tradeStatusReason: (ctx) => {
    if (!field(ctx, 'comId') || !field(ctx, 'comCode')) return fail('缺少机构信息');
    const list = (Object.keys(TRADE_STATUS_REASON_TYPE) as TradeStatusReasonType[]).flatMap((codeType) =>
      TRADE_STATUS_REASONS[codeType].map(([codeCode, codeCName]) => ({ codeCName, id: { codeCode, codeType } })),
    );
    return ok(list);
  },
  getMpPowerCode: (ctx) => {
    const user = ctx.user ? userById(ctx.user.userId) : undefined;
    return ok(user && managerOf(ctx.state, user) ? '1' : '0');
  },
  querySystemConfig: (ctx) => {
    const configCode = field(ctx, 'configCode');
    if (!configCode) return fail('缺少配置代码');
    const given = field(ctx, 'defaultValue');
    const seeded = SYSTEM_CONFIG[configCode];
    return ok({
      configCode,
      comCode: field(ctx, 'comCode') ?? ctx.user?.comCode ?? '',
      configValue: systemConfigValue(ctx.state, configCode, given),
      defaultValue: given ?? seeded?.defaultValue ?? '',
      ...(seeded ? { configName: seeded.name } : {}),
    });
  },
  querySystemConfigYxValList: (ctx) => {
    const configCode = field(ctx, 'configCode');
    if (!configCode) return fail('缺少配置代码');
    const values = YX_VALUE_LISTS[configCode] ?? [];
    return ok(values.map(([configValue, configName], i) => ({ configCode, configValue, configName, sortNo: i + 1 })));
  },
  queryMultipleWxConfig: (ctx) => {
    const comId = field(ctx, 'comId') ?? ctx.user?.comId;
    const province = provinceOf(comId);
    if (!province) return fail('未查询到该省份的企业微信配置');
    const list = EXTRA_CORPS[province.comId] ?? [{ wecomComId: province.wecomComId, corpName: province.corpName, agentId: province.agentId }];
    return ok({ multipleWx: list.length > 1 ? '1' : '0', list });
  },
  queryWxApiTypeConfig: (ctx) => {
    const comId = field(ctx, 'comId') ?? ctx.user?.comId ?? '';
    if (!provinceOf(comId)) return fail('未查询到该省份的配置');
    // Sichuan runs its own native WeChat; the others use the head office's enterprise WeChat.
    const apiType = comId === '51000000' ? '1' : '2';
    return ok({ comId, apiType, apiTypeName: apiType === '1' ? '省级原生微信' : '总部企业微信' });
  },
  queryWecomSystemConfig: (ctx) => {
    const configCode = field(ctx, 'configCode');
    if (!configCode) return fail('缺少配置代码');
    return ok({ configCode, comId: field(ctx, 'comId') ?? ctx.user?.comId ?? '', configValue: WECOM_CONFIG[configCode] ?? '' });
  },
  queryShortLinkConfig: shortLink,
  'white/queryShortLinkConfig': shortLink,
  getWecomSystemConfig: (ctx) => {
    const province = provinceOf(field(ctx, 'comId') ?? ctx.user?.comId);
    if (!province) return fail('未查询到该省份的企业微信配置');
    return ok({
      comId: province.comId,
      corpId: `ww${Buffer.from(province.wecomComId).toString('hex').slice(0, 16)}`,
      agentId: province.agentId,
      corpName: province.corpName,
      appName: '智慧营销助手',
      contactWayEnabled: '1',
    });
  },
  queryKhyxSystemConfig: (ctx) => {
    const configCode = field(ctx, 'configCode');
    if (!configCode) return fail('缺少配置代码');
    return ok({ configCode, comCode: field(ctx, 'comCode') ?? ctx.user?.comCode ?? '', configValue: KHYX_CONFIG[configCode] ?? '' });
  },
  'um/umtuser/queryUserRole': (ctx) => {
    const userCode = field(ctx, 'userCode') ?? ctx.user?.userCode ?? '';
    return ok((UM_ROLES[userCode] ?? []).map(([roleCode, roleName]) => ({ roleCode, roleName })));
  },
  'um/umtuser/getEnterpriseConfigPer': (ctx) => {
    const roles = UM_ROLES[ctx.user?.userCode ?? ''] ?? [];
    const granting = roles.find(([code]) => code === 'ENTERPRISE_CONFIG');
    return ok(granting ? { permission: '1', roleCode: granting[0] } : { permission: '0' });
  },
  fuzzyQueryUserByUserNameOrUserCode: (ctx) => {
    const keyword = field(ctx, 'keyword');
    if (!keyword) return fail('请输入姓名或员工代码');
    const comCode = field(ctx, 'comCode');
    const list = DEMO_USERS.filter((u) => u.systemRole === 'qyUser')
      .filter((u) => u.name.includes(keyword) || u.userCode.includes(keyword))
      .filter((u) => !comCode || u.comCode === comCode)
      .map((u) => ({ userCode: u.userCode, userName: u.name, comCode: u.comCode, comCName: orgName(u.comCode) }));
    return ok(list);
  },
  queryAppConfig: (ctx) => {
    const comId = field(ctx, 'comId');
    if (!comId) return fail('缺少省份信息');
    const province = provinceOf(comId);
    if (!province) return fail('未查询到该省份的应用配置');
    return ok({
      wecomComId: province.wecomComId,
      userComId: province.comId,
      vehicleUrl: `https://carmall.demo-insurer.cn/cst/index.html?comId=${province.comId}`,
      // The upstream sends it URL-encoded; the BFF decodes it (spec 000 §3).
      frontUrl: encodeURIComponent(`${FRONT_ORIGIN}/wecom/?comId=${province.comId}`),
    });
  },
  queryRoleRoutes: (ctx) => {
    const systemRole = ctx.user?.systemRole ?? '';
    const routes = systemRole === 'qyUser' ? ['*'] : systemRole === 'externalUser' ? EXTERNAL_USER_ROUTES : [];
    return ok({ systemRole, routes });
  },
  queryPermission: (ctx) => {
    if (!field(ctx, 'path')) return fail('缺少路由路径');
    return ok({ permission: true });
  },
};
