import { useState } from 'react';
import { call } from '../../lib/api';
import { CustomerPicker, JobProgress, registerSender, sendToChat, startSendJob, type SendTarget } from '../../lib/send';
import { useUrlState } from '../../ui';

// Debug-only playground of the shared sending pieces (cookie debug=1): choose customers, send
// them an article one by one (sendMpNews) with the progress view, or send a card into the chat.
// The area screens use the same pieces; the browser test of the pieces runs here.

const ARTICLE = 'N20250001';

registerSender('dev-news', async (target, payload) => {
  await call('sendMpNews', { externalUserId: target.externalUserId ?? '', newsId: String(payload), type: 'news' }, { method: 'POST' });
});

export default function SendDemo() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<SendTarget[]>([]);
  const [job, setJob] = useUrlState('job');
  return (
    <div className="page" style={{ padding: 12, display: 'grid', gap: 12 }}>
      <p>已选 {chosen.length} 位客户：{chosen.map((t) => t.custName).join('、') || '无'}</p>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        选择客户
      </button>
      <button type="button" className="btn btn--primary" disabled={chosen.length === 0} onClick={() => setJob(startSendJob('dev-news', '发送资讯', ARTICLE, chosen))}>
        逐个发送资讯
      </button>
      <button type="button" className="btn" onClick={() => void sendToChat({ kind: 'link', title: '车险续保指南', desc: '三分钟看懂续保', url: 'https://news.demo-insurer.cn/a/N20250001' })}>
        发送到当前聊天
      </button>
      {job ? <JobProgress jobId={job} /> : null}
      <CustomerPicker
        open={open}
        initial={chosen}
        onClose={() => setOpen(false)}
        onConfirm={(t) => {
          setChosen(t);
          setOpen(false);
        }}
      />
    </div>
  );
}
