import { useState } from 'react';
import { ActionBar, AsyncView, Cell, Cells, money, Section, Tag, useParam, MissingParam } from '../../../ui';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { formatTime } from '../../../../../shared/domain/format';
import type { Quotation } from '../../../parts/policy-answers';
import { CoverageTable, Money } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';

// 分享报价 (?quotationNo=): the quotation — vehicle, items, premium — and sharing it into the
// current WeCom chat as a text message (outside WeCom the stand-in shows what would be sent); the
// pay code for it (支付二维码).

export default function ShareQuotePage() {
  const quotationNo = useParam('quotationNo');
  if (!quotationNo) return <MissingParam what="报价单号" />;
  return <Quote quotationNo={quotationNo} />;
}

/** The message the customer receives: plain text, readable in any chat. */
function quoteMessage(q: Quotation): string {
  const lines = [
    `【车险报价】${q.customerName ? `${q.customerName}，您好！` : '您好！'}`,
    q.licenseNo ? `车牌号：${q.licenseNo}` : '',
    ...(q.items ?? []).map((k) => `${k.kindName}：保额 ${money(k.amount)}，保费 ${money(k.premium)}`),
    `保费合计：${money(q.premium)}`,
    `报价单号：${q.quotationNo}`,
    '如需投保请回复本消息，我将为您办理。',
  ];
  return lines.filter(Boolean).join('\n');
}

function Quote({ quotationNo }: { quotationNo: string }) {
  const quote = useCall('queryQuotationDetailInfoByCode', { quotationNo });
  const [sharing, setSharing] = useState(false);
  const chat = useCanSendToChat();

  // WeCom asks the staff member to confirm in its own sheet, so no dialog and no overlay here:
  // the button waits, then a toast tells how it went.
  const share = async (q: Quotation) => {
    setSharing(true);
    try {
      await sendToChat({ kind: 'text', content: quoteMessage(q) });
    } finally {
      setSharing(false);
    }
  };

  return (
    <div className="page">
      <AsyncView query={quote}>
        {(q) => (
          <>
            <section className="card pl-head" aria-label="报价单">
              <h2 className="pl-head__title">{q.customerName || '报价单'}</h2>
              <p className="pl-head__no">{q.quotationNo}</p>
              <div className="pl-item__tags">
                <Tag kind={q.status === '1' ? 'success' : 'default'}>{q.statusName || q.status || '—'}</Tag>
                {q.proposalNo && <Tag kind="info">已转投保</Tag>}
              </div>
              <div className="pl-head__total">
                保费合计 <Money value={q.premium} />
              </div>
            </section>
            <Section title="车辆">
              <Cells>
                <Cell label="车牌号">{q.licenseNo}</Cell>
                <Cell label="车架号">{q.frameNo}</Cell>
                {q.vehicle?.brandName && (
                  <Cell label="品牌型号">
                    {q.vehicle.brandName} {q.vehicle.modelName}
                  </Cell>
                )}
                {q.vehicle?.registerDate && <Cell label="初登日期">{q.vehicle.registerDate}</Cell>}
                <Cell label="报价时间">{formatTime(q.createdAt, 'YYYY-MM-DD HH:mm')}</Cell>
              </Cells>
            </Section>
            <Section title="报价险别">
              {(q.items ?? []).length === 0 ? (
                <p className="muted">暂无险别</p>
              ) : (
                <CoverageTable items={q.items ?? []} />
              )}
            </Section>
            <ChatSendNote send={chat} />
            <ActionBar
              actions={[
                { label: '支付二维码', href: `/customer-info/pay-qrCode?${new URLSearchParams({ quotationNo: q.quotationNo })}` },
                { label: sharing ? '发送中…' : '分享给客户', primary: true, disabled: sharing || !chat.can, onClick: () => void share(q) },
              ]}
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}
