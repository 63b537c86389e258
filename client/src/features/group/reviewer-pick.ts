// The reviewer chosen on /reviewer-config-select, handed to the form it was opened from (which
// remounts on back). One pick at a time, in sessionStorage so a reload in between keeps it.
const KEY = 'reviewer-config-pick';

export interface Pick {
  userCode: string;
  userName: string;
}

export function putPick(pick: Pick) {
  sessionStorage.setItem(KEY, JSON.stringify(pick));
}

export function takePick(): Pick | undefined {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return undefined;
  sessionStorage.removeItem(KEY);
  try {
    const v = JSON.parse(raw) as Partial<Pick>;
    return typeof v.userCode === 'string' && typeof v.userName === 'string' ? { userCode: v.userCode, userName: v.userName } : undefined;
  } catch {
    return undefined;
  }
}
