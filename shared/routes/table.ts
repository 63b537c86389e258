import type { AreaName, NavbarMeta, RouteDef, RouteGroup, RouteMeta } from './types';

// Every route of spec 000 §2 as data. Titles are the Chinese page names staff see in the navbar;
// `cache` is set exactly where the spec says "(cached)"; role routes carry the roles that
// receive them (qyUser has all; the /robot group is shared with externalUser). The last field of a
// row names the client area serving its screen (client/src/features/<area>/index.ts).

const QY = ['qyUser'] as const;
const EXTERNAL = ['externalUser', 'qyUser'] as const;

interface Spec {
  title: string;
  name?: string;
  cache?: boolean;
  navbar?: NavbarMeta | false;
  redirect?: string;
}

/** A route: its path, its title (or settings), and the client area serving its screen (none for a redirect). */
type Row = [path: string, spec: Spec | string, area?: AreaName];

function rows(group: RouteGroup, roles: RouteMeta['roles'], list: readonly Row[]) {
  return list.map(([path, s, area]) => {
    const spec: Spec = typeof s === 'string' ? { title: s } : s;
    return { path, group, spec, roles, area };
  });
}

/** Prefix a list of child names with their folder (the spec lists them as "/folder/: a, b, c"). */
function under(folder: string, list: readonly Row[]): Row[] {
  return list.map(([child, spec, area]) => [`/${folder}/${child}`, spec, area]);
}

const ALWAYS: Row[] = [
  ['/', { title: '首页', name: 'Index', redirect: '/home/customer-home-page' }],
  ['/index', { title: '首页', name: 'IndexRedirect', redirect: '/home/customer-home-page' }],
  ['/login', { title: '登录', navbar: { leftArrow: false } }, 'shell'],
  ['/auth', { title: '授权登录', navbar: { leftArrow: false } }, 'shell'],
  ['/management-of-car-mall/che-shang-tong', '客户信息查询', 'org'],
  ['/marketing/marketing-binding', '账号绑定', 'org'],
  ['/marketing/account-info', { title: '账号信息', name: 'MarketingAccountInfo' }, 'org'],
  ['/marketing/scan-code-binding', '扫码绑定', 'org'],
];

const PUBLIC: Row[] = [
  ['/customer-info/assistant-redirect', '智能助手', 'assistant'],
  ['/news/news-detail', '资讯详情', 'public'],
  ['/poster/poster-preview', '海报预览', 'public'],
  ['/external/download-policy', { title: '电子保单下载', cache: true }, 'epolicy'],
  ['/external/download-file', '文件下载', 'epolicy'],
  ['/external/download-policy-single', '保单下载', 'epolicy'],
  ['/customer-info/public-pay-qrCode', '支付二维码', 'public'],
  ['/renewal-task/renewal-task', { title: '续保任务', cache: true }, 'tasks'],
  ['/renewal-task/notes-of-follow-up-information', '跟进记录', 'tasks'],
  ['/external/intelligent-boot-assistant', '智能引导助手', 'assistant'],
  ['/news-tool', '资讯工具', 'public'],
  ['/url-scheme-tool', '链接跳转', 'public'],
  ['/pc-qr-code-login', { title: '扫码登录', navbar: { leftArrow: false } }, 'public'],
  ['/home/edit-ocr-result', '编辑识别结果', 'policy'],
  ['/robot/modify-relation-from-ocr', '修改报备信息', 'robot'],
  ['/robot/chat-room-user-bind', '群聊客户绑定', 'robot'],
];

const TOOLS: Row[] = [
  ['/open-service-manager', { title: '服务经理', name: 'OpenServiceManagerHome' }, 'public'],
  ['/open-service-manager/:code', '服务经理', 'public'],
  ['/external-insure-link', { title: '投保链接', name: 'ExternalInsureLinkHome' }, 'public'],
  ['/external-insure-link/:code', '投保链接', 'public'],
  ['/training-resource/:code', '培训资料', 'public'],
];

