import { loadPolicies } from '../api';
import { PagedList, usePaged, useUrlChoice, MissingParam, useParams } from '../../../ui';
import type { Policy } from '../../../parts/policy-answers';
import { PolicyItem, Segments } from '../../../parts/policy';

// 保单列表 (?custId=, optional inForceStatus=1|0): the customer's policies, vehicle and
// non-vehicle, page by page; a status filter on top; tapping one opens its detail.

type Filter = '' | '1' | '0';
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: '', label: '全部' },
  { value: '1', label: '在保' },
  { value: '0', label: '未在保' },
];
const FILTER_VALUES = FILTERS.map((f) => f.value);

export default function PolicyList() {
  const query = useParams();
  const custId = query.get('custId') ?? '';
  // The filter lives in the URL: back from a policy shows the same filter.
  const [filter, setFilter] = useUrlChoice<Filter>('inForceStatus', FILTER_VALUES, '');
  if (!custId) return <MissingParam what="客户号" />;
  return (
    <div className="page">
      <Segments label="在保状态" value={filter} options={FILTERS} onChange={setFilter} />
      <Policies custId={custId} filter={filter} />
    </div>
  );
}

function Policies({ custId, filter }: { custId: string; filter: Filter }) {
  const paged = usePaged<Policy>(
    (pageNo, pageSize, signal) => loadPolicies(custId, pageNo, pageSize, filter, signal),
    [custId, filter],
    10,
    { pagesParam: 'pages' },
  );
  return (
    <PagedList
      label="保单"
      state={paged}
      keyOf={(p) => p.policyNo}
      emptyText={filter ? '没有符合条件的保单' : '该客户暂无保单'}
      renderItem={(p) => <PolicyItem policy={p} />}
    />
  );
}
