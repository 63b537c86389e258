// Masking exactly as spec 000 §5. Lengths count characters (code points), not UTF-16 units,
// so a name with a rare character is not split in half.

const STAR = '*';

function chars(value: string): string[] {
  return Array.from(value);
}

/**
 * Phone: over 8 characters shows the first 4 and last 3; 4 to 8 shows the first 2 and last 2;
 * under 4 is unchanged. Every hidden character becomes one star, so the length is kept.
 */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  const c = chars(value);
  const n = c.length;
  if (n < 4) return value;
  const [head, tail] = n > 8 ? [4, 3] : [2, 2];
  return c.slice(0, head).join('') + STAR.repeat(n - head - tail) + c.slice(n - tail).join('');
}

/** A phone number shown whole, so it can be dialled: digits only, at least 5 (a masked one has stars). */
export function isDialable(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{5,}$/.test(value);
}

/**
 * E-mail address: its local part masked like a mobile (over 8 characters the first 4 and last 3
 * shown, 4 to 8 the first 2 and last 2), shorter local parts keep only their first character; the
 * domain stays (it names the employer or the mail provider, not the person). Not an address: the
 * generic middle mask.
 */
export function maskEmail(value: string | null | undefined): string {
  if (!value) return '';
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskMiddle(value);
  const local = chars(value.slice(0, at));
  const masked = local.length >= 4 ? maskPhone(local.join('')) : local[0] + STAR.repeat(local.length - 1);
  return `${masked}${value.slice(at)}`;
}

/**
 * ID number: an 18-character ID shows the first 10 and last 4 with 4 stars. The spec says
 * nothing of other lengths; they get the generic middle mask rather than being shown in full.
 */
export function maskIdNumber(value: string | null | undefined): string {
  if (!value) return '';
  const c = chars(value);
  if (c.length === 18) return c.slice(0, 10).join('') + STAR.repeat(4) + c.slice(14).join('');
  return maskMiddle(value);
}

/** Employee (user) code: its first 4 characters are starred (all of it when shorter). */
export function maskEmployeeCode(value: string | null | undefined): string {
  if (!value) return '';
  const c = chars(value);
  const hidden = Math.min(4, c.length);
  return STAR.repeat(hidden) + c.slice(hidden).join('');
}

/**
 * A colleague as a screen shows them: by name, with the employee code masked (张伟（****0001）);
 * the masked code alone when the answer carried no name.
 */
export function staffLabel(name: string | null | undefined, code: string | null | undefined): string {
  const masked = maskEmployeeCode(code);
  if (!name?.trim()) return masked;
  return masked ? `${name.trim()}（${masked}）` : name.trim();
}

/**
 * Generic mask: hides the middle third of a string, rounded down, centred (when the visible
 * remainder is odd the extra character stays on the right). Empty values come back unchanged.
 */
export function maskMiddle(value: string): string;
export function maskMiddle(value: string | null | undefined): string | null | undefined;
export function maskMiddle(value: string | null | undefined): string | null | undefined {
  if (!value) return value;
  const c = chars(value);
  const hidden = Math.floor(c.length / 3);
  const start = Math.floor((c.length - hidden) / 2);
  return c.slice(0, start).join('') + STAR.repeat(hidden) + c.slice(start + hidden).join('');
}

/**
 * Comparison pattern for masked IDs: the first 3 and last 4 characters are kept, the rest
 * starred, X upper-cased. Two IDs "match" when their patterns are equal, which lets a full ID be
 * compared with a masked one whatever masking the other side used.
 */
export function idComparisonPattern(value: string | null | undefined): string {
  if (!value) return '';
  const c = chars(value.trim().toUpperCase());
  if (c.length <= 7) return c.join('');
  return c.slice(0, 3).join('') + STAR.repeat(c.length - 7) + c.slice(c.length - 4).join('');
}

/** Whether two IDs (full or masked) agree on length, first 3 and last 4 characters. */
export function idsMatchMasked(a: string | null | undefined, b: string | null | undefined): boolean {
  const pa = idComparisonPattern(a);
  return pa !== '' && pa === idComparisonPattern(b);
}
