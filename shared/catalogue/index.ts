import type { CatalogueEntry, CatalogueEntryInput } from './types';
import { entries as authConfig } from './auth-config';
import { entries as tasks } from './tasks';
import { entries as customers } from './customers';
import { entries as white } from './white';
import { entries as assistant } from './assistant';
import { entries as care } from './care';
import { entries as mass } from './mass';
import { entries as content } from './content';
import { entries as group } from './group';
import { entries as other } from './other';
import { entries as org } from './org';
import { entries as servicePack } from './service-pack';
import { REQUIRED_FIELDS, relaxRequired } from './required';
import { withRequestLimits } from './limits';

export * from './types';
export * from './caller';
export * from './url-encoded';
export { IDENTITY_FIELDS, REQUIRED_FIELDS } from './required';
export { limitOf, REQUEST_FIELD_LIMITS } from './limits';

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The messaging forward path of the front-end marketing API (spec 000 §7): with the switch
 * wx_request_do at '1', calls under it drop their ".do" suffix.
 */
export const FRONT_MARKETING_PREFIX = '/wecom/fwdapi/khyx/';

/** The path actually called: ".do" dropped under the front-end marketing forward path when the switch is '1'. */
export function applyDoSwitch(path: string, switchValue: string): string {
  return switchValue === '1' && path.startsWith(FRONT_MARKETING_PREFIX) && path.endsWith('.do') ? path.slice(0, -3) : path;
}

/**
 * The call's name: its upstream path relative to /wecom/api (or to /wecom for the other
 * /wecom/ prefixes, or to / otherwise), without ".do". The mirror path is "/" + name.
 * /wecom/api/mc/customerBasic.do → mc/customerBasic; /wecom/white/x → white/x;
 * /wecom/fwdapi/x → fwdapi/x; /weComAPI/getUserInfo → weComAPI/getUserInfo.
 */
export function nameOf(upstreamPath: string): string {
  let p = upstreamPath;
  if (p.startsWith('/wecom/api/')) p = p.slice('/wecom/api/'.length);
  else if (p.startsWith('/wecom/')) p = p.slice('/wecom/'.length);
  else p = p.replace(/^\/+/, '');
  return p.replace(/\.do$/, '');
}

export function defineCatalogue(inputs: readonly CatalogueEntryInput[]): readonly CatalogueEntry[] {
  const seen = new Map<string, string>();
  return inputs.map((input) => {
    const name = nameOf(input.path);
    const clash = seen.get(name);
    if (clash) throw new Error(`catalogue: ${input.path} and ${clash} share the name ${name}`);
    seen.set(name, input.path);
    if (input.encoding === 'params+body' && !input.query) {
      throw new Error(`catalogue: ${name} is params+body but has no query schema`);
    }
    // Only the fields the spec names (or the BFF sends itself) are required of a caller.
    const required = REQUIRED_FIELDS[name] ?? [];
    return {
      ...input,
      // Only what the spec names is required (required.ts); request fields that name a record get
      // a longest length and a charset (limits.ts).
      request: withRequestLimits(relaxRequired(input.request, required)),
      ...(input.query ? { query: withRequestLimits(relaxRequired(input.query, required)) } : {}),
      name,
      mirrorPath: `/${name}`,
      encoding: input.encoding ?? 'json',
      timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      roles: input.public ? ['qyUser', 'externalUser'] : (input.roles ?? ['qyUser']),
    };
  });
}

export const CATALOGUE: readonly CatalogueEntry[] = defineCatalogue([
  ...authConfig,
  ...tasks,
  ...customers,
  ...white,
  ...care,
  ...mass,
  ...content,
  ...group,
  ...assistant,
  ...other,
  ...org,
  ...servicePack,
]);

/** The spec's white list: the public calls under /wecom/white/ (spec 001 §7.10). */
export const isWhiteList = (entry: CatalogueEntry) => entry.path.startsWith('/wecom/white/');

const BY_NAME = new Map(CATALOGUE.map((e) => [e.name, e]));

export function entryByName(name: string): CatalogueEntry {
  const e = BY_NAME.get(name);
  if (!e) throw new Error(`catalogue: no call named ${name}`);
  return e;
}
