import { ActionBar, AsyncView, Cell, Cells, runAction, Section, TextField, useStateFrom } from '../../../ui';
import { savePosterShareConfig, type ShareConfig, type ShareInfo } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 海报分享配置: what the staff member's posters show — name and title, mobile, avatar, the QR
// code — and the title a shared poster carries. The card beside it is what customers will see.

const TITLE_MAX = 30;
const SWITCHES = [
  ['showName', '显示姓名和职务'],
  ['showMobile', '显示联系电话'],
  ['showAvatar', '显示头像'],
  ['showQrCode', '显示我的二维码'],
] as const;
type SwitchKey = (typeof SWITCHES)[number][0];

export default function PosterShareConfig() {
  const info = useCall('queryShareConfigAndManagerInfo');
  return (
    <div className="page">
      <AsyncView query={info} skeleton="profile">
        {(data) => <Form info={data} />}
      </AsyncView>
    </div>
  );
}

function Form({ info }: { info: ShareInfo }) {
  const [draft, setDraft] = useStateFrom<ShareConfig>(() => info.config, info.config);
  const titleError = draft.shareTitle.trim() === '' ? '请填写分享标题' : draft.shareTitle.length > TITLE_MAX ? `分享标题不能超过 ${TITLE_MAX} 个字` : undefined;
  const save = async () => {
    if (titleError) return;
    const { updateTime: _t, ...fields } = draft;
    const done = await runAction(() => savePosterShareConfig({ ...fields, shareTitle: fields.shareTitle.trim() }), { loadingText: '正在保存', success: '分享配置已保存' });
    if (done) invalidate('queryShareConfigAndManagerInfo');
  };
  const m = info.manager;
  return (
    <>
      <Section title="客户看到的名片">
        <div className="ps-card" aria-label="名片预览">
          {draft.showAvatar === '1' && (m.avatar ? <img className="ps-card__avatar" src={m.avatar} alt="" /> : <span className="ps-card__avatar">{m.name.slice(0, 1)}</span>)}
          <div>
            <strong>{draft.showName === '1' ? m.name : '（不显示姓名）'}</strong>
            {draft.showName === '1' && m.title && <span className="muted"> {m.title}</span>}
            {draft.showMobile === '1' && <p className="muted">{m.mobile}</p>}
          </div>
        </div>
        {!m.registered && <p className="ps-hint">您还没有登记客户经理名片，海报上将不显示职务。</p>}
      </Section>
      <Section title="海报显示">
        <Cells>
          {SWITCHES.map(([key, label]) => (
            <Cell key={key} label={label}>
              <Switch label={label} on={draft[key] === '1'} onChange={(on) => setDraft({ ...draft, [key as SwitchKey]: on ? '1' : '0' })} />
            </Cell>
          ))}
        </Cells>
      </Section>
      <Section title="分享标题">
        <TextField label="分享标题" value={draft.shareTitle} onValue={(v) => setDraft({ ...draft, shareTitle: v })} error={titleError} hint={`${draft.shareTitle.length}/${TITLE_MAX}`} maxLength={TITLE_MAX + 10} />
        {info.config.updateTime && <p className="muted">上次保存：{info.config.updateTime}</p>}
      </Section>
      <ActionBar actions={[{ label: '保存', primary: true, disabled: Boolean(titleError), onClick: () => void save() }]} />
    </>
  );
}

function Switch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return <button type="button" role="switch" aria-checked={on} aria-label={label} className={`ps-switch${on ? ' is-on' : ''}`} onClick={() => onChange(!on)} />;
}
