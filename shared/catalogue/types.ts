import type { TSchema } from 'typebox';

// The catalogue: one entry per upstream call, as data. Routes, validation, serialisation, the
// OpenAPI document, the demo upstream's routing and the client's typed calls all derive from it.

export type Role = 'qyUser' | 'externalUser';
export type HttpMethod = 'GET' | 'POST';

/**
 * How the BFF sends the request upstream. The mirror route always takes query fields for GET and
 * a JSON body otherwise; the encoding says what goes on the wire toward the upstream.
 * - json: JSON body (GET: query string)
 * - form: application/x-www-form-urlencoded body
 * - formData: multipart/form-data body (the spec's "form data")
 * - params: every field as a query parameter, no body (also for POST)
 * - params+body: `query` fields as query parameters, the rest as a JSON body
 */
export type Encoding = 'json' | 'form' | 'formData' | 'params' | 'params+body';

/** Spec sections the entries come from (spec 001 §7), or "ours" for calls whose path we chose. */
export type Section = '7.1' | '7.2' | '7.3' | '7.4' | '7.5' | '7.6' | '7.7' | '7.8' | '7.9' | '7.10' | 'ours';

/** The encryption endpoints of the id preparation (spec 001 §5). */
export type EncryptKind = 'custId' | 'custIdAndUserCode' | 'taskId' | 'certificateNo' | 'piid';

/**
 * Fill `field` before the call when the caller did not send it, from a 30-minute cache of
 * `kind` keyed by the plain value in `from`, else from the encryption endpoint. `replace` puts
 * the encrypted value in place of the plain one (the bind-status id number). Dotted names reach
 * into nested objects (taskGroupMsgHistory.taskId).
 */
export interface IdPreparation {
  field: string;
  from: string;
  kind: EncryptKind;
  replace?: boolean;
}

/**
 * A BFF-side cache of the call's answer (config calls): cache name and TTL. Keyed by every request
 * field and, for staff calls, by the caller (server/upstream/upstream.ts).
 */
export interface AnswerCache {
  name: 'appConfig' | 'systemConfig' | 'switch' | 'managerInfo';
  ttlMs: number;
}

