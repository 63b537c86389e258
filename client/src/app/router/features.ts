import { ROUTES } from '../../../../shared/routes/table';
import type { AreaName } from '../../../../shared/routes/types';
import type { ScreenModule, Screens } from '../../lib/screen';

// Which feature serves each route (the table's rows name it), the feature's index chunk and its
// stylesheets; the screens likely opened next. A chunk of its own (screens.ts loads it at start).

/** Each feature's index chunk (the compiler asks for a line per area of the table's AreaName). */
const FEATURES: Record<Exclude<AreaName, 'shell'>, () => Promise<{ screens: Screens }>> = {
  assistant: () => import('../../features/assistant'),
  card: () => import('../../features/card'),
  care: () => import('../../features/care'),
  content: () => import('../../features/content'),
  customer: () => import('../../features/customer'),
  'customer-admin': () => import('../../features/customer-admin'),
  disaster: () => import('../../features/disaster'),
  epolicy: () => import('../../features/epolicy'),
  group: () => import('../../features/group'),
  home: () => import('../../features/home'),
  mass: () => import('../../features/mass'),
  nonvehicle: () => import('../../features/nonvehicle'),
  org: () => import('../../features/org'),
  policy: () => import('../../features/policy'),
  poster: () => import('../../features/poster'),
  public: () => import('../../features/public'),
  report: () => import('../../features/report'),
  robot: () => import('../../features/robot'),
  'service-pack': () => import('../../features/service-pack'),
  tasks: () => import('../../features/tasks'),
  'value-added': () => import('../../features/value-added'),
  wechat: () => import('../../features/wechat'),
};

const areaOf = new Map(ROUTES.map((r) => [r.name, r.area]));

/**
 * Each feature's stylesheets (file names in assets/): the map the build writes into the page
 * (scripts/build-lib.mjs, featureStyles), from the stylesheets each feature's index.ts imports.
 */
let styleFiles: Record<string, string[]> | undefined;
const stylesOf = (area: string): string[] =>
  (styleFiles ??= JSON.parse(document.getElementById('feature-styles')?.textContent || '{}') as Record<string, string[]>)[area] ?? [];

const sheets = new Map<string, Promise<void>>();

/**
 * A stylesheet linked in the head once, after the global ones (so a feature's rules win over the
 * kit's at equal specificity); settles once it has loaded or failed. The BFF links the first
 * route's feature in the page: loaded before the entry ran, it is used as is. A failure is tried
 * again by the next screen of that feature (its screen shows meanwhile, with the global styles).
 */
function loadSheet(file: string): Promise<void> {
  let settled = sheets.get(file);
  if (settled) return settled;
  const href = `assets/${file}`;
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === href);
  if (linked?.sheet) settled = Promise.resolve();
  else {
    // Not in the page, or linked there and failed: a new link (the browser's cache answers a load under way).
    linked?.remove();
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    settled = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          link.remove();
          sheets.delete(file);
          resolve();
        },
        { once: true },
      );
    });
    document.head.append(link);
  }
  sheets.set(file, settled);
  return settled;
}

/** A feature's index chunk and its stylesheets, both loaded: its screens never show unstyled. */
async function loadFeature(area: Exclude<AreaName, 'shell'>): Promise<{ screens: Screens }> {
  const [feature] = await Promise.all([FEATURES[area](), ...stylesOf(area).map(loadSheet)]);
  return feature;
}

/** The screen's module, through its feature's index (one import each: the index caches its chunk). */
export async function loadScreen(name: string): Promise<ScreenModule> {
  const area = areaOf.get(name);
  // Never for a route of the table (tests/unit/client-areas.test.ts): the view's error.
  if (!area || area === 'shell') throw new Error(`no screen for route ${name}`);
  const screen = (await loadFeature(area)).screens[name];
  if (!screen) throw new Error(`screen ${name} is not in the index of features/${area}`);
  return screen.load();
}

/**
 * The screens a person most likely opens next from each screen. Their chunks are fetched when
 * the browser is idle after the screen shows (ViewFrame), so the next tap does not wait on the
 * network. Keep it short: each entry is a download on a phone's data plan.
 */
const CUSTOMER_NEXT = ['PolicyDetail', 'ClaimSchedule', 'MorePolicyInfo', 'ContactCustomer'];
const NEXT: Record<string, readonly string[]> = {
  CustomerHomePage: ['CustomerInfoDetail', 'ContactCustomer', 'QueryCustomer'],
  QueryCustomer: ['CustomerInfoDetail'],
  CustomerInfoDetail: CUSTOMER_NEXT,
  CustomerInfoAndHome: CUSTOMER_NEXT,
  ClientCustomerInfoDetail: ['CustomerInfoDetail', 'PolicyDetail', 'ClaimSchedule'],
  UpcomingCustomerInfoDetail: ['CustomerInfoDetail', 'ContactCustomer'],
  ContactCustomer: ['CustomerInfoDetail'],
  MorePolicyInfo: ['PolicyList', 'PolicyDetail'],
  PolicyList: ['PolicyDetail'],
  MoreClaimInfo: ['ClaimSchedule'],
  GroupMsgQuery: ['GroupMsgCustomerList', 'GroupMsgEdit'],
  GroupMsgEdit: ['GroupMsgCustomerList'],
  CreateGroupType: ['Review'],
  ChatRoomAddRelation: ['AddRelation', 'ModifyRelation'],
  MissionCenter: ['ContactCustomer', 'KafkaContactCustomer', 'CustomerInfoDetail'],
  MissionCenterNocar: ['NonvehicleContactCustomer', 'CustomerInfoDetail'],
};

/** Fetch the chunks of the screens likely opened next from this route's screen. */
export function prefetchNext(routeName: string) {
  // A failed prefetch is forgotten: the real visit tries again and shows its own error.
  for (const name of NEXT[routeName] ?? []) loadScreen(name).catch(() => undefined);
}
