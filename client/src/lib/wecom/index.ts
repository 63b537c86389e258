export {
  canSendToChat,
  CHAT_ENTRY_ONLY,
  currentEntry,
  currentExternalChat,
  currentExternalContact,
  OPEN_IN_WECOM,
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
