import { useState } from 'react';
import { Link } from 'wouter';
import { CARE_MSG_TYPE, labelOf } from '../../../../../shared/domain/codes';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, When, runAction, MissingParam, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { detailHref } from '../../../parts/customer';
import { editHref, markClaimCareSent, markSent, type CareMsg, sendCareMessage, sendCareMessageByRegistNo } from '../api';
import { ClaimCareParts } from '../components/ClaimCareParts';

// 关怀消息详情 (/custcare-msg/custcare-msg-view?msgId=): who the message is for, why (the trigger
// date), the text exactly as the customer will read it, and whether it went out. Sending goes one
// way: into the customer's chat through WeCom (then the send flag is written back), or — for a
// customer without a WeCom chat at hand — by the server (sendCustcareMsg, WeCom 1:1 or SMS). A
// server send through WeCom is a task the staff member confirms in WeCom, which the answer (a send
// flag) cannot say: the page says 已提交企业微信，待成员确认, never 已发送 (README "Never a faked send").
// Unsent messages can be edited first. ?registNo= opens a claim's care message (the claim progress
// page), sent and flagged by report number, with the claim's adviser, policies and contact screen.

export default function CareView() {
  const q = useParams();
  const msgId = q.get('msgId') ?? '';
  const registNo = msgId ? '' : (q.get('registNo') ?? '');
  // By msgId (the care list), or a claim's care message by its report number (the claim progress page).
  const byId = useCall('queryCustcareMsgById', { msgId }, { enabled: Boolean(msgId) });
  const byClaim = useCall('queryCustcareMsgByRegistNo', { registNo }, { enabled: Boolean(registNo) });
  const msg = msgId ? byId : byClaim;
  if (!msgId && !registNo) return <MissingParam what="关怀消息" from="客户关怀列表" />;
  return (
    <div className="page care">
      <AsyncView query={msg} skeleton="rows">
        {(m) => <Detail m={m} byRegistNo={registNo} />}
      </AsyncView>
    </div>
  );
}

/** After a send: the message (its flag) and the counts of what waits are asked again. */
const changed = () => invalidate('queryCustcareMsgById', 'queryCustcareMsgByRegistNo', 'queryCustCareNumbers');

function Detail({ m, byRegistNo }: { m: CareMsg; byRegistNo: string }) {
  const sent = m.sendFlag === '1';
  // Submitted to WeCom by the server on this visit (WeCom sends it once the member confirms), or
  // waiting in the WeCom task of a disaster warning's bulk send (its result sets the flag).
  const [submitted, setSubmitted] = useState(false);
  const chat = useCanSendToChat();
  const inTask = !sent && !!m.historyId;
  // A customer on the message blacklist gets no message of any kind (the BFF refuses the server
  // sends and the write-back; a message into the chat goes through WeCom, so it is not offered).
  const listed = useCall('getInMsgBlackList', { custId: m.custId, pageNo: 1, pageSize: 1 }, { enabled: Boolean(m.custId) });
  const blocked = Boolean(listed.data?.inBlackList);
  // WeCom reaches the customer only when they added a staff member: otherwise SMS, and nothing says 企业微信.
  const onWecom = !!m.externalUserId && m.contactAdded !== false;
  const toChat = async () => {
    const ok = await sendToChat({ kind: 'text', content: m.content }, { afterSent: () => (byRegistNo ? markClaimCareSent(byRegistNo) : markSent(m.msgId)) });
    if (ok) changed();
  };
  const byServer = async (sendType: '1' | '2') => {
    const r = await runAction(() => (byRegistNo ? sendCareMessageByRegistNo({ registNo: byRegistNo, sendType }) : sendCareMessage({ msgId: m.msgId, sendType })), {
      confirm: {
        title: sendType === '1' ? '企业微信发送' : '短信发送',
        message:
          sendType === '1'
            ? `将这条${m.msgTypeName}提交企业微信发给${m.custName}${sent ? '（已发送过，将再次发送）' : ''}？需你在企业微信中确认后才会发出。`
            : `将这条${m.msgTypeName}以短信发送给${m.custName}${sent ? '（已发送过，将再次发送）' : ''}？`,
        okText: '发送',
      },
      loadingText: sendType === '1' ? '正在提交' : '正在发送',
      success: sendType === '1' ? '已提交企业微信，待成员确认' : '关怀消息已发送',
    });
    if (!r) return;
    setSubmitted(sendType === '1');
    changed();
  };
  return (
    <>
      <Section title={m.title} extra={submitted || inTask ? <Tag kind="warning">{inTask && m.taskStatus === '1' ? '发送中' : '待成员确认'}</Tag> : sent ? <Tag kind="success">已发送</Tag> : <Tag kind="warning">未发送</Tag>}>
        {inTask ? (
          <p className="notice" role="note" aria-label="企业微信群发任务">
            这条消息在企业微信群发任务中（{m.taskStatus === '1' ? '发送中' : '待成员在企业微信中确认'}），发送结果返回后更新，不能再次发送。
          </p>
        ) : null}
        {submitted ? (
          <p className="notice" role="note" aria-label="待成员确认">
            已提交企业微信，待成员确认：请在企业微信中确认发送（工作台 → 客户联系 → 群发助手），确认后客户才会收到；客户当天已收到过企业群发消息的，企业微信不会再发。
          </p>
        ) : null}
        <Cells>
          <Cell label="客户">
            <Link href={detailHref(m.custId)}>{m.custName}</Link>
          </Cell>
          <Cell label="关怀类型">{labelOf(CARE_MSG_TYPE, m.msgType)}</Cell>
          {m.licenseNo ? <Cell label="车牌号">{m.licenseNo}</Cell> : null}
          {m.registNo ? <Cell label="报案号">{m.registNo}</Cell> : null}
          <Cell label={m.msgType === '0' ? '生日' : m.msgType === '1' ? '年检到期' : '触发日期'}>
            <When value={m.triggerDate} kind="due" />
          </Cell>
          {sent && !submitted ? <Cell label="发送时间">{m.sendTime?.slice(0, 16)}（{m.sendType === '2' ? '短信' : '企业微信'}）</Cell> : null}
        </Cells>
      </Section>
      <Section title="客户将收到">
        <p className="msg-bubble care-bubble" data-testid="care-content">
          {m.content}
        </p>
        {blocked ? (
          <p className="notice" role="alert">
            该客户在消息黑名单中，不能发送关怀消息
          </p>
        ) : !onWecom ? (
          <p className="muted">该客户尚未添加您的企业微信，可使用短信发送。</p>
        ) : inTask ? null : (
          <ChatSendNote send={chat} />
        )}
      </Section>
      {m.msgType === '3' && m.registNo ? <ClaimCareParts registNo={m.registNo} custId={m.custId} /> : null}
      <ActionBar
        actions={[
          ...(sent || inTask ? [] : [{ label: '编辑', href: editHref(m.msgId) }]),
          ...(blocked || listed.loading || inTask
            ? []
            : onWecom
              ? [
                  { label: sent ? '再次发到当前会话' : '发到当前会话', primary: true, disabled: !chat.can, onClick: () => void toChat() },
                  { label: '企业微信发送', onClick: () => void byServer('1') },
                ]
              : [{ label: '短信发送', primary: true, onClick: () => void byServer('2') }]),
        ]}
      />
    </>
  );
}