const CUSTOMER_INFO: Row[] = under('customer-info', [
  ['customerInfo-detail', '客户详情', 'customer'],
  ['more-info-detail', '更多信息', 'customer'],
  ['query-customer', '客户绑定', 'home'],
  ['more-policy-info', '保单信息', 'policy'],
  ['upload-image', '上传图片', 'policy'],
  ['more-claim-info', '理赔信息', 'policy'],
  ['more-info-portrayal', '客户画像', 'customer'],
  ['product-all', '全部产品', 'content'],
  ['official-account-binding', '公众号绑定', 'org'],
  ['account-info', { title: '账号信息', name: 'AccountInfo' }, 'org'],
  ['customer-handling', '客户办理', 'tasks'],
  ['customer-reservation', '客户预约', 'tasks'],
  ['policy-list', '保单列表', 'policy'],
  ['person-report', { title: '个人报表', name: 'CustomerPersonReport' }, 'report'],
  ['claim-schedule', '理赔进度', 'policy'],
  ['insurance-no-car-policy', '非车险保单', 'nonvehicle'],
  ['pay-qrCode', '支付二维码', 'policy'],
  ['ocr-identify', '证件识别', 'policy'],
  ['share-quote-page', '分享报价', 'policy'],
  ['assistant', '智能助手', 'assistant'],
  ['list-mechanism', '机构代码', 'org'],
  ['team-code', '团队码', 'group'],
  ['multiple-group', '多群管理', 'group'],
  ['bindreport', '双绑率报表', 'report'],
  ['person-performance-rank-report', '个人业绩排行', 'report'],
  ['enterprise-config', '企业配置', 'org'],
  ['enterprise-creat', '企业创建', 'org'],
  ['enterprise-repair', '修理厂码', 'org'],
  ['insurance-type-list', '险种列表', 'nonvehicle'],
  ['reportlist', '报表列表', 'report'],
  ['all-lables', '全部标签', 'org'],
  ['wechat-lables', '企微标签', 'org'],
  ['all-elesale-lables', '电销标签', 'org'],
  ['appreciation', '增值服务', 'value-added'],
  ['non-vehicle', '非车险', 'nonvehicle'],
  ['street-sweeping', '灾害提醒', 'disaster'],
  ['street-sweeping-send', '发送灾害提醒', 'disaster'],
  ['PolicyDetail', '保单下载', 'policy'],
  ['value-added-services-allocate', '增值服务分配', 'value-added'],
  ['group-configuration', '群配置', 'group'],
  ['group-quotation-guide', '群报价指引', 'group'],
]);

const CONTACT: Row[] = [
  ['/contact-customer', '联系客户', 'home'],
  ['/customer-message', '添加客户推送', 'care'],
  ['/kafka-contact-customer', '缴费通知联系', 'home'],
  ['/nonvehicle-contact-customer', '非车客户联系', 'home'],
  ['/insurance-contact-customer', '理赔关怀联系', 'home'],
  ['/claim-group-building', '理赔建群', 'group'],
];

const CLIENT: Row[] = under('client', [
  ['client-regulate', '客户管理', 'customer-admin'],
  ['new-client-regulate', '新客户管理', 'customer-admin'],
  ['tencent-add', '企微添加', 'customer-admin'],
  ['public-account', '公众号', 'customer-admin'],
  ['manager-account', '客户经理账号', 'customer-admin'],
  ['renewal-rate', '续保率', 'report'],
  ['binding-rate', '绑定率', 'report'],
  ['search-manager', '查询客户经理', 'customer-admin'],
  ['data-board', '数据看板', 'report'],
]);

const COMMON: Row[] = under('common', [
  ['salesman-list', '业务员列表', 'org'],
  ['risk-engage-list', '特别约定', 'org'],
  ['gift-service', '礼品服务', 'value-added'],
]);

const CONFIGURATION: Row[] = under('configuration-nape', [
  ['configuration-management', '配置管理', 'org'],
  ['points-allocation', '积分分配', 'value-added'],
]);

const CUSTCARE: Row[] = under('custcare-msg', [
  ['custcare-msg-query', '客户关怀', 'care'],
  ['custcare-msg-send', '发送关怀消息', 'care'],
  ['custcare-msg-view', '关怀消息详情', 'care'],
  ['wechat-add', '企微添加提醒', 'care'],
  ['disaster-warning-msg', '灾害预警', 'disaster'],
  ['disaster-warning-msg-with-link-url', '灾害预警（链接）', 'disaster'],
  ['disaster-warning-msg-with-link-url-detail', '灾害预警详情', 'disaster'],
  ['expired-service-msg', '到期服务提醒', 'care'],
  ['common-service-msg', '服务消息', 'mass'],
  ['custcare-msg-massmessaging', '关怀群发', 'mass'],
]);

