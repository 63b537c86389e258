import { useState } from 'react';
import { ePolicyLink, recordEPolicySent, sendEPolicy, getEPolicyDownloadLink } from '../api';
import { downloadEPolicy, ePolicyFileOf, ePolicyPage } from '../../../lib/api/epolicy';
import { basePath } from '../../../lib/base-path';
import { AsyncView, Cell, Cells, CodeLabel, runAction, Section, Tag, useParam, MissingParam } from '../../../ui';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { formatDate, formatTime } from '../../../../../shared/domain/format';
import { maskIdNumber } from '../../../../../shared/domain/mask';
import type { AnswerOf, Policy } from '../../../parts/policy-answers';
import { CoverageTable, dateRange, E_POLICY_SEND_FLAG, InForceTag, KindTag, Money, SEND_CHANNEL } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 保单下载 (?policyNo=): the policy with its coverages, and its e-policy — sent to the customer
// (by the insurer's system, or as a card into the current WeCom chat) or downloaded by a link.

type DownloadLink = AnswerOf<'getDownloadEPolicyLink'>;

export default function PolicyDetail() {
  const policyNo = useParam('policyNo');
  if (!policyNo) return <MissingParam what="保单号" />;
  return <Detail policyNo={policyNo} />;
}

function Detail({ policyNo }: { policyNo: string }) {
  const policy = useCall('queryPolicyNoInfo', { policyNo });
  // After every send: the policy (its send flag) and the send records are asked again.
  const onSent = () => invalidate('queryPolicyNoInfo', 'queryPolicyDownloadDetail');
  return (
    <div className="page">
      <AsyncView query={policy}>
        {(p) => (
          <>
            <PolicyHead policy={p} />
            <EPolicy policy={p} onSent={onSent} />
            <Section title="保单信息">
              <Cells>
                <Cell label="投保人">{p.applicantName}</Cell>
                <Cell label="被保险人">{p.insuredName}</Cell>
                <Cell label="被保险人证件号">{p.insuredIdNumber ? maskIdNumber(p.insuredIdNumber) : ''}</Cell>
                {p.licenseNo && <Cell label="车牌号">{p.licenseNo}</Cell>}
                {p.frameNo && <Cell label="车架号">{p.frameNo}</Cell>}
                <Cell label="保险期间">{dateRange(p.startDate, p.endDate)}</Cell>
                <Cell label="签单日期">{formatDate(p.issueDate)}</Cell>
                {p.proposalNo && <Cell label="投保单号">{p.proposalNo}</Cell>}
                <Cell label="保额">
                  <Money value={p.sumInsured} />
                </Cell>
                <Cell label="保费">
                  <Money value={p.premium} />
                </Cell>
              </Cells>
            </Section>
            {p.coverages && p.coverages.length > 0 && (
              <Section title="承保险别">
                <CoverageTable items={p.coverages} />
              </Section>
            )}
            <SendHistory policyNo={p.policyNo} />
          </>
        )}
      </AsyncView>
    </div>
  );
}

function PolicyHead({ policy: p }: { policy: Policy }) {
  return (
    <section className="card pl-head" aria-label="保单">
      <h2 className="pl-head__title">{p.riskName}</h2>
      <p className="pl-head__no">{p.policyNo}</p>
      <div className="pl-item__tags">
        <KindTag kind={p.kind} />
        <InForceTag code={p.inForceStatus} />
        <Tag kind={p.ePolicySendFlag === '1' ? 'success' : 'warning'}>
          电子保单<CodeLabel table={E_POLICY_SEND_FLAG} code={p.ePolicySendFlag ?? '0'} />
        </Tag>
      </div>
    </section>
  );
}

