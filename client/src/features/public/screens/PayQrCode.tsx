import { Money, NO_VALUE, useParam } from '../../../ui';
import { QrCode } from '../../../ui/QrCode';
import { formatTime } from '../../../../../shared/domain/format';
import { BadLink, safeHref } from '../components/parts';

// 支付二维码 (public, no login): the pay QR code of a proposal or quotation, opened from the link
// the staff member's pay-code page shares — ?payUrl= (the pay page, from queryEPayUrlInfo on the
// staff side), &amount=, &expireTime=, &payNo=. Long-press recognises the code in WeChat; an
// expired or incomplete link says so and what to do.

export default function PayQrCode() {
  const payUrl = safeHref(useParam('payUrl'));
  const amount = useParam('amount');
  const expireTime = useParam('expireTime');
  const payNo = useParam('payNo');
  if (!payUrl) return <BadLink reason="支付链接无效：缺少支付地址" />;
  const expires = expireTime ? new Date(expireTime.replace(' ', 'T')) : undefined;
  if (expires && !Number.isNaN(expires.getTime()) && expires.getTime() < Date.now()) return <BadLink reason="支付链接已过期" />;
  return (
    <div className="page">
      <div className="card pub-center">
        <span className="muted">应付金额</span>
        <span className="pub-amount">{amount ? <Money value={amount} /> : NO_VALUE}</span>
        <QrCode text={payUrl} size={200} label="支付二维码" />
        <span className="muted">长按识别二维码，或点击下方按钮完成支付</span>
        <a className="btn btn--primary btn--block" href={payUrl}>
          去支付
        </a>
        {payNo && <span className="muted">支付单号 {payNo}</span>}
        {expireTime && <span className="muted">请在 {formatTime(expireTime, 'YYYY-MM-DD HH:mm')} 前完成支付</span>}
      </div>
    </div>
  );
}