const REPORT: Row[] = under('report', [
  ['group-report', '团队报表', 'report'],
  ['person-report', { title: '个人报表', name: 'PersonReport' }, 'report'],
]);

const GROUP_MSG: Row[] = under('group-msg', [
  ['group-msg-query', '群发消息', 'mass'],
  ['group-msg-edit', '编辑群发', 'mass'],
  ['group-msg-customer-list', '群发客户', 'mass'],
  ['renewal-notice-group-msg', '续保通知群发', 'mass'],
]);

const HOME: Row[] = under('home', [
  ['customer-home-page', { title: '首页', navbar: { leftArrow: false } }, 'home'],
  ['custome-assistant', '客户助手', 'assistant'],
  ['service-tasks', '服务任务', 'tasks'],
  ['configuration', '首页配置', 'home'],
  ['added-services-value', '增值服务', 'value-added'],
  ['reset-services', '重置服务', 'value-added'],
  ['event-push', '事件推送', 'home'],
  ['assistant-item-list', '助手事项', 'assistant'],
  ['assistant-item-config', '助手事项配置', 'assistant'],
  ['mission-center', '续保任务', 'tasks'],
  ['mission-center-nocar', '非车任务', 'tasks'],
  ['mission-center-yxtask', '营销任务', 'tasks'],
  ['upcoming-customerInfo-detail', '待办客户详情', 'customer'],
  ['client-customerInfo-detail', '客户详情', 'customer'],
  ['external-link', '外部链接', 'public'],
]);

const SINGLES: Row[] = [
  ['/favorites/favorite-list', '我的收藏', 'content'],
  ['/interact/interact-details', '互动详情', 'content'],
  ['/knowledge', { title: '知识库', name: 'KnowledgeRedirect', redirect: '/knowledge/index' }],
  ['/knowledge/index', { title: '知识库', name: 'Knowledge' }, 'assistant'],
  ['/mine/index', { title: '我的', name: 'Mine' }, 'assistant'],
  ['/moments/moments-task-query', '朋友圈任务', 'content'],
  ['/msg-blacklist/config', { title: '消息黑名单', name: 'MsgBlacklistConfig' }, 'mass'],
  ['/particulars-home/customer-info-and-home', { title: '客户信息', cache: true }, 'customer'],
  ['/seat-main/config', { title: '坐席配置', name: 'SeatMainConfig' }, 'assistant'],
];

const NEWS: Row[] = under('news', [
  ['articles', '文章', 'content'],
  ['news-history', '发送记录', 'content'],
  ['customer-access-history', '客户访问记录', 'content'],
  ['send-poster-msg', '发送海报', 'poster'],
  ['send-graphic-msg', '发送图文', 'content'],
  ['send-person-news-group-msg', '资讯群发', 'content'],
  ['send-person-news-batch', '资讯批量发送', 'content'],
]);

const ONE_CLICK_GROUP: Row[] = [
  ['/create-group-type', '一键建群', 'group'],
  ['/other-assistance', '协助建群', 'group'],
  ['/review', '建群审核', 'group'],
  ['/reviewer-config-list', '审核人配置', 'group'],
  ['/reviewer-config', '审核人设置', 'group'],
  ['/reviewer-config-add', '添加审核人', 'group'],
  ['/reviewer-config-select', '选择审核人', 'group'],
];

const NOTICE: Row[] = under('notice', [
  ['health-notice', '请阅读', 'org'],
  ['cust-info-authorization', '请阅读', 'org'],
]);

const POSTER: Row[] = under('poster', [
  ['index', { title: '海报', name: 'Poster', cache: true }, 'poster'],
  ['poster-share-config', '海报分享配置', 'poster'],
  ['poster-config-send', '海报配置发送', 'poster'],
  ['poster-lead-info-add', '添加线索信息', 'poster'],
  ['send-person-poster-group-msg', '海报群发', 'poster'],
  ['send-person-poster-batch', '海报批量发送', 'poster'],
  ['select-poster-from-ui', '选择海报', 'poster'],
]);

