import type { SystemRole } from '../session';

// The route table's shape (spec 000 §2, §4, §6). The table itself is data in ./table.ts; the
// client renders from it, the guard reads its lists, and the BFF derives role routes from it.

/** Per-route navbar settings (spec 000 §2 "A top navigation bar is controlled by shared settings"). */
export interface NavbarMeta {
  show?: boolean; // default true
  fixed?: boolean; // default true: reserves 0.9rem of top padding
  border?: boolean; // default true
  leftArrow?: boolean; // default true except on the start page
  leftText?: string;
  rightText?: string;
  rightIcon?: string;
  zIndex?: number;
  placeholder?: boolean;
  doubleTab?: boolean;
}

export interface RouteMeta {
  /** Title shown in the navbar and the document title. */
  title: string;
  navbar?: NavbarMeta | false;
  /** Cached: the view keeps its state while hidden (spec 000 §2 "Pages flagged as cached"). */
  cache?: boolean;
  /** Roles that receive the route; absent = not role-based (always available or public). */
  roles?: readonly SystemRole[];
}

export type RouteGroup =
  | 'always' // always-available routes
  | 'public' // public pages: no province check, no login
  | 'tool' // {code} tool links under the RESTful white-list prefixes
  | 'role' // role-based routes (qyUser has all)
  | 'external' // routes for externalUser (and qyUser)
  | 'nonvehicle' // non-vehicle insurance jump targets
  | 'error';

/**
 * The client area that serves a route's screen: client/src/features/<area>/ (its index.ts maps the
 * route name to the screen), or the shell's own screens (login, auth, errors) for 'shell'.
 */
export type AreaName =
  | 'shell'
  | 'assistant'
  | 'card'
  | 'care'
  | 'content'
  | 'customer'
  | 'customer-admin'
  | 'disaster'
  | 'epolicy'
  | 'group'
  | 'home'
  | 'mass'
  | 'nonvehicle'
  | 'org'
  | 'policy'
  | 'poster'
  | 'public'
  | 'report'
  | 'robot'
  | 'service-pack'
  | 'tasks'
  | 'value-added'
  | 'wechat';

export interface RouteDef {
  /** wouter pattern, e.g. /customer-info/customerInfo-detail or /open-service-manager/:code */
  path: string;
  /** Unique route name (PascalCase), e.g. CustomerInfoDetail; the index route is Index. */
  name: string;
  group: RouteGroup;
  meta: RouteMeta;
  /** A redirect route: navigating here replaces the location with this path. */
  redirect?: string;
  /** The area serving the screen (every route but a redirect has one). */
  area?: AreaName;
}
