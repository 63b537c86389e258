import { useSignals } from '@preact/signals-react/runtime';
import { roleRoutes } from '../../../lib/session/store';
import { formatTime } from '../../../../../shared/domain/format';
import { ActionBar, AsyncView, Cell, Cells, Money, Section, Tag, useParam } from '../../../ui';
import { proposalHref } from '../api';
import { CoverageTable } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';

// /robot/chat-room-open-quotation-detail (?quotationNo=): the group-chat customer's way in. The
// customer opens the quotation their customer manager sent into the group chat, logs in as an
// external user and lands here: the quotation — vehicle, coverages, premium — read-only, with how
// to go on (reply in the chat). The upstream answers a customer only their own quotations.


export default function ChatRoomOpenQuotationDetail() {
  const quotationNo = useParam('quotationNo');
  if (!quotationNo) {
    return (
      <div className="page rb">
        <section className="card rb-empty" role="status">
          <h2 className="rb-empty__title">请从群聊中的报价链接打开</h2>
          <p className="muted">您的客户经理会把报价单发到群聊中，点开报价链接即可在这里查看报价详情。</p>
        </section>
      </div>
    );
  }
  return <Quote key={quotationNo} quotationNo={quotationNo} />;
}

const TRANS_PATH = '/robot/trans-proposal';
const PROPOSAL_PATH = '/robot/proposalno-detail';
/** Whether this session's routes include the page (role routes generated at login). */
const canOpen = (path: string) => roleRoutes.value?.paths.has(path) ?? false;

function Quote({ quotationNo }: { quotationNo: string }) {
  useSignals();
  const quote = useCall('queryQuotationDetailInfoByCode', { quotationNo });
  return (
    <div className="page rb">
      <AsyncView query={quote} skeleton="profile">
        {(q) => (
          <>
            <section className="card rb-head" aria-label="报价单">
              <p className="muted rb-head__hello">{q.customerName ? `${q.customerName}，您好！这是为您准备的车险报价` : '这是为您准备的车险报价'}</p>
              <div className="rb-head__total">
                <span>保费合计</span>
                <Money value={q.premium} />
              </div>
              <div className="rb-head__tags">
                <Tag kind={q.status === '1' ? 'success' : q.status === '2' ? 'info' : 'default'}>{q.statusName || '报价中'}</Tag>
                {q.licenseNo && <Tag>{q.licenseNo}</Tag>}
              </div>
            </section>
            <Section title="保障内容">
              {(q.items ?? []).length === 0 ? <p className="muted">暂无险别</p> : <CoverageTable items={q.items ?? []} />}
            </Section>
            <Section title="车辆与报价">
              <Cells>
                <Cell label="车牌号">{q.licenseNo}</Cell>
                {q.vehicle?.brandName && (
                  <Cell label="品牌型号">
                    {q.vehicle.brandName} {q.vehicle.modelName}
                  </Cell>
                )}
                {q.vehicle?.registerDate && <Cell label="初登日期">{q.vehicle.registerDate}</Cell>}
                <Cell label="报价单号">{q.quotationNo}</Cell>
                <Cell label="报价时间">{formatTime(q.createdAt, 'YYYY-MM-DD HH:mm')}</Cell>
                {q.proposalNo && <Cell label="投保单号">{q.proposalNo}</Cell>}
              </Cells>
            </Section>
            <p className="muted rb-note">
              {q.proposalNo
                ? '该报价已转为投保单，客户经理会在群里告诉您缴费方式。'
                : canOpen(TRANS_PATH) && q.status === '1'
                  ? '确认投保请点击“转投保”；需要调整保障，请在群聊中回复您的客户经理。'
                  : '确认投保或需要调整保障，请在群聊中回复您的客户经理。'}
            </p>
            {/* Only where the session may open them: a customer who came in through the group chat has this page alone (spec 000 §2). */}
            <ActionBar
              actions={
                q.proposalNo && canOpen(PROPOSAL_PATH)
                  ? [{ label: '查看投保单', primary: true, href: proposalHref(q.proposalNo) }]
                  : !q.proposalNo && q.status === '1' && canOpen(TRANS_PATH)
                    ? [{ label: '转投保', primary: true, href: `${TRANS_PATH}?${new URLSearchParams({ quotationNo: q.quotationNo })}` }]
                    : []
              }
            />
          </>
        )}
      </AsyncView>
    </div>
  );
}
