import type { ReactNode } from 'react';
import { Empty, useUrlState } from '../../../ui';

// The public task pages opened from a link (a WeCom app message): the link's encryptTaskId, or, when
// it has none, that the link is incomplete and where to open it again.

export function TaskLink({ children }: { children: (encryptTaskId: string) => ReactNode }) {
  const [encryptTaskId] = useUrlState('encryptTaskId');
  if (!encryptTaskId)
    return (
      <div className="page tk-page">
        <Empty text="链接不完整：缺少任务信息，请从任务消息重新打开" />
      </div>
    );
  return children(encryptTaskId);
}
