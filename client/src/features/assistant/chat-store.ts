import type { KbFile } from './api';

// The conversation with the assistant, kept in this tab's session storage per staff member, so
// leaving the page (or reloading it) and coming back shows it as it was. Questions may name a
// customer: session storage goes when the tab closes.

export interface ChatMessage {
  id: string;
  question: string;
  status: 'pending' | 'answered' | 'failed';
  answer?: string;
  matched?: boolean;
  sources?: { knowledgeId: string; title: string }[];
  files?: KbFile[];
  /** saveIntellRecord's id: what 有用/无用 is about. */
  recordId?: string;
  useful?: '1' | '0';
  /** Why it failed, in words a person understands. */
  error?: string;
}

export interface Conversation {
  sessionId: string | null;
  messages: ChatMessage[];
}

const MAX_KEPT = 50;
const key = (userCode: string) => `assistant-chat:${userCode}`;

export function loadConversation(userCode: string): Conversation {
  try {
    const raw = sessionStorage.getItem(key(userCode));
    const c = raw ? (JSON.parse(raw) as Partial<Conversation>) : null;
    if (c && Array.isArray(c.messages)) {
      // A question under way when the page went away never got its answer: offer to ask again.
      const messages = c.messages.map((m) => (m.status === 'pending' ? { ...m, status: 'failed' as const, error: '页面离开时回答尚未返回，请重新发送' } : m));
      return { sessionId: typeof c.sessionId === 'string' ? c.sessionId : null, messages };
    }
  } catch {
    // A damaged entry starts a new conversation.
  }
  return { sessionId: null, messages: [] };
}

export function saveConversation(userCode: string, c: Conversation) {
  try {
    sessionStorage.setItem(key(userCode), JSON.stringify({ ...c, messages: c.messages.slice(-MAX_KEPT) }));
  } catch {
    // Storage full or unavailable: the conversation lasts for this page only.
  }
}
