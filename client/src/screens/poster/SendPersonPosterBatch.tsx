import { useState } from 'react';
import { call } from '../../api';
import { CustomerPicker, JobProgress, registerSender, startSendJob, type SendTarget } from '../../send';
import { ActionBar, AsyncView, runAction, Section, useUrlState } from '../../ui';
import { posterMediaId } from './media';
import { NoPoster, useParam } from './parts';
import { useComposed } from './use-composed';

// 海报批量发送 (?posterId=, then &job=): the staff member's own poster to several chosen
// customers, one WeCom send each (sendMpNews with the poster's temporary media), run as a send
// job: progress stays when the person leaves or reloads (the job id is in the URL), failures
// keep their reason and can be retried.

interface Payload {
  mediaId: string;
}

registerSender('poster', async (target, payload) => {
  if (!target.externalUserId) throw new Error('该客户未添加您的企业微信');
  await call('sendMpNews', { externalUserId: target.externalUserId, mediaId: (payload as Payload).mediaId, type: 'image' }, { method: 'POST' });
});

export default function SendPersonPosterBatch() {
  const posterId = useParam('posterId');
  const [job, setJob] = useUrlState('job');
  if (job) return <Progress jobId={job} />;
  if (!posterId) return <NoPoster />;
  return <Choose posterId={posterId} onStarted={setJob} />;
}

function Progress({ jobId }: { jobId: string }) {
  return (
    <div className="page">
      <Section title="海报发送">
        <JobProgress jobId={jobId} />
      </Section>
      <ActionBar actions={[{ label: '返回海报', href: '/poster/index' }]} />
    </div>
  );
}

function Choose({ posterId, onStarted }: { posterId: string; onStarted: (jobId: string) => void }) {
  const composed = useComposed(posterId);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<SendTarget[]>([]);
  const start = async () => {
    const c = composed.data;
    if (!c || chosen.length === 0) return;
    const mediaId = await runAction(() => posterMediaId(posterId, c.image), { loadingText: '正在上传海报' });
    if (mediaId) onStarted(startSendJob('poster', `海报「${c.poster.posterName}」`, { mediaId } satisfies Payload, chosen));
  };
  return (
    <div className="page">
      <AsyncView query={composed} skeleton="profile">
        {(c) => (
          <section className="card ps-batch" aria-label="要发送的海报">
            <img className="ps-batch__img" src={c.image} alt={`我的海报：${c.poster.posterName}`} />
            <div>
              <strong>{c.poster.posterName}</strong>
              <p className="muted">每位客户收到一张带有您二维码的海报图片</p>
            </div>
          </section>
        )}
      </AsyncView>
      <Section title={`已选客户（${chosen.length}）`} extra={<button type="button" className="btn btn--small" onClick={() => setOpen(true)}>{chosen.length ? '修改' : '选择客户'}</button>}>
        {chosen.length === 0 ? (
          <p className="muted">还没有选择客户</p>
        ) : (
          <ul className="ps-chosen">
            {chosen.map((t) => (
              <li key={t.custId}>
                {t.custName}
                {t.licenseNo ? <span className="muted"> {t.licenseNo}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ActionBar actions={[{ label: chosen.length ? `发送给 ${chosen.length} 位客户` : '请先选择客户', primary: true, disabled: chosen.length === 0 || !composed.data, onClick: () => void start() }]} />
      <CustomerPicker
        open={open}
        title="选择要发送海报的客户"
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
