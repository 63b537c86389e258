import { validateIdCard } from '../../../../shared/domain/idcard';

// Certificate numbers as typed into the batch-add box: one per line or separated by commas or
// spaces; each checked by the shared ID-card validator, repeats dropped.

export const BATCH_MAX = 500;

export interface ParsedNumbers {
  valid: string[];
  invalid: { index: number; value: string; reason: string }[];
  repeated: number;
}

export function parseCertificateNos(text: string): ParsedNumbers {
  const items = text.split(/[\s,，;；、]+/).map((s) => s.trim().toUpperCase()).filter(Boolean);
  const seen = new Set<string>();
  const out: ParsedNumbers = { valid: [], invalid: [], repeated: 0 };
  items.forEach((value, i) => {
    if (seen.has(value)) {
      out.repeated++;
      return;
    }
    seen.add(value);
    const v = validateIdCard(value);
    if (v.ok) out.valid.push(value);
    else out.invalid.push({ index: i + 1, value, reason: v.reason });
  });
  return out;
}
