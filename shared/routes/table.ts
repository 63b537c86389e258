import type { NavbarMeta, RouteDef, RouteGroup, RouteMeta } from './types';

// Every route of spec 000 §2 as data. Titles are the Chinese page names staff see in the navbar;
// `cache` is set exactly where the spec says "(cached)"; role routes carry the roles that
// receive them (qyUser has all; the /robot group is shared with externalUser).

const QY = ['qyUser'] as const;
const EXTERNAL = ['externalUser', 'qyUser'] as const;

interface Spec {
  title: string;
  name?: string;
  cache?: boolean;
  navbar?: NavbarMeta | false;
  redirect?: string;
}

type Row = [path: string, spec: Spec | string];

function rows(group: RouteGroup, roles: RouteMeta['roles'], list: readonly Row[]) {
  return list.map(([path, s]) => {
    const spec: Spec = typeof s === 'string' ? { title: s } : s;
    return { path, group, spec, roles };
  });
}

/** Prefix a list of child names with their folder (the spec lists them as "/folder/: a, b, c"). */
function under(folder: string, list: readonly Row[]): Row[] {
  return list.map(([child, spec]) => [`/${folder}/${child}`, spec]);
}

const ALWAYS: Row[] = [
  ['/', { title: '首页', name: 'Index', redirect: '/home/customer-home-page' }],
  ['/index', { title: '首页', name: 'IndexRedirect', redirect: '/home/customer-home-page' }],
  ['/login', { title: '登录', navbar: { leftArrow: false } }],
  ['/auth', { title: '授权登录', navbar: { leftArrow: false } }],
  ['/management-of-car-mall/che-shang-tong', '客户信息查询'],
  ['/marketing/marketing-binding', '账号绑定'],
  ['/marketing/account-info', { title: '账号信息', name: 'MarketingAccountInfo' }],
  ['/marketing/scan-code-binding', '扫码绑定'],
];

const PUBLIC: Row[] = [
  ['/customer-info/assistant-redirect', '智能助手'],
  ['/news/news-detail', '资讯详情'],
  ['/poster/poster-preview', '海报预览'],
  ['/external/download-policy', { title: '电子保单下载', cache: true }],
  ['/external/download-file', '文件下载'],
  ['/external/download-policy-single', '保单下载'],
  ['/customer-info/public-pay-qrCode', '支付二维码'],
  ['/renewal-task/renewal-task', { title: '续保任务', cache: true }],
  ['/renewal-task/notes-of-follow-up-information', '跟进记录'],
  ['/external/intelligent-boot-assistant', '智能引导助手'],
  ['/news-tool', '资讯工具'],
  ['/url-scheme-tool', '链接跳转'],
  ['/pc-qr-code-login', { title: '扫码登录', navbar: { leftArrow: false } }],
  ['/home/edit-ocr-result', '编辑识别结果'],
  ['/robot/modify-relation-from-ocr', '修改报备信息'],
  ['/robot/chat-room-user-bind', '群聊客户绑定'],
];

const TOOLS: Row[] = [
  ['/open-service-manager', { title: '服务经理', name: 'OpenServiceManagerHome' }],
  ['/open-service-manager/:code', '服务经理'],
  ['/external-insure-link', { title: '投保链接', name: 'ExternalInsureLinkHome' }],
  ['/external-insure-link/:code', '投保链接'],
  ['/training-resource/:code', '培训资料'],
];

