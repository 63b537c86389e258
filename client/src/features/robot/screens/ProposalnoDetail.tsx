import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../../../lib/session/store';
import { ActionBar, AsyncView, Cell, Cells, Money, Section, Tag, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { CoverageTable, dateRange } from '../../../parts/policy';

// /robot/proposalno-detail (?proposalNo=, cached): a proposal — its status, premium, vehicle,
// period, applicant and coverages (queryProposalDetailForWechat; the upstream answers a group-chat
// customer only their own) — and what comes next. Staff also get the pay code for it.


const NEXT: Readonly<Record<string, string>> = {
  '1': '投保单已提交核保，核保通过后您的客户经理会在群里告诉您缴费方式。',
  '2': '已承保，电子保单会发送给您。',
};

export default function ProposalnoDetail() {
  useSignals();
  const proposalNo = useParam('proposalNo');
  const proposal = useCall('queryProposalDetailForWechat', { proposalNo }, { enabled: Boolean(proposalNo) });
  const staff = session.value?.user.systemRole === 'qyUser';
  if (!proposalNo) {
    return (
      <div className="page rb">
        <p className="notice" role="alert">
          缺少投保单号，请从报价单或群聊中的链接打开
        </p>
      </div>
    );
  }
  return (
    <div className="page rb">
      <AsyncView query={proposal} isEmpty={(p) => p === null}>
        {(p) =>
          p && (
            <>
              <section className="card rb-head" aria-label="投保单">
                <p className="muted rb-head__hello">{p.riskName}</p>
                <div className="rb-head__total">
                  <span>保费</span>
                  <Money value={p.premium} />
                </div>
                <div className="rb-head__tags">
                  <Tag kind={p.proposalStatus === '2' ? 'success' : 'warning'}>{p.proposalStatusName}</Tag>
                  {p.licenseNo && <Tag>{p.licenseNo}</Tag>}
                </div>
              </section>
              <Section title="投保信息">
                <Cells>
                  <Cell label="投保单号">{p.proposalNo}</Cell>
                  {p.policyNo && <Cell label="保单号">{p.policyNo}</Cell>}
                  <Cell label="保险期间">{dateRange(p.startDate, p.endDate)}</Cell>
                  <Cell label="投保人">{p.applicantName}</Cell>
                  <Cell label="被保险人">{p.insuredName}</Cell>
                  <Cell label="车架号">{p.frameNo}</Cell>
                </Cells>
              </Section>
              <Section title="保障内容">{(p.coverages ?? []).length === 0 ? <p className="muted">暂无险别</p> : <CoverageTable items={p.coverages ?? []} />}</Section>
              <p className="muted rb-note">{NEXT[p.proposalStatus] ?? '请留意客户经理在群里的消息。'}</p>
              <ActionBar actions={staff && p.proposalStatus === '1' ? [{ label: '支付二维码', primary: true, href: `/customer-info/pay-qrCode?${new URLSearchParams({ proposalNo: p.proposalNo ?? proposalNo })}` }] : []} />
            </>
          )
        }
      </AsyncView>
    </div>
  );
}
