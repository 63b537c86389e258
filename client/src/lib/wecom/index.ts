export {
  canSendToChat,
  currentEntry,
  currentExternalChat,
  currentExternalContact,
  openChatWith,
  selectExternalContacts,
  shareToExternalChat,
  shareToExternalContact,
  shareToExternalMoments,
  standInAllowed,
} from './bridge';
export type { BridgeResult } from './bridge';
export { isWeCom } from './env';
export { askStandIn } from './stand-in';