const CUSTOMER_INFO: Row[] = under('customer-info', [
  ['customerInfo-detail', '客户详情'],
  ['more-info-detail', '更多信息'],
  ['query-customer', '客户绑定'],
  ['more-policy-info', '保单信息'],
  ['upload-image', '上传图片'],
  ['more-claim-info', '理赔信息'],
  ['more-info-portrayal', '客户画像'],
  ['product-all', '全部产品'],
  ['official-account-binding', '公众号绑定'],
  ['account-info', { title: '账号信息', name: 'AccountInfo' }],
  ['customer-handling', '客户办理'],
  ['customer-reservation', '客户预约'],
  ['policy-list', '保单列表'],
  ['person-report', { title: '个人报表', name: 'CustomerPersonReport' }],
  ['claim-schedule', '理赔进度'],
  ['insurance-no-car-policy', '非车险保单'],
  ['pay-qrCode', '支付二维码'],
  ['ocr-identify', '证件识别'],
  ['share-quote-page', '分享报价'],
  ['assistant', '智能助手'],
  ['list-mechanism', '机构代码'],
  ['team-code', '团队码'],
  ['multiple-group', '多群管理'],
  ['bindreport', '双绑率报表'],
  ['person-performance-rank-report', '个人业绩排行'],
  ['enterprise-config', '企业配置'],
  ['enterprise-creat', '企业创建'],
  ['enterprise-repair', '修理厂码'],
  ['insurance-type-list', '险种列表'],
  ['reportlist', '报表列表'],
  ['all-lables', '全部标签'],
  ['wechat-lables', '企微标签'],
  ['all-elesale-lables', '电销标签'],
  ['appreciation', '增值服务'],
  ['non-vehicle', '非车险'],
  ['street-sweeping', '灾害提醒'],
  ['street-sweeping-send', '发送灾害提醒'],
  ['PolicyDetail', '保单下载'],
  ['value-added-services-allocate', '增值服务分配'],
  ['group-configuration', '群配置'],
  ['group-quotation-guide', '群报价指引'],
]);

const CONTACT: Row[] = [
  ['/contact-customer', '联系客户'],
  ['/customer-message', '添加客户推送'],
  ['/kafka-contact-customer', '缴费通知联系'],
  ['/nonvehicle-contact-customer', '非车客户联系'],
  ['/insurance-contact-customer', '理赔关怀联系'],
  ['/claim-group-building', '理赔建群'],
];

const CLIENT: Row[] = under('client', [
  ['client-regulate', '客户管理'],
  ['new-client-regulate', '新客户管理'],
  ['tencent-add', '企微添加'],
  ['public-account', '公众号'],
  ['manager-account', '客户经理账号'],
  ['renewal-rate', '续保率'],
  ['binding-rate', '绑定率'],
  ['search-manager', '查询客户经理'],
  ['data-board', '数据看板'],
]);

const COMMON: Row[] = under('common', [
  ['salesman-list', '业务员列表'],
  ['risk-engage-list', '特别约定'],
  ['gift-service', '礼品服务'],
]);

const CONFIGURATION: Row[] = under('configuration-nape', [
  ['configuration-management', '配置管理'],
  ['points-allocation', '积分分配'],
]);

const CUSTCARE: Row[] = under('custcare-msg', [
  ['custcare-msg-query', '客户关怀'],
  ['custcare-msg-send', '发送关怀消息'],
  ['custcare-msg-view', '关怀消息详情'],
  ['wechat-add', '企微添加提醒'],
  ['disaster-warning-msg', '灾害预警'],
  ['disaster-warning-msg-with-link-url', '灾害预警（链接）'],
  ['disaster-warning-msg-with-link-url-detail', '灾害预警详情'],
  ['expired-service-msg', '到期服务提醒'],
  ['common-service-msg', '服务消息'],
  ['custcare-msg-massmessaging', '关怀群发'],
]);

const REPORT: Row[] = under('report', [
  ['group-report', '团队报表'],
  ['person-report', { title: '个人报表', name: 'PersonReport' }],
]);

const GROUP_MSG: Row[] = under('group-msg', [
  ['group-msg-query', '群发消息'],
  ['group-msg-edit', '编辑群发'],
  ['group-msg-customer-list', '群发客户'],
  ['renewal-notice-group-msg', '续保通知群发'],
]);

