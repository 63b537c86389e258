export {
  canSendToChat,
  closeWindow,
  currentEntry,
  currentExternalChat,
  currentExternalContact,
  openChatWith,
  requireWeCom,
  selectExternalContacts,
  sendChatMessage,
  shareToExternalChat,
  shareToExternalContact,
  shareToExternalMoments,
  standInAllowed,
  CHAT_ENTRY_ONLY,
  CLOSE_FAILED,
  OPEN_IN_WECOM,
  WECOM_ONLY,
} from './bridge';
export type { BridgeResult } from './bridge';
export { isWeCom } from './env';
export { queueMedia, flushMediaQueue, mediaQueue } from './media-send';
export type { MediaTask } from './media-queue';
