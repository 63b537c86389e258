import { INSURANCE_KIND_GROUP, SCRIPT_PLACEHOLDERS, insuranceKindGroupOf, type InsuranceKindGroup } from '../../shared/domain';

// The content section's fixed catalogues (handlers/content/): products, news categories, posters,
// scripts, graphic news, marketing distribution and training. Dates in them are written against
// REFERENCE_DATE; answers move them to the data's reference date with asOfReference.

export const pad = (n: number, w = 6) => String(n).padStart(w, '0');

/** A small SVG picture as a data URI, so the demo's images show without a network. */
export function svgImage(title: string, subtitle: string, color: string, width = 600, height = 900): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${color}"/>` +
    `<text x="50%" y="42%" font-size="${Math.round(width / 12)}" text-anchor="middle" fill="#fff">${title}</text>` +
    `<text x="50%" y="54%" font-size="${Math.round(width / 22)}" text-anchor="middle" fill="#fff">${subtitle}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// ── Products and insurance links ────────────────────────────────────────────

export const VEHICLE_CLASS = { classId: 'V', className: '车险' } as const;

export const PRODUCT_NAMES: Readonly<Record<string, { name: string; description: string }>> = {
  DAA: { name: '机动车商业保险', description: '车损、三者、车上人员等商业保障，按需组合' },
  DZA: { name: '机动车交通事故责任强制保险', description: '国家法定强制保险，上路必备' },
  JAH: { name: '家庭财产综合保险', description: '房屋主体、室内财产与水暖管爆裂一站式保障' },
  JEB: { name: '家庭财产保险（居家版）', description: '家用电器、装修与室内财产保障' },
  JTN: { name: '家庭财产保险（租客版）', description: '为租房人群设计的财产与第三者责任保障' },
  JTC: { name: '台风暴雨家财险', description: '台风、暴雨、洪水造成的家财损失保障' },
  JDM: { name: '家庭燃气安全保险', description: '燃气意外导致的人身与财产损失保障' },
  YEJ: { name: '国内水路陆路货物运输保险', description: '货物在运输途中的自然灾害与意外事故保障' },
  YXL: { name: '快递物流货物保险', description: '快递包裹丢失、损毁保障' },
  ZDB: { name: '公众责任保险', description: '经营场所内第三者人身伤亡与财产损失责任' },
  ZFO: { name: '雇主责任保险', description: '员工因工伤亡的经济赔偿责任' },
  ZFG: { name: '电梯安全责任保险', description: '电梯事故造成第三者损失的赔偿责任' },
  ZID: { name: '产品质量责任保险', description: '产品缺陷造成第三者损害的赔偿责任' },
  EAU: { name: '驾乘人员意外伤害保险', description: '驾驶或乘坐车辆时的意外身故、伤残与医疗' },
  EDD: { name: '个人综合意外保险', description: '日常意外身故、伤残与意外医疗保障' },
  WDF: { name: '短期健康保险', description: '住院医疗费用报销' },
  ECD: { name: '交通工具意外保险', description: '乘坐飞机、火车、轮船等公共交通意外保障' },
  WB2: { name: '百万医疗保险', description: '一般医疗与重疾医疗，最高保额 200 万' },
  LAI: { name: '家庭综合保障组合', description: '家财、意外与医疗的组合保障' },
  LDO: { name: '车主无忧组合', description: '驾乘意外、道路救援与家财的组合保障' },
};

export const riskNameOf = (riskCode: string) => PRODUCT_NAMES[riskCode]?.name ?? riskCode;
export const insureLinkOf = (riskCode: string, userCode: string) =>
  `https://m.demo-insurer.cn/insure/${encodeURIComponent(riskCode)}?userCode=${encodeURIComponent(userCode)}`;

export function insuranceInfo(riskCode: string, userCode: string) {
  const group = insuranceKindGroupOf(riskCode);
  return {
    riskCode,
    riskName: riskNameOf(riskCode),
    kindGroup: group,
    jumpPath: group === null ? null : INSURANCE_KIND_GROUP[group].path,
    insureLink: insureLinkOf(riskCode, userCode),
  };
}

export interface Product {
  productId: string;
  productName: string;
  riskCode: string;
  classId: string;
  className: string;
  description: string;
  jumpPath: string | null;
  insureLink: string;
  coverUrl: string;
}

