import { GROUP_MSG_HISTORY_STATUS, labelOf } from '../../../../shared/domain/codes';
import { Tag } from '../../ui';

// A send record's status (GROUP_MSG_HISTORY_STATUS) as a tag: 待成员确认 (the WeCom task waits for
// the staff member), 发送中 (confirmed, results arriving), 已完成. Never 已发送 for a record: whether
// each customer got it is in the record's customer list.

const KIND = { '0': 'warning', '1': 'info', '2': 'success' } as const;

export function TaskStatusTag({ status }: { status: string }) {
  return <Tag kind={KIND[status as keyof typeof KIND] ?? 'default'}>{labelOf(GROUP_MSG_HISTORY_STATUS, status, status)}</Tag>;
}