const HOME: Row[] = under('home', [
  ['customer-home-page', { title: '首页', navbar: { leftArrow: false } }],
  ['custome-assistant', '客户助手'],
  ['service-tasks', '服务任务'],
  ['configuration', '首页配置'],
  ['added-services-value', '增值服务'],
  ['reset-services', '重置服务'],
  ['event-push', '事件推送'],
  ['assistant-item-list', '助手事项'],
  ['assistant-item-config', '助手事项配置'],
  ['mission-center', '续保任务'],
  ['mission-center-nocar', '非车任务'],
  ['mission-center-yxtask', '营销任务'],
  ['upcoming-customerInfo-detail', '待办客户详情'],
  ['client-customerInfo-detail', '客户详情'],
  ['external-link', '外部链接'],
]);

const SINGLES: Row[] = [
  ['/favorites/favorite-list', '我的收藏'],
  ['/interact/interact-details', '互动详情'],
  ['/knowledge', { title: '知识库', name: 'KnowledgeRedirect', redirect: '/knowledge/index' }],
  ['/knowledge/index', { title: '知识库', name: 'Knowledge' }],
  ['/mine/index', { title: '我的', name: 'Mine' }],
  ['/moments/moments-task-query', '朋友圈任务'],
  ['/msg-blacklist/config', { title: '消息黑名单', name: 'MsgBlacklistConfig' }],
  ['/particulars-home/customer-info-and-home', { title: '客户信息', cache: true }],
  ['/seat-main/config', { title: '坐席配置', name: 'SeatMainConfig' }],
];

const NEWS: Row[] = under('news', [
  ['articles', '文章'],
  ['news-history', '发送记录'],
  ['customer-access-history', '客户访问记录'],
  ['send-poster-msg', '发送海报'],
  ['send-graphic-msg', '发送图文'],
  ['send-person-news-group-msg', '资讯群发'],
  ['send-person-news-batch', '资讯批量发送'],
]);

const ONE_CLICK_GROUP: Row[] = [
  ['/create-group-type', '一键建群'],
  ['/other-assistance', '协助建群'],
  ['/review', '建群审核'],
  ['/reviewer-config-list', '审核人配置'],
  ['/reviewer-config', '审核人设置'],
  ['/reviewer-config-add', '添加审核人'],
  ['/reviewer-config-select', '选择审核人'],
];

const NOTICE: Row[] = under('notice', [
  ['health-notice', '请阅读'],
  ['cust-info-authorization', '请阅读'],
]);

const POSTER: Row[] = under('poster', [
  ['index', { title: '海报', name: 'Poster', cache: true }],
  ['poster-share-config', '海报分享配置'],
  ['poster-config-send', '海报配置发送'],
  ['poster-lead-info-add', '添加线索信息'],
  ['send-person-poster-group-msg', '海报群发'],
  ['send-person-poster-batch', '海报批量发送'],
  ['select-poster-from-ui', '选择海报'],
]);

const PRODUCT: Row[] = [
  ['/product', { title: '产品', name: 'ProductRedirect', redirect: '/product/index' }],
  ['/product/index', { title: '产品', name: 'Product', cache: true }],
  ['/product/detail', { title: '产品详情', name: 'ProductDetail', cache: true }],
];

const SERVICE_PACK: Row[] = under('service-pack-application', [
  ['service-pack-govern', '服务包管理'],
  ['customer-grouping-code', '客户分组码'],
  ['newly-added-service-pack', '新增服务包'],
  ['vehicle-model-inquiry', '车型查询'],
  ['prpdict-list', '服务项目'],
  ['package-prpdict-list', '服务包项目'],
  ['view-grouping-code', '查看分组码'],
  ['view-added-service-pack', '查看服务包'],
  ['non-vehicle-customer-grouping-code', '非车客户分组码'],
  ['non-vehicle-newly-added-service-pack', '新增非车服务包'],
  ['view-non-vehicle-grouping-code', '查看非车分组码'],
  ['view-non-vehicle-added-service-pack', '查看非车服务包'],
]);

const BUSINESS_CARD: Row[] = under('business-card', [
  ['index', { title: '我的名片', name: 'BusinessCard' }],
  ['register-card', { title: '登记名片', name: 'RegisterBusinessCard' }],
  ['business-card-detail', '名片详情'],
]);

