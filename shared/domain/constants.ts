// Business constants and limits of spec 000 §9 and spec 001 §9. Durations are milliseconds
// unless the name says otherwise, so callers never multiply by hand.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ── Requests ────────────────────────────────────────────────────────────────
/** Every request times out after 60 s unless a call names its own timeout. */
export const REQUEST_TIMEOUT_MS = 60 * SECOND;
/** sendTaskGroupMsg.do: mass sends can take 10 minutes. */
export const MASS_SEND_TIMEOUT_MS = 10 * MINUTE;
/** /mc/batchAddCustByCertificateNo.do: 5 minutes. */
export const BATCH_ADD_TIMEOUT_MS = 5 * MINUTE;
/** fuzzyQueryUserByUserNameOrUserCode: 10 seconds. */
export const FUZZY_USER_SEARCH_TIMEOUT_MS = 10 * SECOND;

// ── Session ─────────────────────────────────────────────────────────────────
/** Token wait: poll once per second... */
export const TOKEN_WAIT_INTERVAL_MS = 1 * SECOND;
/** ...up to 10 tries. */
export const TOKEN_WAIT_TRIES = 10;
/** After a login timeout (status 16) the page reloads after 800 ms. */
export const RELOGIN_RELOAD_DELAY_MS = 800;
/** 自动关闭页面失败，请手动关闭页面！ appears 1 s after a failed window close. */
export const CLOSE_FAILURE_MESSAGE_DELAY_MS = 1 * SECOND;

// ── Caches ──────────────────────────────────────────────────────────────────
/** The wx_request_do switch is cached 30 minutes. */
export const SWITCH_CACHE_TTL_MS = 30 * MINUTE;
/** Value stored when the switch cannot be fetched. */
export const SWITCH_DEFAULT_VALUE = '0';
/** Default validity of a signed local-cache entry. */
export const LOCAL_CACHE_TTL_MS = 30 * MINUTE;
/** Id caches (task, customer, ID number, piid, customer-user-code) live 30 minutes. */
export const ID_CACHE_TTL_MS = 30 * MINUTE;
/** A user who changed the mobile within 24 hours skips the same-mobile check. */
export const MOBILE_CHANGE_SKIP_WINDOW_MS = 24 * HOUR;
/** The news content cache holds at most 10 entries. */
export const NEWS_CONTENT_CACHE_SIZE = 10;
/** Temporary uploaded media (uploadMedia.do) is valid for 3 days. */
export const TEMP_MEDIA_VALIDITY_MS = 3 * DAY;

// ── UI timing ───────────────────────────────────────────────────────────────
/** The trade status reason call is debounced 500 ms. */
export const TRADE_STATUS_REASON_DEBOUNCE_MS = 500;
/** Route slide transition, in seconds (CSS). */
export const SLIDE_TRANSITION_S = 0.38;

// ── Layout ──────────────────────────────────────────────────────────────────
/** The page is at most 480px wide and centred. */
export const MAX_PAGE_WIDTH_PX = 480;
/** A fixed navigation bar reserves 0.9rem of top padding. */
export const FIXED_BAR_PADDING_REM = 0.9;
/**
 * Root font size by viewport width: the row with the smallest maxWidthPx not below the width
 * applies (i.e. the CSS rule `@media (max-width: Npx)`), and 64px above 425px. Each size is
 * width / 7.5, so 1rem is a fixed fraction of a 750-unit design.
 */
export const ROOT_FONT_SIZE_BREAKPOINTS = [
  { maxWidthPx: 280, fontSizePx: 37.33 },
  { maxWidthPx: 320, fontSizePx: 42.67 },
  { maxWidthPx: 360, fontSizePx: 48 },
  { maxWidthPx: 375, fontSizePx: 50 },
  { maxWidthPx: 425, fontSizePx: 56.67 },
  { maxWidthPx: 480, fontSizePx: 64 },
] as const;
/** Font size for widths above every breakpoint (the page never grows past 480px). */
export const ROOT_FONT_SIZE_MAX_PX = 64;

/** The root font size in px for a viewport width in px. */
export function rootFontSizeFor(widthPx: number): number {
  if (!Number.isFinite(widthPx)) return ROOT_FONT_SIZE_MAX_PX;
  for (const row of ROOT_FONT_SIZE_BREAKPOINTS) {
    if (widthPx <= row.maxWidthPx) return row.fontSizePx;
  }
  return ROOT_FONT_SIZE_MAX_PX;
}

// ── Organisation ────────────────────────────────────────────────────────────
/** The Sichuan organisation uses the newer ForCS customer endpoints under /wecom/api. */
export const FORCS_COM_ID = '51000000';

/** Whether the customer endpoints (customerBasic, customerComm, customerTrading, customerCar) use the ForCS variants. */
export function usesForCS(comId: string | number | null | undefined): boolean {
  return comId !== null && comId !== undefined && String(comId).trim() === FORCS_COM_ID;
}

// ── Keys named by the spec (spec 000 §3, §4) ────────────────────────────────
/** Local-cache key of the request switch, its config type, and the value that turns it on. */
export const SWITCH_CACHE_KEY = 'wx_request_do';
export const SWITCH_CONFIG_TYPE = 'wx_temporarily_do';
export const SWITCH_ON = '1';

/** Session storage keys. */
export const SESSION_KEYS = {
  redirectInfo: 'tmp-redirect-info',
  userInfo: 'user-info',
  token: 'token',
  qyUserId: 'qyUserId',
  appType: 'app-type',
  bindUserCode: 'bind-user-code',
  multipleWx: 'multiple-wx',
  bindWecomType: 'bind-wecom-type',
} as const;

/** Cookies read by the app. */
export const COOKIE_NAMES = {
  userToken: 'USER_TOKEN',
  comId: 'WEIXIN_USER_COMID',
  userId: 'WEIXIN_USERID',
} as const;

/** Local cache and local storage keys. */
export const CACHE_KEYS = {
  config: 'cache-config',
  custInfo: 'cache-cust-info',
  mediasQueue: 'medias-queue',
  taskIdCache: 'wx_taskidCache',
  idNumberCache: 'wx_IDNumberCache',
  switch: SWITCH_CACHE_KEY,
} as const;

/** Config codes of the route-entry permission checks; '1' is on, the default is '0'. */
export const PERMISSION_CONFIG_CODES = {
  smartBusinessCard: 'smart_business_card',
  sameMobile: 'check_wecom_phone_same_as_khyx',
} as const;
export const PERMISSION_SWITCH_ON = '1';
export const PERMISSION_SWITCH_DEFAULT = '0';

/** Function code of the per-user assistant switch. */
export const ASSISTANT_FUNCTION_CODE = 'bigModel';
