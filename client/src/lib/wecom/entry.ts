import { call } from '../api/call';
import { currentEntry, currentExternalChat, currentExternalContact } from './bridge';

// Where a page opened inside WeCom belongs, from the entry WeCom opened it from (getContext().entry;
// docs: README "Inside WeCom"). Asked once per page life, when the first navigation lands on the
// home page (router/navigation.ts): the chat toolbar opens the app's home URL.
//
//   single_chat_tools, contact_profile → that external contact's customer page (a contact that is
//                                        no bound customer: the binding page with it preselected)
//   group_chat_tools                   → the group page of that customer group (客户报备, by chatId)
//   chat_attachment                    → the content picker that sends into that chat
//   normal (the workbench), others     → home

export const CUSTOMER_PAGE = '/customer-info/customerInfo-detail';
export const BINDING_PAGE = '/customer-info/query-customer';
export const GROUP_PAGE = '/robot/chat-room-add-relation';
export const CONTENT_PICKER = '/news/articles';

interface ContactInfo {
  custId?: string;
  userCode?: string | null;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The app path for the entry the page was opened from; null: stay on home. */
export async function entryLanding(): Promise<string | null> {
  const entry = await currentEntry();
  switch (entry) {
    case 'single_chat_tools':
    case 'contact_profile': {
      const externalUserId = await currentExternalContact();
      if (!externalUserId) return null;
      let info: ContactInfo | null = null;
      try {
        info = await call('queryWxContactInfo', { externalUserId });
      } catch (err) {
        // Not a customer the insurer knows: binding, where the person finds and binds them.
        console.warn('[wecom] contact lookup failed', err);
      }
      if (info?.custId && info.userCode) return withQuery(CUSTOMER_PAGE, { custId: info.custId });
      return withQuery(BINDING_PAGE, { externalUserId });
    }
    case 'group_chat_tools': {
      const chatId = await currentExternalChat();
      return chatId ? withQuery(GROUP_PAGE, { chatId }) : null;
    }
    case 'chat_attachment':
      return CONTENT_PICKER;
    default:
      return null;
  }
}
