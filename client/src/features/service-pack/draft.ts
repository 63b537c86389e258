import { useEffect, useState } from 'react';

// A form's draft kept in the tab's session storage, so a form whose route is not cached (the new
// pack and grouping-code forms) keeps what was typed while the person picks items or models on
// another page, and the picking page can add to it. Cleared once the form is saved.

export function readDraft<T>(key: string, fallback: T): T {
  try {
    const text = sessionStorage.getItem(key);
    return text ? { ...fallback, ...(JSON.parse(text) as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

export function writeDraft<T>(key: string, value: T) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the form still works, only the draft is not kept across pages.
  }
}

export const clearDraft = (key: string) => sessionStorage.removeItem(key);

/** The draft as state: read when the page mounts, written on every change. */
export function useDraft<T>(key: string, fallback: T): [T, (update: (d: T) => T) => void] {
  const [draft, setDraft] = useState<T>(() => readDraft(key, fallback));
  useEffect(() => writeDraft(key, draft), [key, draft]);
  return [draft, (update) => setDraft((d) => update(d))];
}

/** The pack form's draft: the chosen items carry what the form shows about them. */
export interface PackDraft {
  packName: string;
  validMonths: string;
  remark: string;
  items: { itemCode: string; itemName: string; unit: string; unitPrice: number; times: number }[];
}
export const packDraftKey = (packType: string) => `svc-pack-draft:${packType}`;
export const EMPTY_PACK: PackDraft = { packName: '', validMonths: '12', remark: '', items: [] };

/** The grouping-code form's draft; models carry their names for the form. */
export interface GroupDraft {
  groupName: string;
  packCode: string;
  models: { modelCode: string; label: string }[];
  priceMin: string;
  priceMax: string;
  newEnergyOnly: boolean;
  riskCodes: string[];
  premiumMin: string;
}
export const groupDraftKey = (packType: string) => `svc-group-draft:${packType}`;
export const EMPTY_GROUP: GroupDraft = { groupName: '', packCode: '', models: [], priceMin: '', priceMax: '', newEnergyOnly: false, riskCodes: [], premiumMin: '' };
