import { lazyScreen, type Screens } from '../../lib/screen';
import './assistant.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
export const screens: Screens = {
  Assistant: lazyScreen(() => import('./screens/Chat')),
  CustomeAssistant: lazyScreen(() => import('./screens/CustomerAssistant')),
  Knowledge: lazyScreen(() => import('./screens/Knowledge')),
  Mine: lazyScreen(() => import('./screens/Mine')),
  SeatMainConfig: lazyScreen(() => import('./screens/SeatMainConfig')),
  AssistantItemList: lazyScreen(() => import('./screens/AssistantItems')),
  AssistantRedirect: lazyScreen(() => import('./screens/AssistantRedirect')),
  AssistantItemConfig: lazyScreen(() => import('./screens/AssistantItemConfig')),
  IntelligentBootAssistant: lazyScreen(() => import('./screens/BootAssistant')),
};
