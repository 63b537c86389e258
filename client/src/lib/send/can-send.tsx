import { useEffect, useState } from 'react';
import { canSendToChat, CHAT_ENTRY_ONLY, isWeCom, OPEN_IN_WECOM, standInAllowed } from '../wecom';

// Whether a screen offers its sends into the current chat (docs: README "Inside WeCom"). A send
// the page cannot make is shown disabled with the reason beside it, not refused only on tap:
//   outside WeCom, demo upstream   → offered (the stand-in plays WeCom)
//   outside WeCom, real upstream   → not offered: 请在企业微信中打开后发送
//   inside WeCom, a chat entry     → offered (sendChatMessage works only from these, the SDK's rule)
//   inside WeCom, any other entry  → not offered: 请从与客户的聊天工具栏打开本页面，再发送到当前会话
// An entry WeCom does not tell (a client without getContext) offers the send: WeCom answers it.

export interface ChatSend {
  /** The send into the chat may be offered. */
  can: boolean;
  /** Why not, to show beside the disabled action ('' while WeCom has not said which entry). */
  why: string;
}

const outside = (): ChatSend => (standInAllowed() ? { can: true, why: '' } : { can: false, why: OPEN_IN_WECOM });

export function useCanSendToChat(): ChatSend {
  const [state, setState] = useState<ChatSend>(() => (isWeCom() ? { can: false, why: '' } : outside()));
  useEffect(() => {
    if (!isWeCom()) return;
    let live = true;
    void canSendToChat().then((can) => {
      if (live) setState({ can, why: can ? '' : CHAT_ENTRY_ONLY });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The reason the screen's sends into the chat are not offered; nothing when they are. */
export function ChatSendNote({ send }: { send: ChatSend }) {
  return send.why ? (
    <p className="notice" role="note">
      {send.why}
    </p>
  ) : null;
}
