import { useState } from 'react';
import { Link } from 'wouter';
import { Cell, Cells, Field, PagedList, runAction, usePaged, useForm, useUrlChoice, useUrlState } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { loadGroupApplies, reviewGroupApply, type Apply } from '../api';
import { ApplyStatus, Segments } from '../components/parts';

// 建群审核: 待我审核 (applications of the branches I am configured to review, waiting), 我审核的
// (all I reviewed or may review) and 我的申请 (what I submitted, with the outcome and the reason).
// Who may review is the upstream's decision from the session (queryType 2 answers only the
// caller's); a reviewer approves, or rejects with a reason.

const TABS = [
  { value: 'pending', label: '待我审核' },
  { value: 'reviewed', label: '我审核的' },
  { value: 'mine', label: '我的申请' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const QUERY: Record<Tab, { queryType: string; status?: string }> = {
  pending: { queryType: '2', status: '0' },
  reviewed: { queryType: '2' },
  mine: { queryType: '1' },
};

const STATUS_FILTER = [
  { value: '', label: '全部' },
  { value: '0', label: '待审核' },
  { value: '1', label: '已通过' },
  { value: '2', label: '已驳回' },
] as const;

export default function Review() {
  const [tab, setTab] = useUrlChoice('tab', TABS.map((t) => t.value), 'pending');
  const [status, setStatus] = useUrlChoice('status', ['', '0', '1', '2'] as const, '');
  const [applyId] = useUrlState('applyId');
  const q = QUERY[tab];
  const wanted = tab === 'pending' ? q.status : status || q.status;
  const list = usePaged(
    (pageNo, pageSize, signal) =>
      loadGroupApplies({ queryType: q.queryType, ...(wanted ? { status: wanted } : {}), pageNo, pageSize }, signal),
    [tab, wanted],
    10,
    { pagesParam: 'pages', calls: ['qt/creategroupapply/queryApplyCreateGroup'] },
  );
  return (
    <div className="page">
      <Segments label="审核分类" value={tab} options={TABS} onChange={setTab} />
      {tab !== 'pending' && <Segments label="申请状态" value={status} options={STATUS_FILTER} onChange={setStatus} />}
      <PagedList
        state={list}
        label={TABS.find((t) => t.value === tab)?.label ?? ''}
        emptyText={tab === 'pending' ? '没有待你审核的建群申请' : tab === 'mine' ? '你还没有提交建群申请' : '暂无建群申请'}
        keyOf={(a) => String(a.applyId)}
        renderItem={(a) => <ApplyItem apply={a} reviewing={tab !== 'mine' && a.status === '0'} highlight={String(a.applyId) === applyId} />}
      />
    </div>
  );
}

function ApplyItem({ apply: a, reviewing, highlight }: { apply: Apply; reviewing: boolean; highlight: boolean }) {
  const [rejecting, setRejecting] = useState(false);
  const form = useForm({ reason: '' }, { reason: (v) => (!v.trim() ? '请填写驳回原因' : v.trim().length > 200 ? '驳回原因不能超过 200 个字' : null) });
  const reason = form.field('reason');

  const review = async (reviewStatus: '1' | '2') => {
    await runAction(
      () => reviewGroupApply({ applyId: a.applyId, reviewStatus, reviewReason: reviewStatus === '1' ? '同意建群' : reason.value.trim() }),
      reviewStatus === '1'
        ? { confirm: { title: '通过申请', message: `通过后将由建群机器人为客户“${a.custName}”建群“${a.groupName}”。`, okText: '通过' }, success: '已通过，机器人将自动建群' }
        : { success: '已驳回，申请人会看到驳回原因' },
    );
  };

  return (
    <article className={`gp-apply${highlight ? ' is-highlight' : ''}`} aria-label={`建群申请 ${a.groupName}`}>
      <header className="gp-apply__head">
        <strong>{a.groupName}</strong>
        <ApplyStatus status={a.status} />
      </header>
      <Cells>
        <Cell label="客户">{a.custName}</Cell>
        <Cell label="申请人">
          {a.applicantName}（{a.comName}）
        </Cell>
        <Cell label="申请理由">{a.applyReason}</Cell>
        {a.serviceManagers && a.serviceManagers.length > 0 && <Cell label="服务经理">{a.serviceManagers.map((p) => p.name).join('、')}</Cell>}
        <Cell label="提交时间">{formatTime(a.applyTime, 'YYYY-MM-DD HH:mm')}</Cell>
        {a.status === '0' ? (
          <Cell label="审核人">{a.reviewers.map((p) => p.name).join('、')}</Cell>
        ) : (
          <>
            <Cell label="审核人">{a.reviewerName}</Cell>
            <Cell label={a.status === '2' ? '驳回原因' : '审核意见'}>{a.reviewReason}</Cell>
            <Cell label="审核时间">{a.reviewTime ? formatTime(a.reviewTime, 'YYYY-MM-DD HH:mm') : ''}</Cell>
          </>
        )}
      </Cells>
      {a.status === '1' && !reviewing && (
        <Link href={`/other-assistance?applyId=${encodeURIComponent(a.applyId)}&custId=${encodeURIComponent(a.custId)}`} className="gp-link">
          查看建群进度
        </Link>
      )}
      {reviewing &&
        (rejecting ? (
          <div className="gp-reject">
            <Field label="驳回原因" error={reason.error}>
              <textarea className="field__input gp-textarea" value={reason.value} onChange={(e) => reason.onValue(e.target.value)} onBlur={reason.onBlur} aria-invalid={reason.error ? true : undefined} placeholder="如：群名称不规范，请按“客户姓名+服务内容+群”命名后重新提交" maxLength={220} />
            </Field>
            <div className="button-row">
              <button type="button" className="btn" onClick={() => setRejecting(false)}>
                取消
              </button>
              <button type="button" className="btn btn--danger" onClick={() => form.submit(() => review('2'))}>
                确认驳回
              </button>
            </div>
          </div>
        ) : (
          <div className="button-row">
            <button type="button" className="btn btn--quiet" onClick={() => setRejecting(true)}>
              驳回
            </button>
            <button type="button" className="btn btn--primary" onClick={() => void review('1')}>
              通过
            </button>
          </div>
        ))}
    </article>
  );
}
