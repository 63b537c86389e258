import { Link } from 'wouter';
import type { AnswerOf } from '../../../lib/api/names';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { QrCode } from '../../../ui/QrCode';

// 公众号绑定 (/customer-info/official-account-binding[?custId=]): inviting a customer to follow the
// province's WeChat official account and bind it to their policies (queryMpBindLink, our proposal):
// with a customer of the staff member's, that customer's own link — whether they are bound, the
// link as a QR code to scan from this phone or as a card sent into the chat; without one, the
// account's follow link. The customers already bound are listed at /client/public-account.

type Link = AnswerOf<'queryMpBindLink'>;

export default function OfficialAccountBinding() {
  const custId = useParam('custId');
  const link = useCall('queryMpBindLink', custId ? { custId } : {});
  const chat = useCanSendToChat();
  return (
    <div className="page">
      <AsyncView query={link}>
        {(l) => (
          <>
            <section className="card pub-center" aria-label="公众号二维码">
              <strong>{l.custName ? `邀请${l.custName}关注“${l.mpName}”` : `关注“${l.mpName}”公众号`}</strong>
              {l.bindStatus !== null && <Tag kind={l.bindStatus === '1' ? 'success' : 'warning'}>{l.bindStatus === '1' ? '已绑定公众号' : '未绑定公众号'}</Tag>}
              <QrCode text={l.bindUrl} size={180} label={`${l.mpName}公众号二维码`} />
              <span className="muted">{custId ? '请客户用微信扫码，关注后按提示完成绑定' : '用微信扫码关注公众号'}</span>
            </section>
            <Section title="说明">
              <Cells>
                <Cell label="公众号">{l.mpName}</Cell>
                <Cell label="链接有效期至">{l.expireTime}</Cell>
              </Cells>
              <p className="muted">绑定后，客户可在公众号里查询保单、理赔进度，接收续保和服务提醒。</p>
              <p className="muted">
                已绑定的客户见 <Link href="/client/public-account">公众号客户</Link>
              </p>
            </Section>
            <ChatSendNote send={chat} />
            <ActionBar
              actions={[
                {
                  label: custId ? '发送绑定邀请' : '发送关注链接',
                  primary: true,
                  disabled: !chat.can,
                  onClick: () =>
                    void sendToChat({ kind: 'link', title: `关注“${l.mpName}”公众号`, desc: '关注并绑定后，可随时查询保单、理赔进度，接收服务提醒', url: l.bindUrl }),
                },
              ]}
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}
