// The assistant's knowledge base: articles staff browse and search (/knowledge/index), and that
// the chatbot cites as the sources of its answers. Files are the knowledge-base files served by
// assistant/downLoadFileByPath (demo/handlers/assistant.ts KB_FILES).

export const KNOWLEDGE_CATEGORY = {
  motorTerms: '车险条款',
  claims: '理赔服务',
  nonMotor: '非车产品',
  rules: '业务规则',
} as const;
export type KnowledgeCategory = keyof typeof KNOWLEDGE_CATEGORY;

export interface KnowledgeEntry {
  knowledgeId: string;
  title: string;
  category: KnowledgeCategory;
  summary: string;
  /** Paragraphs. */
  content: readonly string[];
  /** Knowledge-base file paths. */
  files: readonly string[];
  updateTime: string;
  viewCount: number;
}

const MOTOR_NOTICE = '/kb/车险投保须知.pdf';
const CLAIMS_GUIDE = '/kb/理赔服务指南.pdf';
const NON_MOTOR = '/kb/非车险产品手册.pdf';

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    knowledgeId: 'KB0001',
    title: '车损险的保险责任',
    category: 'motorTerms',
    summary: '碰撞、倾覆、火灾、暴雨等造成的车辆损失，2020 年车险综改后含玻璃单独破碎、发动机涉水等。',
    content: [
      '机动车损失保险（车损险）保障被保险机动车在使用过程中，因碰撞、倾覆、坠落、火灾、爆炸、外界物体坠落或倒塌、暴风、暴雨、洪水、冰雹、地陷等原因造成的车辆直接损失。', '车险综合改革后，车损险已包含玻璃单独破碎、自燃、发动机涉水、无法找到第三方特约和盗抢责任，无需再单独投保这些附加险。',
      '免责情形包括：驾驶人无证驾驶或饮酒驾驶、车辆未按规定年检、故意制造事故等。',
    ],
    files: [MOTOR_NOTICE],
    updateTime: '2026-10-08 09:00:00',
    viewCount: 1532,
  },
  {
    knowledgeId: 'KB0002',
    title: '交强险的赔偿限额',
    category: 'motorTerms',
    summary: '死亡伤残 18 万元、医疗费用 1.8 万元、财产损失 2000 元；无责任时限额相应降低。',
    content: ['机动车交通事故责任强制保险（交强险）是国家法定强制保险，未投保的车辆不得上路行驶。', '有责任时：死亡伤残赔偿限额 18 万元，医疗费用赔偿限额 1.8 万元，财产损失赔偿限额 2000 元。', '无责任时：死亡伤残 1.8 万元，医疗费用 1800 元，财产损失 100 元。'],
    files: [MOTOR_NOTICE],
    updateTime: '2026-09-20 09:00:00',
    viewCount: 1288,
  },
  {
    knowledgeId: 'KB0003',
    title: '新能源车险专属条款',
    category: 'motorTerms',
    summary: '三电系统（电池、电机、电控）纳入保障，可附加自用充电桩和外部电网故障损失。',
    content: ['新能源汽车商业保险专属条款将电池及储能系统、电机及驱动系统、其他控制系统纳入车损险保障范围。', '可附加：自用充电桩损失保险、自用充电桩责任保险、外部电网故障损失险、新能源汽车增值服务特约条款。'],
    files: [MOTOR_NOTICE],
    updateTime: '2026-10-15 09:00:00',
    viewCount: 904,
  },
  {
    knowledgeId: 'KB0004',
    title: '车险出险报案流程',
    category: 'claims',
    summary: '确保安全、开双闪放警示牌，拨打客服电话或联系客户经理报案，提供车牌号和出险经过。',
    content: [
      '第一步：确保人员安全，开启危险报警闪光灯，在车后 50–150 米处放置警示牌；有人员受伤先拨打 120。', '第二步：拨打保险公司客服电话或在企业微信中联系客户经理报案，说明车牌号、出险时间、地点和经过。', '第三步：拍摄现场全景、车辆损失部位和对方车辆照片；双方无争议的小额事故可使用快处快赔。',
    ],
    files: [CLAIMS_GUIDE],
    updateTime: '2026-10-02 09:00:00',
    viewCount: 2210,
  },
  {
    knowledgeId: 'KB0005',
    title: '车险理赔所需材料',
    category: 'claims',
    summary: '驾驶证、行驶证、被保险人身份证、银行卡、事故认定书、维修发票和损失照片。',
    content: ['基本材料：驾驶证、行驶证、被保险人身份证、收款银行卡、事故认定书或快处协议、维修发票、损失照片。', '涉及人伤：病历、诊断证明、医疗费用票据；伤残的还需伤残鉴定报告；误工的需误工证明和收入证明。', '盗抢案件：公安机关出具的立案证明、车辆登记证书和全套车钥匙。'],
    files: [CLAIMS_GUIDE],
    updateTime: '2026-09-25 09:00:00',
    viewCount: 1876,
  },
  {
    knowledgeId: 'KB0006',
    title: '理赔时效与赔款到账',
    category: 'claims',
    summary: '资料齐全后小额案件 3 个工作日内结案，赔款结案后 1–3 个工作日到账。',
    content: ['资料齐全后，1 万元以下的小额案件通常在 3 个工作日内结案；复杂案件在 30 日内作出核定。', '结案后赔款 1–3 个工作日到账，客户可在“理赔进度”中按报案号查询。'],
    files: [CLAIMS_GUIDE],
    updateTime: '2026-09-25 09:00:00',
    viewCount: 1120,
  },
  {
    knowledgeId: 'KB0007',
    title: '家庭财产保险的保障范围',
    category: 'nonMotor',
    summary: '房屋主体、室内装修和室内财产，因火灾、爆炸、暴雨、管道破裂等造成的损失。',
    content: ['家财险保障房屋主体、室内装修、室内财产因火灾、爆炸、雷击、暴雨、洪水、台风、管道破裂及水渍等造成的损失。', '可附加盗抢险、家用电器用电安全险和第三者责任险；现金、首饰、古玩字画一般不在保障范围内。'],
    files: [NON_MOTOR],
    updateTime: '2026-08-30 09:00:00',
    viewCount: 640,
  },
  {
    knowledgeId: 'KB0008',
    title: '意外险投保规则',
    category: 'nonMotor',
    summary: '投保年龄、职业类别限制与保额上限，高风险职业需核保。',
    content: ['个人意外险一般承保 18–65 周岁的被保险人，职业类别 1–4 类可直接投保，5–6 类需人工核保。', '未成年人身故保额不得超过监管规定的上限（10 周岁以下 20 万元，10–18 周岁 50 万元）。'],
    files: [NON_MOTOR],
    updateTime: '2026-08-30 09:00:00',
    viewCount: 512,
  },
  {
    knowledgeId: 'KB0009',
    title: '续保时间与脱保风险',
    category: 'rules',
    summary: '到期前 90 天内可续保；脱保期间出险不赔，交强险脱保可能被处罚。',
    content: ['车险到期前 90 天内即可办理续保，续保后新保单自原保单到期次日零时起生效。', '脱保期间出险无法获得赔付；交强险脱保上路可被处以罚款并扣留车辆。', '连续多年未出险的客户续保可享受无赔款优待（NCD）系数下浮。'],
    files: [],
    updateTime: '2026-10-12 09:00:00',
    viewCount: 1399,
  },
  {
    knowledgeId: 'KB0010',
    title: '电子保单与电子发票',
    category: 'rules',
    summary: '电子保单与纸质保单同等效力，可按保单号下载或由客户经理发送。',
    content: ['电子保单与纸质保单具有同等法律效力，客户可在“电子保单”中按保单号下载。', '客户经理可在保单详情中把电子保单发送到与客户的企业微信会话中；电子发票在缴费后 24 小时内开具。'],
    files: [],
    updateTime: '2026-09-10 09:00:00',
    viewCount: 733,
  },
];

export const knowledgeById = (id: string | undefined) => KNOWLEDGE.find((k) => k.knowledgeId === id);

// A minimal valid one-page PDF carrying a title, so a downloaded file opens in a viewer.
export function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The assistant's knowledge-base files (path → title). */
export const KB_FILES: Record<string, string> = {
  '/kb/车险投保须知.pdf': 'Motor insurance notice',
  '/kb/理赔服务指南.pdf': 'Claims service guide',
  '/kb/非车险产品手册.pdf': 'Non-motor product handbook',
};

/** A knowledge-base file as answers name it (downLoadFileByPath's filePath). */
export function knowledgeFile(path: string) {
  const title = KB_FILES[path] ?? '';
  return { fileName: path.split('/').pop() ?? path, filePath: path, fileSize: pdf(title).length };
}

