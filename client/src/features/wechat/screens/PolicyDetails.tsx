import { ePolicyLink, markEPolicySent, type Policy } from '../api';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Section, runAction, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { CoverageTable, InForceTag, Money, dateRange } from '../../../parts/policy';

// 保单详情 (/wechat/policyDetails?policyNo=) in the customer-service chat: the policy as the
// customer asks about it — period, premium, cover — and its e-policy link sent into the chat
// (getSendEPolicyLink → a link card; the send flag written back after WeCom sent it).

export default function PolicyDetails() {
  const policyNo = useParam('policyNo');
  const policy = useCall('queryPolicyNoInfo', { policyNo }, { enabled: Boolean(policyNo) });
  const chat = useCanSendToChat();
  if (!policyNo) return <MissingParam what="保单号" from="微信客服" />;
  const send = async (p: Policy) => {
    const link = await runAction(() => ePolicyLink(p.policyNo), { loadingText: '正在生成链接' });
    if (!link) return;
    await sendToChat(
      { kind: 'link', title: `${p.riskName}电子保单`, desc: `保单号 ${p.policyNo}，保险期间 ${dateRange(p.startDate, p.endDate)}`, url: link.link },
      { afterSent: () => markEPolicySent(p.policyNo) },
    );
  };
  return (
    <div className="page">
      <AsyncView query={policy} skeleton="rows">
        {(p) => (
          <>
            <Section title={p.riskName} extra={<InForceTag code={p.inForceStatus} />}>
              <Cells>
                <Cell label="保单号">{p.policyNo}</Cell>
                {p.licenseNo ? <Cell label="车牌号">{p.licenseNo}</Cell> : null}
                <Cell label="保险期间">{dateRange(p.startDate, p.endDate)}</Cell>
                <Cell label="保费">
                  <Money value={p.premium} />
                </Cell>
                <Cell label="投保人">{p.applicantName}</Cell>
                <Cell label="被保险人">{p.insuredName}</Cell>
              </Cells>
            </Section>
            {p.coverages && p.coverages.length > 0 ? (
              <Section title="承保险别">
                <CoverageTable items={p.coverages} />
              </Section>
            ) : null}
            <ChatSendNote send={chat} />
            <ActionBar actions={[{ label: '发送电子保单到聊天', primary: true, disabled: !chat.can, onClick: () => void send(p) }]} />
          </>
        )}
      </AsyncView>
    </div>
  );
}
