import { useMemo } from 'react';
import { insuranceKindGroupOf } from '../../../../../shared/domain/insurance-kind';
import type { AnswerOf } from '../../../lib/api/names';
import { useCall } from '../../../lib/query/use-call';
import type { QueryState } from '../../../ui';

// The non-vehicle area's read: the customer's non-vehicle policies (a customer has few policies,
// so one large page is read through the query cache and the vehicle ones left out at render).

export type Policy = AnswerOf<'queryCustomerPolicy'>['list'][number];

const MAX_POLICIES = 100;

/** The customer's non-vehicle policies, or only those of one insurance-kind group. */
export function useNonVehiclePolicies(custId: string, group?: string): QueryState<Policy[]> {
  const page = useCall('queryCustomerPolicy', { custId, pageNo: 1, pageSize: MAX_POLICIES }, { enabled: Boolean(custId) });
  const list = useMemo(
    () =>
      page.data?.list.filter((p) => {
        const g = insuranceKindGroupOf(p.riskCode);
        return group === undefined ? g !== null : g === group;
      }),
    [page.data, group],
  );
  return { ...page, data: list };
}
