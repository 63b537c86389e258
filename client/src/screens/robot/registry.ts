import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → the group-chat (robot) screens, each a lazy chunk. Only the
// external customer's quotation page for now; the other robot pages come in a later issue.
export const screens: Record<string, Screen> = {
  ChatRoomOpenQuotationDetail: lazyScreen(() => import('./ChatRoomOpenQuotationDetail')),
};
