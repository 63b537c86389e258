import { useState } from 'react';
import { toast } from '../../../lib/toast-store';
import { isWeCom, shareToExternalMoments, standInAllowed } from '../../../lib/wecom';
import { PagedList, runAction, Tag, usePaged, useUrlChoice, When } from '../../../ui';
import { loadMoments, markMomentPublished, type MomentsTask } from '../api';
import { pastTime, Segments } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 朋友圈任务 (/moments/moments-task-query): the moments (friend-circle) posts I am asked to publish,
// with counts on the tabs (URL flag); each shows its text, pictures, link and deadline. Inside
// WeCom 发表到朋友圈 hands text, pictures and link to WeCom's moments editor
// (shareToExternalMoments) and marks the task published only when WeCom says it was posted;
// elsewhere the text is copied for posting, and once posted the person marks the task published.

type Flag = '' | '0' | '1';

export default function MomentsTaskQuery() {
  const [flag, setFlag] = useUrlChoice<Flag>('flag', ['', '0', '1'], '0');
  const [changes, setChanges] = useState(0);
  const counts = useCall('queryMomentsTaskCount');
  const c = counts.data;
  const paged = usePaged<MomentsTask>((pageNo, pageSize, signal) => loadMoments(flag, pageNo, pageSize, signal), [flag, changes], 10);
  const publish = async (t: MomentsTask) => {
    const done = await runAction(() => markMomentPublished(t.taskId), {
      confirm: { title: '标记为已发表', message: `确认已在朋友圈发表“${t.title}”？`, okText: '已发表' },
      success: '已标记为已发表',
    });
    if (done === undefined) return;
    setChanges((n) => n + 1);
    invalidate('queryMomentsTaskCount');
  };
  return (
    <div className="page ct">
      <Segments
        label="发表状态"
        value={flag}
        onChange={setFlag}
        options={[
          { value: '0', label: `未发表${c ? ` ${c.unsent}` : ''}` },
          { value: '1', label: `已发表${c ? ` ${c.sent}` : ''}` },
          { value: '', label: `全部${c ? ` ${c.total}` : ''}` },
        ]}
      />
      <PagedList
        label="朋友圈任务"
        state={paged}
        keyOf={(t) => t.taskId}
        emptyText={flag === '0' ? '朋友圈任务都已发表' : '暂无朋友圈任务'}
        renderItem={(t) => <Task t={t} onPublish={() => void publish(t)} onPosted={() => setChanges((n) => n + 1)} />}
      />
    </div>
  );
}

/** Post through WeCom's moments editor; the task is marked published only after WeCom's ok. */
async function postInWeCom(t: MomentsTask): Promise<boolean> {
  const attachments = t.linkUrl
    ? [{ msgtype: 'link' as const, link: { title: t.title, url: t.linkUrl, ...(t.images[0] ? { imgUrl: t.images[0] } : {}) } }]
    : t.images.slice(0, 9).map((imgUrl) => ({ msgtype: 'image' as const, image: { imgUrl } }));
  const res = await shareToExternalMoments(t.content, attachments);
  if (!res.ok) {
    if (res.reason === 'cancel') toast.info('已取消发表');
    else toast.error(res.reason === 'fail' ? `发表失败：${res.message}` : res.message, 4000);
    return false;
  }
  const done = await runAction(() => markMomentPublished(t.taskId), { success: '已发表到客户朋友圈' });
  return done !== undefined;
}

function Task({ t, onPublish, onPosted }: { t: MomentsTask; onPublish: () => void; onPosted: () => void }) {
  const inWeCom = isWeCom() || standInAllowed();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(t.linkUrl ? `${t.content}\n${t.linkUrl}` : t.content);
      toast.success('文案已复制，去朋友圈粘贴发表吧');
    } catch {
      toast.error('复制失败，请长按文字手动复制');
    }
  };
  const sent = t.sendFlag === '1';
  return (
    <article className="ct-moment" aria-label={t.title}>
      <header className="ct-moment__head">
        <strong>{t.title}</strong>
        <Tag kind={sent ? 'success' : 'warning'}>{sent ? '已发表' : '未发表'}</Tag>
      </header>
      <p className="ct-moment__text">{t.content}</p>
      {t.images.length > 0 && (
        <div className="ct-moment__imgs">
          {t.images.map((src, i) => (
            <img key={i} src={src} alt={`配图 ${i + 1}`} loading="lazy" />
          ))}
        </div>
      )}
      {t.linkUrl && <p className="ct-moment__link">{t.linkUrl}</p>}
      <div className="ct-moment__foot">
        <span className="muted">{sent ? `发表于 ${pastTime(t.sendTime)}` : <>截止 <When value={t.endTime} kind="due" /></>}</span>
        <span className="ct-moment__actions">
          <button type="button" className="btn btn--small" onClick={() => void copy()}>
            复制文案
          </button>
          {!sent && inWeCom && (
            <button type="button" className="btn btn--small btn--primary" onClick={() => void postInWeCom(t).then((ok) => ok && onPosted())}>
              发表到朋友圈
            </button>
          )}
          {!sent && (
            <button type="button" className={`btn btn--small${inWeCom ? '' : ' btn--primary'}`} onClick={onPublish}>
              标记已发表
            </button>
          )}
        </span>
      </div>
    </article>
  );
}
