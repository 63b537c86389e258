import { Link } from 'wouter';
import { AsyncView, PagedList, Section, Tag, usePaged, useUrlChoice } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { ApplyStatus, Segments } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';
import { loadGroupApplies } from '../api';

// 多群管理: every group the staff member has asked for or built, in one place — customer
// service groups (their applications, and for approved ones the robot's progress) and claim
// groups — each opening the screen where it is handled.

const TABS = [
  { value: 'customer', label: '客户服务群' },
  { value: 'claim', label: '理赔群' },
] as const;

export default function MultipleGroup() {
  const [tab, setTab] = useUrlChoice('tab', ['customer', 'claim'] as const, 'customer');
  return (
    <div className="page">
      <Segments label="群类型" value={tab} options={TABS} onChange={setTab} />
      {tab === 'customer' ? <CustomerGroups /> : <ClaimGroups />}
    </div>
  );
}

function CustomerGroups() {
  const list = usePaged(
    (pageNo, pageSize, signal) => loadGroupApplies({ queryType: '1', pageNo, pageSize }, signal),
    [],
    10,
    { pagesParam: 'pages' },
  );
  return (
    <>
      <PagedList
        state={list}
        label="客户服务群"
        emptyText="还没有申请过客户服务群"
        keyOf={(a) => String(a.applyId)}
        renderItem={(a) => (
          <div className="gp-group__body">
            <div className="gp-apply__head">
              <strong>{a.groupName}</strong>
              <ApplyStatus status={a.status} />
            </div>
            <span className="muted">
              客户 {a.custName} · {formatTime(a.applyTime, 'YYYY-MM-DD')} 申请
            </span>
            {a.status === '1' && <RobotProgress applyId={String(a.applyId)} custId={a.custId} />}
            {a.status !== '1' && (
              <Link href={`/review?tab=mine&applyId=${encodeURIComponent(String(a.applyId))}`} className="gp-link gp-link--start">
                查看审核
              </Link>
            )}
          </div>
        )}
      />
      <Link href="/create-group-type" className="btn btn--primary btn--block">
        申请新的客户服务群
      </Link>
    </>
  );
}

function RobotProgress({ applyId, custId }: { applyId: string; custId: string }) {
  const rpa = useCall('checkRpaApply', { applyId });
  return (
    <span className="gp-progress">
      <AsyncView query={rpa} skeleton="tags">
        {(r) => <Tag kind={r.rpaApply?.status === '2' ? 'success' : 'info'}>{r.rpaApply ? `机器人${r.rpaApply.statusName}` : '机器人任务已撤销'}</Tag>}
      </AsyncView>
      <Link href={`/other-assistance?applyId=${encodeURIComponent(applyId)}&custId=${encodeURIComponent(custId)}`} className="gp-link">
        协助建群
      </Link>
    </span>
  );
}

function ClaimGroups() {
  const all = useCall('queryClaimGroup', {}, { method: 'POST' });
  const groups = { ...all, data: all.data?.list };
  return (
    <Section title="我的理赔群">
      <AsyncView query={groups} emptyText="你还没有加入理赔群">
        {(list) => (
          <ul className="list gp-list" aria-label="我的理赔群">
            {list.map((g) => (
              <li key={g.groupId} className="list__item">
                <Link href={`/claim-group-building?registNo=${encodeURIComponent(g.registNo)}`} className="gp-group__link">
                  <div className="gp-group__body">
                    <strong>{g.groupName}</strong>
                    <span className="muted">
                      报案号 {g.registNo}
                      {g.createdAt ? ` · ${formatTime(g.createdAt, 'YYYY-MM-DD')} 建群` : ''} · {g.members?.length ?? 0} 名同事
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}
