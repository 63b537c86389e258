import { formatTime } from '../../shared/domain';
import { fail, field, ok, type DemoContext, type DemoHandlers } from '../types';

// Organisation pages (issue 22, our choice of calls: shared/catalogue/org.ts). State in state.kv:
//   notice:<userCode>:<noticeCode>  { version, agreedAt } of the staff member's last acceptance

interface Notice {
  title: string;
  version: string;
  updatedAt: string;
  paragraphs: readonly string[];
}

const NOTICES: Readonly<Record<string, Notice>> = {
  health: {
    title: '健康告知须知',
    version: '2026.1',
    updatedAt: '2026-01-01',
    paragraphs: [
      '一、依据《中华人民共和国保险法》第十六条，订立保险合同时，保险人就保险标的或者被保险人的有关情况提出询问的，投保人应当如实告知。',
      '二、在为客户办理健康险、意外险等需健康告知的产品时，您应当逐项向投保人宣读健康告知问题，由投保人本人根据被保险人的实际情况作答，不得代为填写或诱导客户隐瞒。',
      '三、投保人故意或者因重大过失未履行如实告知义务，足以影响保险人决定是否同意承保或者提高保险费率的，保险人有权解除合同，并可能不承担赔偿或者给付保险金的责任。',
      '四、客户告知的既往病史、检查结果等健康信息属于敏感个人信息，仅可用于本次投保核保，不得截图转发、留存于个人设备或用于其他用途。',
      '五、如客户对告知事项有疑问，请引导其拨打客服热线或联系核保人员，不得自行解释或承诺承保结果。',
    ],
  },
  custInfoAuth: {
    title: '客户信息授权及保密承诺',
    version: '2026.1',
    updatedAt: '2026-01-01',
    paragraphs: [
      '一、依据《中华人民共和国个人信息保护法》，处理客户个人信息应当取得客户的授权同意，并遵循合法、正当、必要和诚信原则。',
      '二、本应用中展示的客户姓名、证件号码、手机号码、车辆及保单信息，仅可用于为客户提供保险咨询、续保提醒、理赔协助等服务。',
      '三、查看客户完整手机号等敏感信息会被记录审计；您不得超出工作需要查询、导出、截图、转发或向任何第三方提供客户信息。',
      '四、向客户发送营销内容前，应确认客户已添加您的企业微信并同意接收相关信息；客户要求停止发送的，应及时将其加入免打扰名单。',
      '五、违反上述承诺造成客户信息泄露的，将依法依规追究相应责任。',
    ],
  },
};

const userCodeOf = (ctx: DemoContext) => ctx.user?.userCode ?? '';
const keyOf = (ctx: DemoContext, code: string) => `notice:${userCodeOf(ctx)}:${code}`;

function view(ctx: DemoContext, code: string, notice: Notice) {
  const agreed = ctx.state.kv.get(keyOf(ctx, code)) as { version: string; agreedAt: string } | undefined;
  const current = agreed?.version === notice.version;
  return { noticeCode: code, ...notice, paragraphs: [...notice.paragraphs], agreed: current, agreedAt: current ? agreed.agreedAt : null };
}

function noticeOf(ctx: DemoContext): [string, Notice] | undefined {
  const code = field(ctx, 'noticeCode') ?? '';
  const notice = Object.hasOwn(NOTICES, code) ? NOTICES[code] : undefined;
  return notice ? [code, notice] : undefined;
}

export const handlers: DemoHandlers = {
  queryNoticeAgreement: (ctx) => {
    const found = noticeOf(ctx);
    return found ? ok(view(ctx, ...found)) : fail('须知不存在');
  },
  saveNoticeAgreement: (ctx) => {
    const found = noticeOf(ctx);
    if (!found) return fail('须知不存在');
    const [code, notice] = found;
    if (field(ctx, 'version') !== notice.version) return fail('须知内容已更新，请重新阅读后再确认');
    ctx.state.kv.set(keyOf(ctx, code), { version: notice.version, agreedAt: formatTime(ctx.state.now()) });
    return ok(view(ctx, code, notice));
  },
};