const PRODUCT: Row[] = [
  ['/product', { title: '产品', name: 'ProductRedirect', redirect: '/product/index' }],
  ['/product/index', { title: '产品', name: 'Product', cache: true }, 'content'],
  ['/product/detail', { title: '产品详情', name: 'ProductDetail', cache: true }, 'content'],
];

const SERVICE_PACK: Row[] = under('service-pack-application', [
  ['service-pack-govern', '服务包管理', 'service-pack'],
  ['customer-grouping-code', '客户分组码', 'service-pack'],
  ['newly-added-service-pack', '新增服务包', 'service-pack'],
  ['vehicle-model-inquiry', '车型查询', 'service-pack'],
  ['prpdict-list', '服务项目', 'service-pack'],
  ['package-prpdict-list', '服务包项目', 'service-pack'],
  ['view-grouping-code', '查看分组码', 'service-pack'],
  ['view-added-service-pack', '查看服务包', 'service-pack'],
  ['non-vehicle-customer-grouping-code', '非车客户分组码', 'service-pack'],
  ['non-vehicle-newly-added-service-pack', '新增非车服务包', 'service-pack'],
  ['view-non-vehicle-grouping-code', '查看非车分组码', 'service-pack'],
  ['view-non-vehicle-added-service-pack', '查看非车服务包', 'service-pack'],
]);

const BUSINESS_CARD: Row[] = under('business-card', [
  ['index', { title: '我的名片', name: 'BusinessCard' }, 'card'],
  ['register-card', { title: '登记名片', name: 'RegisterBusinessCard' }, 'card'],
  ['business-card-detail', '名片详情', 'card'],
]);

const VALUE_ADDED: Row[] = under('value-added-services', [
  ['value-added-allocation-scheme', '增值服务分配方案', 'value-added'],
  ['new-plan-added', { title: '新增方案', cache: true }, 'value-added'],
  ['view-value-added', '查看增值服务', 'value-added'],
  ['sales-force', '销售团队', 'value-added'],
  ['batch-management', { title: '批次管理', cache: true }, 'value-added'],
  ['batch-details', '批次详情', 'value-added'],
]);

const VERBAL_TRICK: Row[] = under('verbal-trick-manage', [
  ['verbal-trick-detail', '话术详情', 'content'],
  ['search-patter-by-type3', '话术搜索', 'content'],
]);

const WECHAT: Row[] = under('wechat', [
  ['wechat-customer-service', { title: '微信客服', cache: true }, 'wechat'],
  ['policyDetails', '保单详情', 'wechat'],
]);

const ROBOT: Row[] = under('robot', [
  ['chat-room-add-relation', { title: '客户报备', cache: true }, 'robot'],
  ['relation-duplicate-files', '重复报备', 'robot'],
  ['ebs-joint-sales-selector', '联合销售选择', 'robot'],
  ['lco-joint-sales-selector', '联合销售选择', 'robot'],
  ['add-relation', { title: '新增报备', cache: true }, 'robot'],
  ['modify-relation', { title: '修改报备', cache: true }, 'robot'],
  ['trans-proposal', '转投保', 'robot'],
  ['proposalno-detail', { title: '投保单详情', cache: true }, 'robot'],
  ['chat-room-open-quotation-detail', '报价详情', 'robot'],
]);

const NONVEHICLE: Row[] = under('nonvehicle', [
  ['homeProIns', '家庭财产保险', 'nonvehicle'],
  ['goodsinsurance', '货物运输保险', 'nonvehicle'],
  ['liability', '责任保险', 'nonvehicle'],
  ['accidentIns', '意外伤害保险', 'nonvehicle'],
  ['portfolio', '组合保险', 'nonvehicle'],
]);

const ERRORS: Row[] = [
  ['/error/401', { title: '未授权', name: 'Error401' }, 'shell'],
  ['/error/404', { title: '页面不存在', name: 'Error404' }, 'shell'],
  ['/error/500', { title: '系统错误', name: 'Error500' }, 'shell'],
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
  if (r.area) def.area = r.area;
  return def;
});
