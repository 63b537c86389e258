import { Link } from 'wouter';
import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, Money, money, runAction, Section, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { CoverageTable } from '../../../parts/policy';
import { proposalHref, transProposal } from '../api';

// /robot/trans-proposal (?quotationNo=): turning a quotation into a proposal, for the group-chat
// customer (their own quotation) and the staff (their customer's). What will be proposed —
// coverages and premium — then 确认转投保 (qth/insure/transProposal, our proposal: the upstream
// refuses another's quotation, an unfinished one, or a second move) → the proposal's page.

type Quotation = AnswerOf<'queryQuotationDetailInfoByCode'>;

export default function TransProposal() {
  const quotationNo = useParam('quotationNo');
  const quote = useCall('queryQuotationDetailInfoByCode', { quotationNo }, { enabled: Boolean(quotationNo) });
  if (!quotationNo) {
    return (
      <div className="page rb">
        <p className="notice" role="alert">
          缺少报价单号，请从报价单页面进入
        </p>
      </div>
    );
  }
  const move = async (q: Quotation) => {
    const made = await runAction(() => transProposal({ quotationNo: q.quotationNo }), {
      confirm: { title: '确认转投保', message: `将报价单 ${q.quotationNo}（保费合计 ${money(q.premium)}）转为投保单，提交后不能再修改报价。`, okText: '确认转投保' },
      loadingText: '提交中',
      success: '已转为投保单',
    });
    if (made) void navigate(proposalHref(made.proposalNo), { replace: true });
  };
  return (
    <div className="page rb">
      <AsyncView query={quote} isEmpty={(q) => q === null}>
        {(q) =>
          q && (
            <>
              <section className="card rb-head" aria-label="转投保">
                <p className="muted rb-head__hello">{q.customerName ? `${q.customerName}的车险报价` : '车险报价'}</p>
                <div className="rb-head__total">
                  <span>保费合计</span>
                  <Money value={q.premium} />
                </div>
                <p className="muted">
                  {q.licenseNo} · 报价单号 {q.quotationNo}
                </p>
              </section>
              <Section title="将投保的保障">
                {(q.items ?? []).length === 0 ? <p className="muted">暂无险别</p> : <CoverageTable items={q.items ?? []} />}
              </Section>
              {q.proposalNo ? (
                <p className="notice" role="status">
                  该报价已转为投保单 <Link href={proposalHref(q.proposalNo)}>{q.proposalNo}</Link>
                </p>
              ) : q.status !== '1' ? (
                <p className="notice" role="status">
                  报价尚未完成，暂不能转投保
                </p>
              ) : (
                <Section title="转投保须知">
                  <Cells>
                    <Cell label="投保人 / 被保险人">{q.customerName}</Cell>
                    <Cell label="车辆">{q.licenseNo}</Cell>
                  </Cells>
                  <p className="muted">转投保后进入核保；核保通过后，您的客户经理会在群里告诉您缴费方式。</p>
                </Section>
              )}
              <ActionBar
                actions={
                  q.proposalNo
                    ? [{ label: '查看投保单', primary: true, href: proposalHref(q.proposalNo) }]
                    : q.status === '1'
                      ? [{ label: '确认转投保', primary: true, onClick: () => void move(q) }]
                      : []
                }
              />
            </>
          )
        }
      </AsyncView>
    </div>
  );
}
