import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Record<string, Screen> = {
  Assistant: lazyScreen(() => import('./Chat')),
  CustomeAssistant: lazyScreen(() => import('./CustomerAssistant')),
  Knowledge: lazyScreen(() => import('./Knowledge')),
  Mine: lazyScreen(() => import('./Mine')),
  SeatMainConfig: lazyScreen(() => import('./SeatMainConfig')),
  AssistantItemList: lazyScreen(() => import('./AssistantItems')),
  AssistantRedirect: lazyScreen(() => import('./AssistantRedirect')),
  AssistantItemConfig: lazyScreen(() => import('./AssistantItemConfig')),
  IntelligentBootAssistant: lazyScreen(() => import('./BootAssistant')),
};
