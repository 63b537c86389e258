import { provinceOfCode } from '../../shared/catalogue/caller.js';
import type { CatalogueEntry, CallerRule } from '../../shared/catalogue/index.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { isBlank, type Fields } from '../upstream/fields.js';
import type { Session } from './token.js';

// Identity from the session (design.md): the request fields that name the caller are filled from
// the session, and a different value is refused where only the caller's own is allowed. Decided
// per call by the catalogue's `caller` rules; nothing is sent upstream when a rule refuses.

/** Organisation codes sent as an array or a comma-separated list (multi-select filters). */
function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((v) => String(v).trim()).filter(Boolean);
}

function check(field: string, rule: CallerRule, value: unknown, session: Session): unknown {
  if (rule.scope === 'others') return value;
  const mine = String(session.user[rule.from] ?? '');
  if (rule.scope === 'own') {
    if (isBlank(value)) return mine;
    if (String(value).trim() !== mine) throw new ApiError(403, 'FORBIDDEN', `${MESSAGES.notYours}（${field}）`);
    return value;
  }
  // A missing organisation filter stays missing: the upstream reads it as "all I may see".
  if (isBlank(value)) return value;
  const province = provinceOfCode(String(session.user.comId ?? ''));
  if (!province || codesOf(value).some((code) => provinceOfCode(code) !== province)) {
    throw new ApiError(403, 'FORBIDDEN', `${MESSAGES.notYours}（${field}）`);
  }
  return value;
}

/**
 * Apply the entry's caller rules to the request fields (and, for params+body calls, the query
 * fields) in place. Public calls have no session and no rules.
 */
export function applyCallerRules(entry: CatalogueEntry, session: Session | undefined, fields: Fields, query: Fields | undefined) {
  if (!entry.caller || !session) return;
  const queryNames = Object.keys((entry.query as { properties?: object } | undefined)?.properties ?? {});
  for (const [field, rule] of Object.entries(entry.caller)) {
    const target = query && queryNames.includes(field) ? query : fields;
    const value = check(field, rule, target[field], session);
    if (value !== undefined) target[field] = value;
  }
}