export function products(userCode: string): Product[] {
  const vehicle = ['DAA', 'DZA'].map((riskCode) => ({ riskCode, classId: VEHICLE_CLASS.classId, className: VEHICLE_CLASS.className, jumpPath: null }));
  const nonVehicle = (Object.keys(INSURANCE_KIND_GROUP) as InsuranceKindGroup[]).flatMap((group) =>
    INSURANCE_KIND_GROUP[group].codes.map((riskCode) => ({
      riskCode: riskCode as string,
      classId: group as string,
      className: INSURANCE_KIND_GROUP[group].label as string,
      jumpPath: INSURANCE_KIND_GROUP[group].path as string | null,
    })),
  );
  return [...vehicle, ...nonVehicle].map((p, i) => ({
    productId: `PD${pad(i + 1, 4)}`,
    productName: riskNameOf(p.riskCode),
    riskCode: p.riskCode,
    classId: p.classId,
    className: p.className,
    description: PRODUCT_NAMES[p.riskCode]?.description ?? '',
    jumpPath: p.jumpPath,
    insureLink: insureLinkOf(p.riskCode, userCode),
    coverUrl: svgImage(riskNameOf(p.riskCode), p.className, '#0b8457', 320, 180),
  }));
}

/** The name of a product by its risk code (the white-list pages name the insurance an article promotes). */
export const productNameOf = (riskCode: string): string | undefined => PRODUCT_NAMES[riskCode]?.name;

// ── News categories ─────────────────────────────────────────────────────────

export const NEWS_CATEGORIES = [
  { categoryId: 'CAT01', categoryName: '车险知识', categoryFlag: '1' },
  { categoryId: 'CAT02', categoryName: '理赔服务', categoryFlag: '1' },
  { categoryId: 'CAT03', categoryName: '非车保障', categoryFlag: '1' },
  { categoryId: 'CAT04', categoryName: '公司公告', categoryFlag: '2' },
] as const;
export const newsCategoryName = (categoryId: string) => NEWS_CATEGORIES.find((c) => c.categoryId === categoryId)?.categoryName ?? '其他';

// ── Posters ─────────────────────────────────────────────────────────────────

export const POSTER_CLASSES = [
  { classId: 'PCL01', className: '车险营销', sort: 1, color: '#1a73e8' },
  { classId: 'PCL02', className: '非车保障', sort: 2, color: '#e8711a' },
  { classId: 'PCL03', className: '节日问候', sort: 3, color: '#c62828' },
] as const;

export const POSTERS = [
  { posterId: 'P20250001', posterName: '新能源车险上线啦', classId: 'PCL01', riskCode: 'DAA', createTime: '2026-10-28 10:00:00', shareCount: 132 },
  { posterId: 'P20250002', posterName: '驾乘意外 一份保全车', classId: 'PCL02', riskCode: 'EAU', createTime: '2026-10-26 15:30:00', shareCount: 87 },
  { posterId: 'P20250003', posterName: '续保享好礼', classId: 'PCL01', riskCode: 'DAA', createTime: '2026-10-20 09:00:00', shareCount: 256 },
  { posterId: 'P20250004', posterName: '百万医疗 守护全家', classId: 'PCL02', riskCode: 'WB2', createTime: '2026-10-18 11:20:00', shareCount: 64 },
  { posterId: 'P20250005', posterName: '重阳节 敬老情', classId: 'PCL03', riskCode: null, createTime: '2026-10-10 08:00:00', shareCount: 41 },
  { posterId: 'P20250006', posterName: '家财险 台风季安心', classId: 'PCL02', riskCode: 'JTC', createTime: '2026-09-28 14:45:00', shareCount: 29 },
] as const;
export type PosterSeed = (typeof POSTERS)[number];

export const posterById = (id: string | undefined) => (id ? POSTERS.find((p) => p.posterId === id) : undefined);
export const posterClassOf = (p: PosterSeed) => POSTER_CLASSES.find((c) => c.classId === p.classId) ?? POSTER_CLASSES[0];
export const posterImage = (p: PosterSeed) => svgImage(p.posterName, posterClassOf(p).className, posterClassOf(p).color);
export const defaultPosterLink = (posterId: string, userCode: string) =>
  `https://m.demo-insurer.cn/poster/poster-preview?posterId=${posterId}&userCode=${encodeURIComponent(userCode)}`;

