import { useState } from 'react';
import { Link } from 'wouter';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Empty, Failed, runAction, Section, Skeleton, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { grantService, sendServiceReminder, type Grant } from '../api';
import { useChosenCustomer } from '../components/CustomerChoice';
import { GrantCard } from '../components/parts';
import { ChatSendNote, useCanSendToChat } from '../../../lib/send';

// 增值服务分配 (?custId=): give one of the caller's value-added services to this customer — the
// plans under way with what the caller has left and what the pack holds — then send the
// customer the value-added care message (type 5) the upstream made for it, into the chat.

export default function Allocate() {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户" from="客户详情" />;
  return <Give key={custId} custId={custId} />;
}

function Give({ custId }: { custId: string }) {
  const [cust] = useChosenCustomer(custId);
  const quota = useCall('valueAdded/queryMyQuota');
  const [planId, setPlanId] = useState('');
  const [given, setGiven] = useState<Grant>();
  const usable = quota.data?.plans.filter((p) => p.status === '1' && p.remaining > 0) ?? [];
  const chosen = usable.find((p) => p.planId === planId);
  const appreciation = `/customer-info/appreciation?custId=${encodeURIComponent(custId)}`;

  const give = async () => {
    if (!chosen) return;
    const grant = await runAction(() => grantService(custId, chosen.planId), {
      confirm: { title: '赠送增值服务', message: `将「${chosen.packName}」赠送给${cust?.custName ?? '该客户'}？将占用您在「${chosen.planName}」的 1 份额度。`, okText: '赠送' },
      loadingText: '赠送中…',
      success: '已赠送',
    });
    if (grant) {
      setGiven(grant);
      invalidate('valueAdded/queryMyQuota');
    }
  };

  if (given) return <Given grant={given} appreciation={appreciation} />;

  return (
    <div className="page">
      <Section title="客户">
        <div className="svc-card__title">{cust ? cust.custName : <Skeleton shape="rows" />}</div>
      </Section>
      <Section title="选择要赠送的服务">
        <AsyncView query={quota} isEmpty={() => usable.length === 0} emptyText="您没有可赠送的增值服务额度，请联系管理员分配">
          {() => (
            <div role="radiogroup" aria-label="可赠送的服务">
              {usable.map((p) => (
                <label key={p.planId} className="svc-radio">
                  <input type="radio" name="plan" value={p.planId} checked={planId === p.planId} onChange={() => setPlanId(p.planId)} />
                  <span className="svc-item__main">
                    <span className="svc-item__name">{p.packName}</span>
                    <span className="svc-item__desc">
                      {p.planName} · 剩余 {p.remaining} / {p.quota} 份 · 方案至 {p.endDate}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          )}
        </AsyncView>
      </Section>
      {chosen && <PackContent key={chosen.packCode} packCode={chosen.packCode} />}
      <ActionBar
        actions={[
          ...(hasScreen(appreciation) ? [{ label: '客户已有权益', href: appreciation }] : []),
          { label: '赠送', primary: true, disabled: !chosen, onClick: () => void give() },
        ]}
      />
    </div>
  );
}

/** What the customer will get: the chosen pack's items and times. */
function PackContent({ packCode }: { packCode: string }) {
  const pack = useCall('servicePack/queryServicePackDetail', { packCode });
  return (
    <Section title="服务内容">
      <AsyncView query={pack}>
        {(p) => (
          <ul className="svc-items" aria-label="服务内容">
            {p.items.map((i) => (
              <li key={i.itemCode} className="svc-item">
                <span className="svc-item__main svc-item__name">{i.itemName}</span>
                <span className="svc-item__end">
                  {i.times} {i.unit}
                </span>
              </li>
            ))}
            <li className="svc-item muted">领取后 {p.validMonths} 个月内有效</li>
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

/** After giving: the service, and its care message (type 5) ready to send into the chat. */
function Given({ grant, appreciation }: { grant: Grant; appreciation: string }) {
  const msg = useCall('queryCustcareMsgById', { msgId: grant.careMsgId ?? '' }, { enabled: Boolean(grant.careMsgId) });
  const [sent, setSent] = useState(false);
  const chat = useCanSendToChat();
  return (
    <div className="page">
      <section className="card svc-result" aria-label="赠送结果">
        <p className="svc-result__title">已赠送给 {grant.custName}</p>
        <GrantCard grant={grant} />
      </section>
      <Section title="增值服务提醒">
        {!grant.careMsgId ? (
          <Empty text="该服务没有提醒消息" />
        ) : msg.error ? (
          <Failed error={msg.error} onRetry={msg.reload} />
        ) : msg.data === undefined ? (
          <Skeleton shape="rows" />
        ) : (
          <>
            <p className="svc-msg">{msg.data.content}</p>
            <ChatSendNote send={chat} />
            <div className="svc-actions">
              <button type="button" className="btn btn--primary" disabled={sent || !chat.can} onClick={() => void (msg.data && sendServiceReminder(msg.data.msgId, msg.data.content).then(setSent))}>
                {sent ? '已发送' : '发送给客户'}
              </button>
              <Link href={appreciation} className="btn">
                查看客户权益
              </Link>
            </div>
          </>
        )}
      </Section>
    </div>
  );
}
