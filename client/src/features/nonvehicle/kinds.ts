import { INSURANCE_KIND_GROUP, type InsuranceKindGroup } from '../../../../shared/domain/insurance-kind';

// The non-vehicle insurance kinds by group (spec 001 §9 link codes) as the area's screens use
// them (the customer's non-vehicle policies are read
// by api/).

export const GROUPS = Object.entries(INSURANCE_KIND_GROUP) as [InsuranceKindGroup, (typeof INSURANCE_KIND_GROUP)[InsuranceKindGroup]][];

/** The group a route's screen stands for (route path → group), e.g. /nonvehicle/liability → '2'. */
export const groupOfPath = (path: string): InsuranceKindGroup | undefined => GROUPS.find(([, g]) => g.path === path)?.[0];

/** A group page, for a customer when one is given. */
export const groupHref = (group: InsuranceKindGroup, custId?: string) => INSURANCE_KIND_GROUP[group].path + (custId ? `?${new URLSearchParams({ custId }).toString()}` : '');

