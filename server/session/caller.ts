import { provinceOfCode } from '../../shared/catalogue/caller.js';
import type { CatalogueEntry, CallerRule, GateName } from '../../shared/catalogue/index.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { isBlank, type Fields } from '../upstream/fields.js';
import type { Session } from './token.js';

// Identity from the session (design.md): the request fields that name the caller are filled from
// the session, and a different value is refused where only the caller's own is allowed. Decided
// per call by the catalogue's `caller` rules; nothing is sent upstream when a rule refuses.
// An organisation scope is the BFF's own rule: a state-changing call touches the caller's own
// branch only, unless the rule names a permission gate, which the caller must then pass.

/** Why a state-changing call naming another branch is refused (no gate lets it). */
export const OTHER_BRANCH = '只能修改本机构的数据';

/** Organisation codes sent as an array or a comma-separated list (multi-select filters). */
function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((v) => String(v).trim()).filter(Boolean);
}

function check(field: string, rule: CallerRule, value: unknown, session: Session, writes: boolean, gates: Set<GateName>): unknown {
  if (rule.scope === 'others') return value;
  const mine = String(session.user[rule.from] ?? '');
  if (rule.scope === 'own') {
    if (isBlank(value)) return mine;
    if (String(value).trim() !== mine) throw new ApiError(403, 'FORBIDDEN', `${MESSAGES.notYours}（${field}）`);
    return value;
  }
  const ownBranch = String(session.user[rule.from] ?? '');
  // A missing organisation filter stays missing: the upstream reads it as "all I may see". A change
  // is never left to a guess: it names the caller's own branch.
  if (isBlank(value)) return writes && ownBranch ? ownBranch : value;
  const province = provinceOfCode(String(session.user.comId ?? ''));
  const codes = codesOf(value);
  if (!province || codes.some((code) => provinceOfCode(code) !== province)) {
    throw new ApiError(403, 'FORBIDDEN', `${MESSAGES.notYours}（${field}）`);
  }
  if (writes && codes.some((code) => code !== ownBranch)) {
    if (!rule.gate) throw new ApiError(403, 'FORBIDDEN', `${OTHER_BRANCH}（${field}）`);
    gates.add(rule.gate);
  }
  return value;
}

/**
 * Apply the entry's caller rules to the request fields (and, for params+body calls, the query
 * fields) in place. Public calls have no session and no rules. Answers the permission gates the
 * organisation scope needs for this request (a change to another branch), for the caller to pass.
 */
export function applyCallerRules(entry: CatalogueEntry, session: Session | undefined, fields: Fields, query: Fields | undefined): Set<GateName> {
  const gates = new Set<GateName>();
  if (!entry.caller || !session) return gates;
  const queryNames = Object.keys((entry.query as { properties?: object } | undefined)?.properties ?? {});
  for (const [field, rule] of Object.entries(entry.caller)) {
    const target = query && queryNames.includes(field) ? query : fields;
    const value = check(field, rule, target[field], session, entry.mutates === true, gates);
    if (value !== undefined) target[field] = value;
  }
  return gates;
}
