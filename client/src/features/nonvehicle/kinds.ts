import { INSURANCE_KIND_GROUP, insuranceKindGroupOf, type InsuranceKindGroup } from '../../../../shared/domain/insurance-kind';
import { call } from '../../lib/api';
import type { AnswerOf } from '../../lib/api/names';

// The non-vehicle insurance kinds by group (spec 001 §9 link codes) as the area's screens use
// them, and the customer's non-vehicle policies: a customer has few policies, so one large page
// is read and the vehicle ones left out.

export type Policy = AnswerOf<'queryCustomerPolicy'>['list'][number];
export const GROUPS = Object.entries(INSURANCE_KIND_GROUP) as [InsuranceKindGroup, (typeof INSURANCE_KIND_GROUP)[InsuranceKindGroup]][];

/** The group a route's screen stands for (route path → group), e.g. /nonvehicle/liability → '2'. */
export const groupOfPath = (path: string): InsuranceKindGroup | undefined => GROUPS.find(([, g]) => g.path === path)?.[0];

/** A group page, for a customer when one is given. */
export const groupHref = (group: InsuranceKindGroup, custId?: string) => INSURANCE_KIND_GROUP[group].path + (custId ? `?${new URLSearchParams({ custId }).toString()}` : '');

const MAX_POLICIES = 100;

export async function nonVehiclePolicies(custId: string, signal: AbortSignal): Promise<Policy[]> {
  const page = await call('queryCustomerPolicy', { custId, pageNo: 1, pageSize: MAX_POLICIES }, { signal });
  return page.list.filter((p) => insuranceKindGroupOf(p.riskCode) !== null);
}
