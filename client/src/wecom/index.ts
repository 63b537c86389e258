export { closeWindow, currentExternalContact, requireWeCom, sendChatMessage, CLOSE_FAILED, WECOM_ONLY } from './bridge';
export { isWeCom } from './env';
export { queueMedia, flushMediaQueue, mediaQueue } from './media-send';
export type { MediaTask } from './media-queue';
