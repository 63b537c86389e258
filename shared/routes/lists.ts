import type { SystemRole } from '../session';
import { ROUTES } from './table';
import type { RouteDef } from './types';

// The guard's lists (spec 000 §2, §4) and lookups over the route table.

/** Public pages: no province check, no login (spec 000 §2 "Public pages"). */
export const PUBLIC_PATHS: readonly string[] = [
  '/customer-info/assistant-redirect',
  '/news/news-detail',
  '/poster/poster-preview',
  '/external/download-policy',
  '/external/download-file',
  '/external/download-policy-single',
  '/customer-info/public-pay-qrCode',
  '/renewal-task/renewal-task',
  '/renewal-task/notes-of-follow-up-information',
  '/external/intelligent-boot-assistant',
  '/news-tool',
  '/url-scheme-tool',
  '/pc-qr-code-login',
  '/home/edit-ocr-result',
  '/robot/ebs-joint-sales-selector',
  '/robot/lco-joint-sales-selector',
  '/robot/modify-relation-from-ocr',
  '/robot/chat-room-add-relation',
  '/robot/relation-duplicate-files',
  '/robot/chat-room-user-bind',
];

/** Paths starting with these pass at once, like the public list (RESTful white list). */
export const RESTFUL_PREFIXES: readonly string[] = ['/open-service-manager', '/external-insure-link'];

/** Tool links carrying a {code}. */
export const TOOL_PATTERNS: readonly string[] = ['/open-service-manager/:code', '/external-insure-link/:code', '/training-resource/:code'];

export const ERROR_PATHS: readonly string[] = ['/error/401', '/error/404', '/error/500'];

/** White-list pages that need the comId query parameter but no login (spec 000 §2, §4 step 11). */
export const LOGIN_WHITE_LIST: readonly string[] = [
  '/login',
  '/auth',
  '/marketing/marketing-binding',
  '/marketing/account-info',
  '/marketing/scan-code-binding',
  ...ERROR_PATHS,
];

/** The pages a permission check sends the user to: they skip the check themselves (spec 000 §4). */
export const PERMISSION_WHITE_LIST: readonly string[] = ['/business-card/register-card', '/customer-info/account-info'];

/** Group-chat external users log in through this page and may open only it (spec 000 §2). */
export const GROUP_CHAT_ENTRY = '/robot/chat-room-open-quotation-detail';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/error/404';
export const SERVER_ERROR_PATH = '/error/500';
export const HOME_PATH = '/home/customer-home-page';

/** "/a/b/" and "/a/b?x" → "/a/b"; "" → "/". */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Match a pattern with ":name" segments; the params, or undefined. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = normalisePath(path).split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) return undefined;
  }
  return params;
}

const STATIC = new Map(ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.path, r]));
const PATTERNS = ROUTES.filter((r) => r.path.includes(':'));

/** The table's route for a concrete path (static paths win over patterns). */
export function findRoute(path: string): RouteDef | undefined {
  const p = normalisePath(path);
  return STATIC.get(p) ?? PATTERNS.find((r) => matchPattern(r.path, p));
}

export function isRestfulPath(path: string): boolean {
  const p = normalisePath(path);
  return RESTFUL_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** Public list or RESTful prefix: the guard lets it pass at once (spec 000 §4 step 3). */
export function isPublicPath(path: string): boolean {
  const p = normalisePath(path);
  return PUBLIC_PATHS.includes(p) || isRestfulPath(p);
}

export const isErrorPath = (path: string) => ERROR_PATHS.includes(normalisePath(path));
export const isLoginWhiteListed = (path: string) => LOGIN_WHITE_LIST.includes(normalisePath(path));
export const isPermissionWhiteListed = (path: string) => PERMISSION_WHITE_LIST.includes(normalisePath(path));

export interface RoleOptions {
  /** The external user logged in through the group-chat quotation page. */
  groupChat?: boolean;
}

/**
 * The routes a role receives after login (spec 000 §6): qyUser all role-based routes (its own and
 * the external ones), externalUser only those whose meta.roles include it — and only the
 * quotation detail when it came in through a group chat — any other role none.
 */
export function routesForRole(role: string, opts: RoleOptions = {}): RouteDef[] {
  if (role !== 'qyUser' && role !== 'externalUser') return [];
  const mine = ROUTES.filter((r) => r.meta.roles?.includes(role as SystemRole));
  return role === 'externalUser' && opts.groupChat ? mine.filter((r) => r.path === GROUP_CHAT_ENTRY) : mine;
}

/** Whether the route is role-based (must be among the user's generated routes to open). */
export const isRoleRoute = (route: RouteDef) => route.meta.roles !== undefined;
