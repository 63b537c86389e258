import type { AnswerOf } from '../../../lib/api/names';
import { navigate } from '../../../lib/navigation/navigation';
import { hasScreen } from '../../../lib/navigation/navigation';
import { ActionBar, PagedList, runAction, Segments, Tag, When, usePaged, useUrlChoice } from '../../../ui';
import { loadEventPushes, markEventPushRead } from '../api';

// 事件推送 (/home/event-push): what the system pushed to the staff member about their customers —
// a new WeCom contact, a claim reported, a renewal falling due — newest first, 全部 / 未读 in the
// URL (queryEventPushList, our proposal). Opening one marks it read (readEventPush) and goes to
// the screen that handles it; 全部已读 clears them all. An event whose page the app does not have
// is shown but not opened.

type Events = AnswerOf<'queryEventPushList'>;
type Event = Events['list'][number];
const FLAGS = ['all', '0'] as const;
const KIND: Readonly<Record<string, { label: string; tag: 'info' | 'warning' | 'success' }>> = {
  newContact: { label: '新客户', tag: 'success' },
  claim: { label: '报案', tag: 'warning' },
  renewal: { label: '续保', tag: 'info' },
};

export default function EventPush() {
  const [flag, setFlag] = useUrlChoice<(typeof FLAGS)[number]>('read', FLAGS, 'all');
  const list = usePaged<Event>(
    (pageNo, pageSize, signal) => loadEventPushes({ ...(flag === '0' ? { readFlag: '0' } : {}), pageNo, pageSize }, signal),
    [flag],
    20,
    { pagesParam: 'pages', calls: ['queryEventPushList'] },
  );
  const open = async (e: Event) => {
    if (e.readFlag === '0') await markEventPushRead({ eventId: e.eventId }).catch(() => undefined);
    void navigate(e.targetPath);
  };
  const readAll = async () => {
    await runAction(() => markEventPushRead({}), { success: '已全部标为已读' });
  };
  return (
    <div className="page care">
      <Segments label="事件" value={flag} options={[{ value: 'all', label: '全部' }, { value: '0', label: '未读' }]} onChange={setFlag} />
      <PagedList
        state={list}
        label="事件推送"
        emptyText={flag === '0' ? '没有未读的事件' : '暂无事件推送'}
        keyOf={(e) => e.eventId}
        renderItem={(e) => {
          const kind = KIND[e.eventType];
          const body = (
            <>
              <span className="care-item__head">
                <strong>{e.title}</strong>
                {e.readFlag === '0' && <span className="ev-dot" role="img" aria-label="未读" />}
                {kind && <Tag kind={kind.tag}>{kind.label}</Tag>}
              </span>
              <span className="care-item__text">{e.content}</span>
              <span className="care-item__foot muted">
                <When value={e.eventTime} kind="at" />
              </span>
            </>
          );
          return hasScreen(e.targetPath) ? (
            <button type="button" className="care-item ev-item" onClick={() => void open(e)}>
              {body}
            </button>
          ) : (
            <div className="care-item">{body}</div>
          );
        }}
      />
      <ActionBar actions={[{ label: '全部已读', onClick: () => void readAll() }]} />
    </div>
  );
}
