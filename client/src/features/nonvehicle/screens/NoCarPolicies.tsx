import { useUrlChoice, AsyncView, useParam, MissingParam } from '../../../ui';
import { PolicyRows, Segments } from '../../../parts/policy';
import { useNonVehiclePolicies } from '../api';

// 非车险保单 (/customer-info/insurance-no-car-policy?custId=): the customer's non-vehicle
// policies (vehicle ones left out), in force first, filtered by status in the URL; each opens
// its detail.

type Filter = '' | '1' | '0';
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: '', label: '全部' },
  { value: '1', label: '在保' },
  { value: '0', label: '未在保' },
];

export default function NoCarPolicies() {
  const custId = useParam('custId');
  const [filter, setFilter] = useUrlChoice<Filter>('inForceStatus', FILTERS.map((f) => f.value), '');
  const policies = useNonVehiclePolicies(custId);
  if (!custId) return <MissingParam what="客户号" />;
  return (
    <div className="page">
      <Segments label="在保状态" value={filter} options={FILTERS} onChange={setFilter} />
      <AsyncView
        query={{ ...policies, data: policies.data?.filter((p) => !filter || p.inForceStatus === filter).sort((a, b) => (b.inForceStatus ?? '').localeCompare(a.inForceStatus ?? '') || (b.endDate ?? '').localeCompare(a.endDate ?? '')) }}
        emptyText={filter ? '没有符合条件的非车险保单' : '该客户暂无非车险保单'}
      >
        {(list) => <PolicyRows list={list} label="非车险保单" />}
      </AsyncView>
    </div>
  );
}