/** A poster as the public preview shows it (getPosterUrl): its name and picture. */
export function publicPosterOf(posterId: string | undefined): { posterId: string; title: string; posterUrl: string } | undefined {
  const p = posterById(posterId);
  return p ? { posterId: p.posterId, title: p.posterName, posterUrl: posterImage(p) } : undefined;
}

// ── Scripts (patter) and graphic news ───────────────────────────────────────

export const P = {
  name: SCRIPT_PLACEHOLDERS.customerName[0],
  title: SCRIPT_PLACEHOLDERS.customerTitle[0],
  plate: SCRIPT_PLACEHOLDERS.plateNumber[0],
  end: SCRIPT_PLACEHOLDERS.endDate[0],
  agent: SCRIPT_PLACEHOLDERS.agentName[0],
  salesman: SCRIPT_PLACEHOLDERS.agentName[1],
};

export const PATTER_CLASSES = [
  { classId: 'PT_C1', className: '车险话术', parentId: null, level: 1, sort: 1 },
  { classId: 'PT_C11', className: '续保跟进', parentId: 'PT_C1', level: 2, sort: 1 },
  { classId: 'PT_C12', className: '理赔关怀', parentId: 'PT_C1', level: 2, sort: 2 },
  { classId: 'PT_C2', className: '非车话术', parentId: null, level: 1, sort: 2 },
  { classId: 'PT_C21', className: '意外健康', parentId: 'PT_C2', level: 2, sort: 1 },
  { classId: 'PT_C22', className: '家庭财产', parentId: 'PT_C2', level: 2, sort: 2 },
  { classId: 'PT_C3', className: '节日问候', parentId: null, level: 1, sort: 3 },
  { classId: 'PT_C31', className: '节日祝福', parentId: 'PT_C3', level: 2, sort: 1 },
] as const;
export type PatterClass = (typeof PATTER_CLASSES)[number];
export const patterClassById = (id: string | null | undefined) => PATTER_CLASSES.find((c) => c.classId === id);

export const PATTERS: ReadonlyArray<{ patterId: string; classId: string; title: string; content: string; useCount: number; updateTime: string }> = [
  { patterId: 'PT000001', classId: 'PT_C11', title: '续保首次提醒', content: `${P.title}您好，我是您的专属客户经理${P.agent}。您的爱车${P.plate}的车险将于${P.end}到期，现在续保可享优惠，方便的话我帮您报个价？`, useCount: 356, updateTime: '2026-10-20 09:00:00' },
  { patterId: 'PT000002', classId: 'PT_C11', title: '续保临期提醒', content: `${P.name}${P.title}，您的车辆${P.plate}保险${P.end}就要到期了，脱保期间出险将无法理赔，建议尽快续保。有任何问题随时找我，${P.salesman}。`, useCount: 214, updateTime: '2026-10-22 10:30:00' },
  { patterId: 'PT000003', classId: 'PT_C11', title: '报价跟进', content: `${P.title}，给您发的续保方案看了吗？车损和三者险保额都按去年配置，如需调整告诉我，${P.agent}随时为您服务。`, useCount: 98, updateTime: '2026-10-18 15:00:00' },
  { patterId: 'PT000004', classId: 'PT_C12', title: '出险安抚', content: `${P.title}您好，得知您的车辆${P.plate}出险，请先确认人员安全。我是${P.agent}，会全程协助您办理理赔。`, useCount: 77, updateTime: '2026-10-12 11:00:00' },
  { patterId: 'PT000005', classId: 'PT_C12', title: '理赔材料提醒', content: `${P.name}${P.title}，理赔需要提供驾驶证、行驶证、事故认定书和维修发票，拍照发给我即可，${P.salesman}帮您提交。`, useCount: 65, updateTime: '2026-10-11 09:40:00' },
  { patterId: 'PT000006', classId: 'PT_C21', title: '驾乘意外推荐', content: `${P.title}，除了车险，建议为车上家人加一份驾乘意外险，一年几十元，保障全车乘客。我是${P.agent}，可以为您详细介绍。`, useCount: 120, updateTime: '2026-10-25 14:10:00' },
  { patterId: 'PT000007', classId: 'PT_C21', title: '百万医疗推荐', content: `${P.name}${P.title}您好，百万医疗险可报销住院医疗费用，续保稳定，需要的话我给您发个投保链接。`, useCount: 88, updateTime: '2026-10-24 16:00:00' },
  { patterId: 'PT000008', classId: 'PT_C22', title: '台风季家财险', content: `${P.title}，台风季快到了，家财险可以保障房屋和室内财产，${P.agent}为您推荐合适的方案。`, useCount: 45, updateTime: '2026-09-28 10:00:00' },
  { patterId: 'PT000009', classId: 'PT_C31', title: '重阳节问候', content: `${P.name}${P.title}，重阳节快乐！祝您和家人身体健康、出行平安。——${P.agent}`, useCount: 150, updateTime: '2026-10-10 08:00:00' },
  { patterId: 'PT000010', classId: 'PT_C31', title: '生日祝福', content: `${P.title}，今天是您的生日，${P.salesman}祝您生日快乐，万事如意！`, useCount: 230, updateTime: '2026-10-01 08:00:00' },
];
export type PatterSeed = (typeof PATTERS)[number];