export interface CatalogueEntryInput {
  /** Upstream path, e.g. /wecom/api/weixinCustPortraitDetail.do. The call's name and mirror path derive from it. */
  path: string;
  section: Section;
  /** One line for the OpenAPI document (Chinese or English). */
  summary: string;
  methods: readonly HttpMethod[];
  encoding?: Encoding;
  /** Request fields: the query for GET, the JSON body otherwise. */
  request: TSchema;
  /** For params+body: the fields sent as query parameters. */
  query?: TSchema;
  /** The answer's data (after the envelope is removed; the whole body when raw). */
  response: TSchema;
  /** A request that the demo upstream answers successfully: documentation and tests use it. */
  example: Record<string, unknown>;
  /** Upstream timeout; default 60 s (spec 000 §7). */
  timeoutMs?: number;
  /** Return the whole upstream body as data (the spec's handle-response option). */
  raw?: boolean;
  /** White list: no login needed. */
  public?: boolean;
  /** Roles that may call it; default ['qyUser']. Public calls are open to all. */
  roles?: readonly Role[];
  prepare?: readonly IdPreparation[];
  /** Add `sign` = SHA-1 of the sorted key=value pairs. */
  signed?: boolean;
  /** The ForCS variant's upstream path, used for organisation 51000000. */
  forCS?: string;
  /** Identical calls in flight share one upstream call. */
  coalesce?: boolean;
  /** Stream the answer as a file; `filenameField` names the request field holding a fallback filename. */
  download?: { filenameField?: string };
  /**
   * A file upload: the mirror route takes multipart/form-data with the file in `fileField` (other
   * parts are fields) and sends it upstream as multipart. With `mediaCache`, the answer (which
   * carries `mediaId`) is cached by the file's SHA-256 for 70 hours — before the upstream's 3-day
   * media validity runs out — so the same file is uploaded once. `accept` lists the MIME types the
   * call takes, as read from the file's bytes (file-types.ts); any other file is refused with 415.
   */
  upload?: { fileField: string; mediaCache?: boolean; accept: readonly string[] };
  /** Send the token as an Authorization header too (insertWhiteListByFunc). */
  authorization?: boolean;
  /** The answer carries a new token (login calls): the BFF sets the cookie and strips it from data. */
  issuesToken?: boolean;
  /** Answer this value instead of an error when the upstream fails (getMpPowerCode → '0'). */
  fallback?: unknown;
  cache?: AnswerCache;
  /** Development only (fake-login.do): mirrored only while the demo upstream runs. */
  devOnly?: boolean;
  /** The spec names this call without a path: the path is our choice. */
  ourChoice?: boolean;
  /**
   * The call changes state upstream (sends, saves, binds, deletes), whatever its method. Such a
   * call needs the anti-forgery header even as a GET, and a timeout after sending means "result unknown".
   */
  mutates?: boolean;
  /**
   * Request fields that name the caller (design.md, "identity from the session"): each is filled
   * from the session; a different value is refused unless the entry allows it. Every field named in
   * CALLER_FIELDS that a staff call's request declares must be listed here (a test checks).
   */
  caller?: Readonly<Record<string, CallerRule>>;
  /**
   * Answers full personal data on purpose (decryptCustomerPhone): the only answers the BFF does
   * not mask; rate limited per user and written to the audit log.
   */
  reveal?: boolean;
  /**
   * A customer search (looks a person up by name, mobile, plate, frame number, ID …): its requests
   * that carry such a term count toward the caller's hourly search budget (shared/catalogue/search.ts).
   */
  search?: boolean;
  /** A read that takes a person field (shared/catalogue/search.ts) but finds no one: why it is not a search. */
  notASearch?: string;
  /**
   * A public call that names one record by id (a filing, a task link): rate limited per address
   * (PUBLIC_RECORD_LIMIT_PER_HOUR), so that ids cannot be tried one after another.
   */
  publicRecord?: boolean;
  /**
   * Used by the BFF itself only (the encryption endpoints of the id preparation): not mirrored, so
   * that no caller can have any id encrypted (an oracle for the public pages' encrypted ids).
   */
  internal?: boolean;
  /** Checked first by the BFF with this permission gate (every time the call is made). */
  gate?: GateName;
  /**
   * Request fields holding a URL the upstream fetches (getImageBase64's imageUrl …): checked by
   * the BFF against OUTBOUND_URL_HOSTS before the call (https, allow-listed hosts, no IP literals).
   */
  outboundUrls?: readonly string[];
  /**
   * The request field holding a page URL of this app that the upstream signs (the JS-SDK
   * signatures): the BFF passes only URLs under PUBLIC_URL and BASE_PATH (400 otherwise).
   */
  pageUrl?: string;
}

/**
 * A permission gate (server/routes/gates.ts): the BFF asks the upstream, as the caller, whether they
 * may make the call (spec 001 §6's permission calls) and refuses with 403 otherwise, before the
 * call goes upstream. `enterpriseConfig`: the enterprise-config permission (getEnterpriseConfigPer),
 * which configuration of the province's organisations needs; `reviewer`: the caller is the
 * application's configured reviewer and it still waits (claimed once in the state store).
 */
export type GateName = 'enterpriseConfig' | 'reviewer';

/** The session attributes a request field may stand for. */
export type CallerAttribute = 'userCode' | 'userId' | 'comId' | 'comCode';

/**
 * How a caller field is decided:
 * - `own`: always the caller's own value (filled when missing, 403 when another is sent);
 * - `province`: any organisation code of the caller's own province (same two leading digits as the
 *   session's comId) — managers read their branches; a missing filter is left to the upstream. On a
 *   call that changes state (`mutates`) only the caller's own branch, unless `gate` names the
 *   permission gate that lets the caller change the province's other branches (a unit test keeps
 *   every state-changing call with an organisation field under a rule);
 * - `others`: the spec lets staff name colleagues here (reviewer configuration, colleague search);
 *   `why` says so. Nothing is filled or refused.
 */
export type CallerRule =
  | { from: CallerAttribute; scope: 'own' }
  | { from: CallerAttribute; scope: 'province'; gate?: GateName }
  | { scope: 'others'; why: string };

export interface CatalogueEntry extends CatalogueEntryInput {
  /** Unique name: the mirror path without /api/ (e.g. weixinCustPortraitDetail, mc/customerBasic, white/queryNewsContent). */
  name: string;
  /** The BFF path relative to the API prefix, e.g. /weixinCustPortraitDetail. */
  mirrorPath: string;
  encoding: Encoding;
  timeoutMs: number;
  roles: readonly Role[];
}
