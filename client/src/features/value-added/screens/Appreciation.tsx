import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { session } from '../../../lib/session/store';
import { ActionBar, PagedList, runAction, Segments, usePaged, useUrlChoice, useParam, MissingParam } from '../../../ui';
import { loadCareMessage, loadGrants, sendServiceReminder, type Grant } from '../api';
import { GrantCard } from '../components/parts';
import { ChatSendNote, useCanSendToChat, type ChatSend } from '../../../lib/send';

// 增值服务 (?custId=): the value-added services this customer holds, by state (in the URL) —
// each item used of total, expiry and who gave it. The staff member can send the service's
// reminder (care message type 5) into the chat, reset one they gave that is still unused, or
// give another.

const STATUS = [
  { value: '', label: '全部' },
  { value: '1', label: '待使用' },
  { value: '2', label: '使用中' },
  { value: '3', label: '已用完' },
  { value: '4', label: '已重置' },
] as const;
type Status = (typeof STATUS)[number]['value'];

export default function Appreciation() {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户" from="客户详情" />;
  return <Services key={custId} custId={custId} />;
}

function Services({ custId }: { custId: string }) {
  const [status, setStatus] = useUrlChoice<Status>('status', ['', '1', '2', '3', '4'], '');
  const grants = usePaged<Grant>((pageNo, pageSize, signal) => loadGrants({ custId, ...(status ? { status } : {}) }, pageNo, pageSize, signal), [custId, status], 10, { pagesParam: 'pages' });
  const me = session.value?.user.userCode;
  const give = `/customer-info/value-added-services-allocate?custId=${encodeURIComponent(custId)}`;
  const chat = useCanSendToChat();
  return (
    <div className="page">
      <Segments label="权益状态" value={status} options={STATUS} onChange={setStatus} />
      <ChatSendNote send={chat} />
      <section className="card" aria-label="客户的增值服务">
        <PagedList
          label="增值服务"
          state={grants}
          keyOf={(g) => g.grantId}
          emptyText={status ? '没有该状态的增值服务' : '该客户还没有增值服务'}
          renderItem={(g) => (
            <>
              <GrantCard grant={g} />
              <GrantActions grant={g} mine={g.granterCode === me} chat={chat} />
            </>
          )}
        />
      </section>
      <ActionBar actions={hasScreen(give) ? [{ label: '赠送增值服务', href: give, primary: true }] : []} />
    </div>
  );
}

function GrantActions({ grant, mine, chat }: { grant: Grant; mine: boolean; chat: ChatSend }) {
  const canRemind = grant.careMsgId !== null && (grant.status === '1' || grant.status === '2');
  const reset = `/home/reset-services?grantId=${encodeURIComponent(grant.grantId)}`;
  const canReset = mine && grant.status === '1' && hasScreen(reset);
  if (!canRemind && !canReset) return null;
  const remind = async () => {
    const msg = await runAction(() => loadCareMessage(grant.careMsgId ?? ''), { loadingText: '加载提醒…' });
    if (msg) await sendServiceReminder(msg.msgId, msg.content);
  };
  return (
    <div className="svc-actions">
      {canRemind && (
        <button type="button" className="btn btn--small" disabled={!chat.can} onClick={() => void remind()}>
          发送权益提醒
        </button>
      )}
      {canReset && (
        <Link href={reset} className="btn btn--small btn--quiet">
          重置
        </Link>
      )}
    </div>
  );
}