const VALUE_ADDED: Row[] = under('value-added-services', [
  ['value-added-allocation-scheme', '增值服务分配方案'],
  ['new-plan-added', { title: '新增方案', cache: true }],
  ['view-value-added', '查看增值服务'],
  ['sales-force', '销售团队'],
  ['batch-management', { title: '批次管理', cache: true }],
  ['batch-details', '批次详情'],
]);

const VERBAL_TRICK: Row[] = under('verbal-trick-manage', [
  ['verbal-trick-detail', '话术详情'],
  ['search-patter-by-type3', '话术搜索'],
]);

const WECHAT: Row[] = under('wechat', [
  ['wechat-customer-service', { title: '微信客服', cache: true }],
  ['policyDetails', '保单详情'],
]);

const ROBOT: Row[] = under('robot', [
  ['chat-room-add-relation', { title: '客户报备', cache: true }],
  ['relation-duplicate-files', '重复报备'],
  ['ebs-joint-sales-selector', '联合销售选择'],
  ['lco-joint-sales-selector', '联合销售选择'],
  ['add-relation', { title: '新增报备', cache: true }],
  ['modify-relation', { title: '修改报备', cache: true }],
  ['trans-proposal', '转投保'],
  ['proposalno-detail', { title: '投保单详情', cache: true }],
  ['chat-room-open-quotation-detail', '报价详情'],
]);

const NONVEHICLE: Row[] = under('nonvehicle', [
  ['homeProIns', '家庭财产保险'],
  ['goodsinsurance', '货物运输保险'],
  ['liability', '责任保险'],
  ['accidentIns', '意外伤害保险'],
  ['portfolio', '组合保险'],
]);

const ERRORS: Row[] = [
  ['/error/401', { title: '未授权', name: 'Error401' }],
  ['/error/404', { title: '页面不存在', name: 'Error404' }],
  ['/error/500', { title: '系统错误', name: 'Error500' }],
];

const ALL = [
  ...rows('always', undefined, ALWAYS),
  ...rows('public', undefined, PUBLIC),
  ...rows('tool', undefined, TOOLS),
  ...rows('role', QY, [
    ...CUSTOMER_INFO, ...CONTACT, ...CLIENT, ...COMMON, ...CONFIGURATION, ...CUSTCARE, ...REPORT,
    ...GROUP_MSG, ...HOME, ...SINGLES, ...NEWS, ...ONE_CLICK_GROUP, ...NOTICE, ...POSTER, ...PRODUCT,
    ...SERVICE_PACK, ...BUSINESS_CARD, ...VALUE_ADDED, ...VERBAL_TRICK, ...WECHAT,
  ]),
  ...rows('external', EXTERNAL, ROBOT),
  ...rows('nonvehicle', QY, NONVEHICLE),
  ...rows('error', undefined, ERRORS),
];

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** Name from the last path segment, or from the whole path where two last segments clash. */
function names(paths: readonly string[]): string[] {
  const last = paths.map((p) => pascal(p.replace(/\/:\w+$/, '/link').split('/').filter(Boolean).pop() ?? 'Index'));
  const count = new Map<string, number>();
  for (const n of last) count.set(n, (count.get(n) ?? 0) + 1);
  return last.map((n, i) => ((count.get(n) ?? 0) > 1 ? pascal(paths[i]!.replace(/:\w+/, 'link')) : n));
}

const derived = names(ALL.map((r) => r.path));

export const ROUTES: readonly RouteDef[] = ALL.map((r, i) => {
  const meta: RouteMeta = { title: r.spec.title };
  if (r.spec.navbar !== undefined) meta.navbar = r.spec.navbar;
  if (r.spec.cache) meta.cache = true;
  if (r.roles) meta.roles = r.roles;
  const def: RouteDef = { path: r.path, name: r.spec.name ?? derived[i]!, group: r.group, meta };
  if (r.spec.redirect) def.redirect = r.spec.redirect;
  return def;
});
