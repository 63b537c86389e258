import { createDb } from '../../demo/data/seed.js';
import { DEMO_USERS } from '../../demo/data/users.js';
import { CATALOGUE } from '../../shared/catalogue/index.js';

// The personal data the tests send and the demo upstream answers: every seeded customer's ID
// number, mobile and name, every seeded plate, the demo users' mobiles and names, and the PII
// fields of the catalogue examples. findPii() looks for them in a text (a log) in one pass per
// kind, so a whole integration suite's log is checked in well under a second.

type Kind = 'idNumber' | 'mobile' | 'plate' | 'name';

const EXAMPLE_FIELDS: Record<string, Kind> = {
  idNumber: 'idNumber',
  certificateNo: 'idNumber',
  identifyNumber: 'idNumber',
  mobile: 'mobile',
  contactMobile: 'mobile',
  licenseNo: 'plate',
  custName: 'name',
  contactName: 'name',
  ownerName: 'name',
  managerName: 'name',
};

export function seededPii(): Map<string, Kind> {
  const found = new Map<string, Kind>();
  const db = createDb();
  for (const c of db.customers) {
    found.set(c.idNumber, 'idNumber');
    found.set(c.mobile, 'mobile');
    found.set(c.name, 'name');
  }
  for (const v of db.vehicles) found.set(v.licenseNo, 'plate');
  for (const u of DEMO_USERS) {
    found.set(u.mobile, 'mobile');
    found.set(u.marketingMobile, 'mobile');
    found.set(u.name, 'name');
  }
  for (const entry of CATALOGUE) {
    for (const [field, value] of Object.entries(entry.example)) {
      const kind = EXAMPLE_FIELDS[field];
      if (kind && typeof value === 'string' && value.length >= 2) found.set(value, kind);
    }
  }
  return found;
}

/** Every window of `lengths` characters in the runs `pattern` matches. */
function* windows(text: string, pattern: RegExp, lengths: readonly number[]) {
  for (const [run] of text.matchAll(pattern)) {
    for (const n of lengths) for (let i = 0; i + n <= run.length; i++) yield run.slice(i, i + n);
  }
}

/** The seeded values found in `text` (also percent-decoded, as in a logged URL), as "kind value". */
export function findPii(text: string, needles = seededPii()): string[] {
  const decoded = text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (m) => {
    try {
      return decodeURIComponent(m);
    } catch {
      return m;
    }
  });
  const hits = new Set<string>();
  const lengthsOf = (kind: Kind) => [...new Set([...needles].filter(([, k]) => k === kind).map(([v]) => v.length))];
  const scans: [RegExp, Kind[]][] = [
    [/[0-9Xx]{11,}/g, ['idNumber', 'mobile']],
    [/[\u3400-\u9fff][A-Za-z0-9·]{4,}/g, ['plate']],
    [/[\u3400-\u9fff·]{2,}/g, ['name']],
  ];
  for (const source of [text, decoded]) {
    for (const [pattern, kinds] of scans) {
      const lengths = kinds.flatMap(lengthsOf);
      for (const w of windows(source, pattern, lengths)) {
        const kind = needles.get(w) ?? needles.get(w.toUpperCase());
        if (kind && kinds.includes(kind)) hits.add(`${kind} ${w}`);
      }
    }
  }
  return [...hits];
}
