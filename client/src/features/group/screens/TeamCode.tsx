import { session } from '../../../lib/session/store';
import { AsyncView, Section, runAction} from '../../../ui';
import { QrCard } from '../components/QrCard';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { cancelQrCode } from '../api';

// 团队码: the staff member's own "contact me" QR code (not tied to a customer), to print or show
// so customers add them on WeCom — then they can be pulled into groups. Void it and get a new one
// when it has been passed around too far. The new reviews customers left for them alongside.

export default function TeamCode() {
  const code = useCall('queryContactWayQRCode');
  const comments = useCall('queryServiceManagerNewCommentNum');
  const me = session.value?.user;
  const renew = async (configId: string) => {
    const done = await runAction(() => cancelQrCode({ configId }), {
      confirm: { title: '更换团队码', message: '旧的团队码作废后，客户扫描将无法添加你。确定作废并生成新的团队码？', okText: '作废并更换', danger: true },
      success: '已作废旧团队码',
    });
    if (done) invalidate('queryContactWayQRCode');
  };
  return (
    <div className="page">
      <Section title="我的团队码">
        <AsyncView query={code} skeleton="profile">
          {(c) => (
            <QrCard src={c.qrCodeUrl} label="团队码" expireTime={c.expireTime}>
              <strong>{me?.userCode ? `员工 ${maskEmployeeCode(me.userCode)}` : ''}</strong>
              <span className="muted">客户用微信扫码即可添加你为企业微信联系人</span>
              <button type="button" className="btn btn--small btn--quiet" onClick={() => void renew(String(c.configId))}>
                作废并更换
              </button>
            </QrCard>
          )}
        </AsyncView>
      </Section>
      <Section title="客户评价">
        <AsyncView query={comments} skeleton="rows">
          {(n) => <p className="gp-count">{n.newCommentNum > 0 ? `你有 ${n.newCommentNum} 条新的客户评价` : '暂无新的客户评价'}</p>}
        </AsyncView>
      </Section>
    </div>
  );
}
