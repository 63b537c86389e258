// Customer searches (issue 30, finding 5). A call that looks a person up by plate, frame number,
// VIN, ID number, mobile or name is marked `search` in the catalogue, and its request then counts
// toward the caller's one hourly budget (SEARCH_LIMIT_PER_HOUR) — but only when it carries one of
// these terms: listing one's own tasks or customers (the home page's weixinCustMainQuery by
// taskType, mc/query without a name) is not a search.

/** Request fields that name the person looked up. A catalogue test keeps every read taking one marked `search` (or says why not). */
export const PERSON_LOOKUP_FIELDS = [
  'licenseNo',
  'frameNo',
  'vinNo',
  'idNumber',
  'idNo',
  'certificateNo',
  'identifyNumber',
  'mobile',
  'name',
  'custName',
  'ownerName',
] as const;

/** The terms that make a `search` call's request a search: the person fields, free-text keywords and WeCom ids. */
const SEARCH_TERMS: readonly string[] = [...PERSON_LOOKUP_FIELDS, 'keyword', 'unionId', 'externalUserId'];

const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number');

/** Whether a request of a `search` call looks someone up (top level, or one level down: searchCriteria.frameNo). */
export function isSearchRequest(fields: unknown): boolean {
  if (!fields || typeof fields !== 'object') return false;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    const term = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : key;
    if (SEARCH_TERMS.includes(term) && filled(value)) return true;
    if (value && typeof value === 'object' && !Array.isArray(value) && isSearchRequest(value)) return true;
  }
  return false;
}
