// The same-mobile permission check's skip rule (spec 000 §4): a user who changed the mobile in
// the last 24 hours, and whose cached mobile equals the looked-up one, skips the check. The
// upstream needs time to propagate the change, so the check would otherwise loop.
import { MOBILE_CHANGE_SKIP_WINDOW_MS } from './constants';

/** The mobile-check cache entry (spec 000 §3). expireTime is epoch ms. */
export interface MobileCheckEntry {
  hadModify: boolean | string;
  expireTime: number | string | null;
  mobile: string | null;
}

/** A fresh entry recorded when the user changes the mobile at `now`. */
export function mobileChangedEntry(mobile: string, now: number): MobileCheckEntry {
  return { hadModify: true, expireTime: now + MOBILE_CHANGE_SKIP_WINDOW_MS, mobile };
}

/** Whether the same-mobile check is skipped for a looked-up mobile at `now`. */
export function skipsMobileCheck(entry: MobileCheckEntry | null | undefined, lookedUpMobile: string | null | undefined, now: number): boolean {
  if (!entry || !lookedUpMobile) return false;
  const modified = entry.hadModify === true || entry.hadModify === 'true' || entry.hadModify === '1';
  const expireTime = Number(entry.expireTime);
  return modified && Number.isFinite(expireTime) && now < expireTime && entry.mobile === lookedUpMobile;
}
