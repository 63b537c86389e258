import { useEffect, useState } from 'react';
import { replaceQuery } from '../../../lib/navigation/navigation';
import { CodeLabel, Empty, Tag, useParam } from '../../../ui';
import { currentEntry, currentExternalChat, isWeCom } from '../../../lib/wecom';
import { RELATION_SOURCE, RELATION_STATUS } from '../../../../../shared/domain/codes';
import { formatTime } from '../../../../../shared/domain/format';
import type { Relation } from '../api';

// Pieces of the group-chat robot pages: a filing's status and summary, and the page opened
// outside a group chat (no chatId).

/**
 * The customer group the page is about. Inside WeCom, opened from a group's chat toolbar (or its
 * attachment menu), the group WeCom names (getCurExternalChat), whatever ?chatId= says: a URL must
 * not pick another group. Otherwise ?chatId= when the link carries it, else — inside WeCom — the
 * group WeCom names. The group WeCom names is written into the URL so back and reload keep it.
 * `asking` while WeCom has not answered.
 */
export function useGroupChatId(): { chatId: string; asking: boolean } {
  const fromUrl = useParam('chatId');
  // '' once settled without a group from WeCom (outside WeCom at once).
  const [named, setNamed] = useState<string | null>(() => (isWeCom() ? null : ''));
  useEffect(() => {
    if (named !== null) return;
    let live = true;
    void groupWeComNames(!fromUrl).then((id) => {
      if (!live) return;
      setNamed(id ?? '');
      if (id && id !== fromUrl) replaceQuery({ chatId: id });
    });
    return () => {
      live = false;
    };
  }, [named, fromUrl]);
  return { chatId: named || fromUrl, asking: named === null };
}

/** The group of the chat the page was opened from: asked whenever the URL names none, else only from a group's entries. */
async function groupWeComNames(noUrl: boolean): Promise<string | undefined> {
  if (!noUrl) {
    const entry = await currentEntry();
    if (entry !== 'group_chat_tools' && entry !== 'chat_attachment') return undefined;
  }
  return currentExternalChat();
}

const KIND = { '0': 'warning', '1': 'info', '2': 'success' } as const;

export function RelationStatus({ status }: { status: string }) {
  return (
    <Tag kind={KIND[status as keyof typeof KIND] ?? 'default'}>
      <CodeLabel table={RELATION_STATUS} code={status} />
    </Tag>
  );
}

/** One filing: who, which car, where it came from and when. Masked as the upstream sends it. */
export function RelationSummary({ r }: { r: Relation }) {
  return (
    <div className="rb-rel">
      <div className="rb-rel__head">
        <strong>{r.custName}</strong>
        <RelationStatus status={r.status} />
      </div>
      <div className="rb-rel__car">{[r.licenseNo, r.frameNo].filter(Boolean).join(' · ') || '—'}</div>
      <div className="muted">
        <CodeLabel table={RELATION_SOURCE} code={r.source} /> · {formatTime(r.createTime, 'MM-DD HH:mm')} 报备
        {r.mobile ? ` · ${r.mobile}` : ''}
      </div>
    </div>
  );
}

export function NoChat() {
  return (
    <div className="page">
      <div className="card">
        <Empty text="请从企业微信群聊中打开本页面（缺少群聊信息）" />
      </div>
    </div>
  );
}