function EPolicy({ policy: p, onSent }: { policy: Policy; onSent: () => void }) {
  const [link, setLink] = useState<DownloadLink>();
  const chat = useCanSendToChat();
  const sent = p.ePolicySendFlag === '1';
  const who = p.insuredName ?? p.applicantName ?? '客户';
  // Whether WeCom can reach the customer (they added a staff member): else the e-policy goes by SMS,
  // and the button, the confirmation and the record all say so.
  const comm = useCall('mc/customerComm', { custId: p.custId ?? '' }, { enabled: Boolean(p.custId) });
  const viaWecom = comm.data?.isWecomFriend !== false;
  const channel = viaWecom ? 'wecom' : 'sms';

  // The insurer's system sends the e-policy to the customer (WeCom, or SMS when they have not added
  // one on WeCom); the send flag and the send record are kept upstream.
  const sendToCustomer = async () => {
    const r = await runAction(
      () => sendEPolicy(p.policyNo, p.custId ?? undefined, channel),
      {
        confirm: { title: '发送电子保单', message: `将保单 ${p.policyNo} 的电子保单通过${SEND_CHANNEL[channel]}发送给${who}${sent ? '（该保单已发送过，将再次发送）' : ''}？`, okText: '发送' },
        loadingText: '正在发送',
        success: (res) => (res as AnswerOf<'sendElectronicPolicy'>).message || '电子保单已发送',
      },
    );
    if (r) onSent();
  };

  // Staff send the e-policy link as a card into the chat the page was opened from (the shared
  // sendToChat); only once WeCom says it was sent is the policy marked sent and the send recorded.
  const sendToCurrentChat = async () => {
    const got = await runAction(() => ePolicyLink(p.policyNo), { loadingText: '正在生成链接' });
    if (!got) return;
    // The customer opens this app's public download page for the file, not the insurer's file host.
    const file = ePolicyFileOf(got.link);
    const sent = await sendToChat(
      { kind: 'link', title: `${p.riskName}电子保单`, desc: `保单号 ${p.policyNo}，保险期间 ${dateRange(p.startDate, p.endDate)}`, url: file ? ePolicyPage(file, '/external/download-policy-single', true) : got.link },
      {
        afterSent: () => recordEPolicySent(p.policyNo, p.custId ?? undefined),
      },
    );
    if (sent) onSent();
  };

  // A fresh link each time (it expires after the download window), then the file itself through
  // the BFF; the link stays shown to download again or to open on another device.
  const downloadFile = async (got: DownloadLink) => {
    const file = ePolicyFileOf(got.downloadUrl);
    if (!file) {
      window.open(got.downloadUrl, '_blank', 'noopener');
      return;
    }
    await runAction(() => downloadEPolicy(file), { loadingText: '正在下载', success: (name) => `已下载 ${String(name)}` });
  };
  const getLink = async () => {
    const r = await runAction(() => getEPolicyDownloadLink({ policyNo: p.policyNo }), { loadingText: '正在获取下载链接' });
    if (!r) return;
    setLink(r);
    await downloadFile(r);
  };
  const file = link ? ePolicyFileOf(link.downloadUrl) : undefined;

  return (
    <Section title="电子保单">
      <div className="pl-actions">
        <button type="button" className="btn btn--primary" disabled={comm.loading && !comm.data} onClick={() => void sendToCustomer()}>
          {viaWecom ? '发送给客户' : '短信发送给客户'}
        </button>
        <button type="button" className="btn" disabled={!chat.can} onClick={() => void sendToCurrentChat()}>
          发到当前会话
        </button>
        <button type="button" className="btn" onClick={() => void getLink()}>
          下载电子保单
        </button>
      </div>
      {!viaWecom && <p className="muted">客户未添加企业微信，电子保单将以短信发送。</p>}
      <ChatSendNote send={chat} />
      {link && (
        <div className="pl-link" aria-label="下载链接">
          <a
            href={file ? `${basePath()}${ePolicyPage(file, '/external/download-file')}` : link.downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="pl-link__a"
            onClick={(e) => {
              e.preventDefault();
              void downloadFile(link);
            }}
          >
            {link.fileName}
          </a>
          {link.expireTime && <span className="muted">链接有效期至 {formatTime(link.expireTime, 'YYYY-MM-DD HH:mm')}</span>}
        </div>
      )}
    </Section>
  );
}

/** Who sent the e-policy when, and how; loaded again after each send. */
function SendHistory({ policyNo }: { policyNo: string }) {
  const history = useCall('queryPolicyDownloadDetail', { policyNo }, { method: 'POST' });
  return (
    <Section title="发送记录">
      <AsyncView query={history} isEmpty={(h) => h.list.length === 0} emptyText="尚未发送过电子保单">
        {(h) => (
          <ul className="pl-records">
            {[...h.list].reverse().map((r) => (
              <li key={r.sendId}>
                <span>
                  <CodeLabel table={SEND_CHANNEL} code={r.channel} />
                </span>
                <span className="muted">{formatTime(r.sentAt, 'YYYY-MM-DD HH:mm')}</span>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
