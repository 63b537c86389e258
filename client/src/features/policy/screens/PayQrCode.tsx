import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Money, money, Section, MissingParam, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { QrCode } from '../../../ui/QrCode';
import { formatTime } from '../../../../../shared/domain/format';

// 支付二维码 (staff, ?quotationNo= or ?proposalNo=): what the customer pays for a quotation or a
// proposal (queryEPayUrlInfo): the amount, the pay code to scan from the staff member's screen,
// until when it is valid; 发送给客户 puts a link card to the public pay page
// (/customer-info/public-pay-qrCode, which shows the same code and amount) into the current chat.

interface PayInfo {
  payUrl: string;
  amount: string | number;
  expireTime: string;
  payNo: string;
}

/** The public pay page's absolute address for this payment (what the customer opens). */
export function publicPayUrl(p: PayInfo): string {
  const q = new URLSearchParams({ payUrl: p.payUrl, amount: String(p.amount), expireTime: p.expireTime, payNo: p.payNo });
  return new URL(`customer-info/public-pay-qrCode?${q}`, document.baseURI).href;
}

const expiredAt = (t: string) => {
  const d = new Date(t.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? undefined : d;
};

export default function PayQrCode() {
  const params = useParams();
  const quotationNo = params.get('quotationNo') ?? '';
  const proposalNo = params.get('proposalNo') ?? '';
  if (!quotationNo && !proposalNo) return <MissingParam what="报价单号或投保单号" from="报价单" />;
  return <Pay quotationNo={quotationNo} proposalNo={proposalNo} />;
}

function Pay({ quotationNo, proposalNo }: { quotationNo: string; proposalNo: string }) {
  const info = useCall('queryEPayUrlInfo', quotationNo ? { quotationNo } : { proposalNo });
  const chat = useCanSendToChat();
  return (
    <div className="page">
      <AsyncView query={info}>
        {(p) => {
          const until = expiredAt(p.expireTime);
          const expired = until !== undefined && until.getTime() < Date.now();
          return (
            <>
              <section className="card pub-center" aria-label="支付二维码">
                <span className="muted">应付金额</span>
                <span className="pub-amount">
                  <Money value={p.amount} />
                </span>
                {expired ? (
                  <p className="notice" role="alert">
                    支付二维码已过期，请点击下方“刷新”重新获取
                  </p>
                ) : (
                  <>
                    <QrCode text={p.payUrl} size={200} label="支付二维码" />
                    <span className="muted">请客户用微信扫码支付，或发送支付链接给客户</span>
                  </>
                )}
              </section>
              <Section title="支付信息">
                <Cells>
                  {quotationNo && <Cell label="报价单号">{quotationNo}</Cell>}
                  {proposalNo && <Cell label="投保单号">{proposalNo}</Cell>}
                  <Cell label="支付单号">{p.payNo}</Cell>
                  <Cell label="有效期至">{formatTime(p.expireTime, 'YYYY-MM-DD HH:mm')}</Cell>
                </Cells>
              </Section>
              <ChatSendNote send={chat} />
              <ActionBar
                actions={[
                  { label: '刷新', onClick: () => info.reload() },
                  {
                    label: '发送给客户',
                    primary: true,
                    disabled: expired || !chat.can,
                    onClick: () =>
                      void sendToChat({
                        kind: 'link',
                        title: '保费支付',
                        desc: `应付 ${money(p.amount)}，请在 ${formatTime(p.expireTime, 'MM-DD HH:mm')} 前完成支付`,
                        url: publicPayUrl(p),
                      }),
                  },
                ]}
              />
            </>
          );
        }}
      </AsyncView>
    </div>
  );
}
