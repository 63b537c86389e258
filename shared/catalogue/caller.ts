import type { CallerAttribute, CallerRule, GateName } from './types';

// Request fields that name the caller. The BFF fills them from the session and refuses other
// values, so what a caller reads is decided by their session, not by the fields they send.

/** Field names that denote the caller wherever a staff call declares them, and the session attribute each stands for. */
export const CALLER_FIELDS: Readonly<Record<string, CallerAttribute>> = {
  userCode: 'userCode',
  userId: 'userId',
  comId: 'comId',
  comCode: 'comCode',
  comCodes: 'comCode',
};

/** Only the caller's own value. */
export const own = (from: CallerAttribute): CallerRule => ({ from, scope: 'own' });
/**
 * Any organisation of the caller's province (managers read their branches); a missing filter stays
 * missing. A state-changing call may touch another branch only when `gate` lets the caller.
 */
export const inProvince = (from: CallerAttribute = 'comCode', gate?: GateName): CallerRule => ({ from, scope: 'province', ...(gate ? { gate } : {}) });
/** The spec lets staff name colleagues here: nothing is filled or refused. */
export const others = (why: string): CallerRule => ({ scope: 'others', why });

/** The province prefix of an organisation code: its first two digits (44000000 → 44). */
export const provinceOfCode = (code: string) => code.slice(0, 2);