export const GRAPHICS = [
  { graphicId: 'GR000001', title: '车险理赔全流程图解', description: '一张图看懂报案到赔款到账', createTime: '2026-10-27 10:00:00', sendCount: 58 },
  { graphicId: 'GR000002', title: '新能源车专属条款解读', description: '三电系统、充电桩损失怎么赔', createTime: '2026-10-24 15:00:00', sendCount: 41 },
  { graphicId: 'GR000003', title: '道路救援服务指南', description: '拖车、搭电、换胎，一个电话全搞定', createTime: '2026-10-19 09:30:00', sendCount: 36 },
  { graphicId: 'GR000004', title: '电子保单下载与查验', description: '三步下载电子保单，真伪一查便知', createTime: '2026-10-12 11:00:00', sendCount: 22 },
] as const;
export type GraphicSeed = (typeof GRAPHICS)[number];

// ── Marketing distribution and training ─────────────────────────────────────

export const DISTRIBUTES = [
  { distributeId: 'MD000001', title: '本月新能源车险推广', resourceType: 'news', resourceId: 'N20250001', startDate: '2026-10-28', endDate: '2026-11-30', status: '0', content: `${P.title}您好，新能源车险有新条款，给您分享一篇解读文章。` },
  { distributeId: 'MD000002', title: '驾乘意外险海报推送', resourceType: 'poster', resourceId: 'P20250002', startDate: '2026-10-25', endDate: '2026-11-25', status: '0', content: `${P.title}，出行平安很重要，推荐您了解一下驾乘意外险。` },
  { distributeId: 'MD000003', title: '理赔流程图文宣传', resourceType: 'graphic', resourceId: 'GR000001', startDate: '2026-09-01', endDate: '2026-09-30', status: '1', content: `${P.title}，车险理赔流程图解请收好，有需要随时找我。` },
] as const;
export type DistributeSeed = (typeof DISTRIBUTES)[number];

export const TRAININGS = [
  { resourceId: 'TR000001', title: '新能源车险条款精讲', resourceType: 'video', url: 'https://video.demo-insurer.cn/training/new-energy.mp4', duration: 1260, createTime: '2026-10-20 10:00:00', viewCount: 842 },
  { resourceId: 'TR000002', title: '车险投保须知', resourceType: 'document', url: '/kb/车险投保须知.pdf', duration: 0, createTime: '2026-10-10 09:00:00', viewCount: 1290 },
  { resourceId: 'TR000003', title: '理赔服务指南', resourceType: 'document', url: '/kb/理赔服务指南.pdf', duration: 0, createTime: '2026-09-28 09:00:00', viewCount: 977 },
  { resourceId: 'TR000004', title: '企业微信客户运营实战', resourceType: 'video', url: 'https://video.demo-insurer.cn/training/wecom-ops.mp4', duration: 1845, createTime: '2026-09-15 14:00:00', viewCount: 615 },
  { resourceId: 'TR000005', title: '非车险产品手册', resourceType: 'document', url: '/kb/非车险产品手册.pdf', duration: 0, createTime: '2026-09-01 09:00:00', viewCount: 508 },
  { resourceId: 'TR000006', title: '如何写好朋友圈文案', resourceType: 'article', url: 'https://m.demo-insurer.cn/training/moments-copywriting', duration: 0, createTime: '2026-08-20 16:00:00', viewCount: 433 },
] as const;

/** Organisations whose staff may use the app in the WeCom PC client. */
export const PC_ALLOWED_COM_IDS: readonly string[] = ['44000000', '11000000'];

