import type { ScreenProps } from '../../../lib/screen';
import { ChatSendNote, sendToChat, useCanSendToChat, type ChatSend } from '../../../lib/send';
import { AsyncView, Section, useParam } from '../../../ui';
import { PolicyRows } from '../../../parts/policy';
import { useNonVehiclePolicies } from '../api';
import { GROUPS, groupOfPath } from '../kinds';
import { useCall } from '../../../lib/query/use-call';

// A non-vehicle kind's page (/nonvehicle/homeProIns, goodsinsurance, liability, accidentIns,
// portfolio: the jump targets of spec 000 §2 by insurance-kind link code group, spec 001 §9):
// the kind's products, each with its online insurance link to send into the current chat, and
// for a customer (?custId=) their policies of this kind.


export default function KindPage({ route }: ScreenProps) {
  const group = groupOfPath(route.path);
  const custId = useParam('custId');
  const def = GROUPS.find(([g]) => g === group)?.[1];
  const chat = useCanSendToChat();
  if (!group || !def) return null;
  return (
    <div className="page">
      <Section title={`${def.label}产品`}>
        <ChatSendNote send={chat} />
        <ul className="list nv-products" aria-label={`${def.label}产品`}>
          {def.codes.map((code) => (
            <li key={code} className="list__item">
              <Product riskCode={code} chat={chat} />
            </li>
          ))}
        </ul>
      </Section>
      {custId ? <KindPolicies custId={custId} group={group} label={def.label} /> : null}
    </div>
  );
}

/** One product: its name and the link to insure online, loaded on its own. */
function Product({ riskCode, chat }: { riskCode: string; chat: ChatSend }) {
  const link = useCall('queryETInsureLink', { riskCode });
  return (
    <AsyncView query={link} skeleton="rows">
      {(l) => (
        <div className="nv-product">
          <span className="nv-product__name">
            <strong>{l.riskName}</strong>
            <span className="muted">{l.riskCode}</span>
          </span>
          <button
            type="button"
            className="btn btn--small btn--primary"
            aria-label={`发送投保链接：${l.riskName}`}
            disabled={!chat.can}
            onClick={() => void sendToChat({ kind: 'link', title: `${l.riskName}在线投保`, desc: '点击链接，在线填写信息即可投保', url: l.insureLink })}
          >
            发送投保链接
          </button>
        </div>
      )}
    </AsyncView>
  );
}

function KindPolicies({ custId, group, label }: { custId: string; group: string; label: string }) {
  const policies = useNonVehiclePolicies(custId, group);
  return (
    <Section title={`客户的${label}保单`}>
      <AsyncView query={policies} emptyText={`该客户暂无${label}保单`}>
        {(list) => <PolicyRows list={list} label={`客户的${label}保单`} />}
      </AsyncView>
    </Section>
  );
}
