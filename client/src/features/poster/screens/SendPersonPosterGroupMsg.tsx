import { useState } from 'react';
import { navigate } from '../../../lib/navigation/navigation';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { ActionBar, AsyncView, confirm, runAction, Section, useUrlState } from '../../../ui';
import { posterMediaId } from '../media';
import { PosterList } from '../components/PosterList';
import { useComposed } from '../api';
import { progressHref, startPosterSend } from '../sending';

// 海报群发 (?posterId=): the staff member's own poster (their name, title and QR code) to several
// chosen customers — bound customers, task customers, or found by search. The poster is uploaded
// once as temporary media; each customer gets it by one WeCom send, run as a send job whose
// progress page follows (and can be left and come back to). Without a poster: choose one first.

export default function SendPersonPosterGroupMsg() {
  const [posterId, setPosterId] = useUrlState('posterId');
  if (!posterId)
    return (
      <div className="page">
        <p className="muted">选择要群发的海报</p>
        <PosterList onPick={(p) => setPosterId(p.posterId)} />
      </div>
    );
  return <Compose posterId={posterId} onChange={() => setPosterId('')} />;
}

function Compose({ posterId, onChange }: { posterId: string; onChange: () => void }) {
  const composed = useComposed(posterId);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<SendTarget[]>([]);
  const c = composed.data;
  const start = async () => {
    if (!c || chosen.length === 0) return;
    if (!(await confirm({ title: '确认群发', message: `将海报「${c.poster.posterName}」发送给 ${chosen.length} 位客户，发送后无法撤回。`, okText: '发送' }))) return;
    const mediaId = await runAction(() => posterMediaId(posterId, c.image), { loadingText: '正在上传海报' });
    if (!mediaId) return;
    const jobId = startPosterSend(c.poster, mediaId, chosen);
    void navigate(progressHref(jobId), { replace: true });
  };
  return (
    <div className="page">
      <Section title="发送内容" extra={<button type="button" className="btn btn--text btn--small" onClick={onChange}>更换</button>}>
        <AsyncView query={composed} skeleton="profile">
          {(data) => (
            <div className="ps-batch" aria-label="要发送的海报">
              <img className="ps-batch__img" src={data.image} alt={`我的海报：${data.poster.posterName}`} />
              <div>
                <strong>{data.poster.posterName}</strong>
                <p className="muted">每位客户收到一张带有您二维码的海报图片</p>
              </div>
            </div>
          )}
        </AsyncView>
      </Section>
      <Section title={`发送对象（${chosen.length} 位客户）`} extra={<button type="button" className="btn btn--small" onClick={() => setOpen(true)}>{chosen.length ? '修改客户' : '选择客户'}</button>}>
        {chosen.length === 0 ? (
          <p className="muted">请选择要发送的客户：已绑定客户、任务客户，或按姓名、车牌号搜索。</p>
        ) : (
          <ul className="ps-chosen" aria-label="已选客户">
            {chosen.map((t) => (
              <li key={t.custId}>
                {t.custName}
                {t.licenseNo ? <span className="muted"> {t.licenseNo}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <ActionBar actions={[{ label: chosen.length ? `发送给 ${chosen.length} 位客户` : '请先选择客户', primary: true, disabled: chosen.length === 0 || !c, onClick: () => void start() }]} />
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
