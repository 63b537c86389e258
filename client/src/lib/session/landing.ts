import { GROUP_CHAT_ENTRY, routesForRole } from '../../../../shared/routes/lists';
import { parseTarget } from '../navigation/target';

/**
 * Where a user goes once logged in: the page they were going to — unless they are an external
 * (group-chat) customer and it is not one of their pages (the app's home, say, which does not
 * exist for them): then their quotation page, never 页面不存在.
 */
export function landingFor(role: string, target: string, groupChat: boolean): string {
  if (role !== 'externalUser') return target;
  const path = parseTarget(target).path;
  return routesForRole(role, { groupChat }).some((r) => r.path === path) ? target : GROUP_CHAT_ENTRY;
}
