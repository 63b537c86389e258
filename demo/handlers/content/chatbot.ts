import { knowledgeById, knowledgeFile } from '../../data/knowledge';
import { pad } from '../../data/content';
import { nextSeq } from '../../state/content';
import { nowText, fail, field, ok, type DemoHandlers } from '../../types';

// The customers' chatbot: keyword answers from the knowledge base, turns kept per session.

const KNOWLEDGE_BASE: ReadonlyArray<{ keywords: readonly string[]; knowledgeId?: string; answer: string }> = [
  { keywords: ['车损', '保险责任'], knowledgeId: 'KB0001', answer: '车损险保障因碰撞、倾覆、火灾、爆炸、暴雨、洪水等原因造成的被保险车辆直接损失；车险综改后还包含玻璃单独破碎、自燃、发动机涉水和盗抢责任。' },
  { keywords: ['家财', '家庭财产'], knowledgeId: 'KB0007', answer: '家财险保障房屋主体、室内装修和室内财产因火灾、爆炸、暴雨、管道破裂等造成的损失，可附加盗抢和家电安全保障。' },
  { keywords: ['意外险'], knowledgeId: 'KB0008', answer: '个人意外险一般承保 18–65 周岁的被保险人，职业类别 1–4 类可直接投保，5–6 类需人工核保。' },
  { keywords: ['报案', '出险', '事故'], knowledgeId: 'KB0004', answer: '出险后请先确保人员安全、开启双闪并放置警示牌，然后拨打保险公司客服电话或在企业微信中联系您的客户经理报案，报案时请提供车牌号、出险时间地点和经过。' },
  { keywords: ['材料', '资料', '单证'], knowledgeId: 'KB0005', answer: '车险理赔一般需要：驾驶证、行驶证、被保险人身份证、银行卡、事故认定书（或快处协议）、维修发票和损失照片；涉及人伤的还需病历与医疗费用票据。' },
  { keywords: ['进度', '多久', '到账', '时效'], knowledgeId: 'KB0006', answer: '资料齐全后，小额案件通常 3 个工作日内结案，赔款在结案后 1–3 个工作日到账；您可以在“理赔进度”中按报案号随时查询。' },
  { keywords: ['续保', '到期', '脱保'], knowledgeId: 'KB0009', answer: '车险到期前 90 天内即可续保。脱保期间出险无法获得赔付，且交强险脱保可能被处罚，建议提前续保。' },
  { keywords: ['交强险'], knowledgeId: 'KB0002', answer: '交强险是国家法定强制保险，死亡伤残赔偿限额 18 万元、医疗费用 1.8 万元、财产损失 2000 元；未投保交强险的车辆不得上路。' },
  { keywords: ['三者', '第三者', '保额'], answer: '第三者责任险建议保额不低于 200 万元，一线城市建议 300 万元以上，以应对人伤事故的高额赔偿。' },
  { keywords: ['新能源', '电池', '充电桩', '电动'], knowledgeId: 'KB0003', answer: '新能源车险专属条款覆盖三电系统（电池、电机、电控），还可附加自用充电桩损失和外部电网故障损失保障。' },
  { keywords: ['玻璃'], knowledgeId: 'KB0001', answer: '玻璃单独破碎在新版车损险中已包含在车损险保障内，无需单独投保；理赔时请拍照并联系报案。' },
  { keywords: ['救援', '拖车', '搭电', '换胎'], answer: '道路救援服务包括拖车、搭电、换胎、送油等，可拨打客服电话或在小程序中一键呼叫救援。' },
  { keywords: ['电子保单', '保单下载', '发票'], knowledgeId: 'KB0010', answer: '电子保单与纸质保单具有同等法律效力，可在“电子保单”中按保单号下载，或由客户经理发送到您的企业微信。' },
  { keywords: ['划痕', '小剐蹭'], answer: '车身划痕可通过附加车身划痕损失险获得保障；小剐蹭是否报案可结合次年保费上浮情况，建议先咨询客户经理。' },
];
const CHATBOT_FALLBACK = '抱歉，这个问题我暂时还不会回答。您可以换个说法再问一次，或直接联系您的客户经理为您解答。';

/** The best-matching answer, with the knowledge entry it comes from and that entry's files. */
function answerOf(question: string) {
  let best: { answer: string; knowledgeId: string | undefined; score: number } | undefined;
  for (const item of KNOWLEDGE_BASE) {
    const score = item.keywords.filter((k) => question.includes(k)).length;
    if (score > 0 && (!best || score > best.score)) best = { answer: item.answer, knowledgeId: item.knowledgeId, score };
  }
  if (!best) return { answer: CHATBOT_FALLBACK, matched: false, sources: [], files: [] };
  const source = knowledgeById(best.knowledgeId);
  return {
    answer: best.answer,
    matched: true,
    sources: source ? [{ knowledgeId: source.knowledgeId, title: source.title }] : [],
    files: source ? source.files.map(knowledgeFile) : [],
  };
}

export const handlers: DemoHandlers = {
  chatWithChatBot: (ctx) => {
    const question = field(ctx, 'question');
    if (!question) return fail('请输入您的问题');
    if (question.length > 500) return fail('问题不能超过 500 个字');
    const sessionId = field(ctx, 'sessionId') ?? `CB${ctx.state.now().getTime().toString(36).toUpperCase()}${pad(nextSeq(ctx.state, 'chatbot'), 4)}`;
    const turns = ctx.state.content.chatbot.get(sessionId) ?? [];
    ctx.state.content.chatbot.set(sessionId, turns);
    const { answer, matched, sources, files } = answerOf(question);
    turns.push({ question, answer, at: nowText(ctx.state) });
    return ok({ answer, sessionId, matched, turns: turns.length, sources, files });
  },
};
