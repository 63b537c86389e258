import { insuranceKindGroupOf } from '../../../../../shared/domain/insurance-kind';
import { call } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';

// The non-vehicle area's calls: the customer's non-vehicle policies (a customer has few policies,
// so one large page is read and the vehicle ones left out).

export type Policy = AnswerOf<'queryCustomerPolicy'>['list'][number];

const MAX_POLICIES = 100;

export async function nonVehiclePolicies(custId: string, signal: AbortSignal): Promise<Policy[]> {
  const page = await call('queryCustomerPolicy', { custId, pageNo: 1, pageSize: MAX_POLICIES }, { signal });
  return page.list.filter((p) => insuranceKindGroupOf(p.riskCode) !== null);
}
