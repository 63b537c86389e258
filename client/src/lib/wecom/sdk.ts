// The WeCom JS-SDK functions this app uses, and only those: the bridge loads this module as its own
// chunk on first use, so the rest of @wecom/jssdk (17.7 KB gzip in all) stays out of the build.
export {
  closeWindow,
  ensureAgentConfigReady,
  getContext,
  getCurExternalChat,
  getCurExternalContact,
  openEnterpriseChat,
  register,
  selectExternalContact,
  sendChatMessage,
  shareToExternalChat,
  shareToExternalContact,
  shareToExternalMoments,
} from '@wecom/jssdk';
