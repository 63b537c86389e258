import { CodeLabel, Empty, Tag } from '../../ui';
import { RELATION_SOURCE, RELATION_STATUS } from '../../../../shared/domain/codes';
import { formatTime } from '../../../../shared/domain/format';
import type { Relation } from './api';

// Pieces of the group-chat robot pages: a filing's status and summary, and the page opened
// outside a group chat (no chatId).

export { useQueryParams } from '../policy/parts';

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
