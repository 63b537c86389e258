import { useEffect, useState, type FormEvent } from 'react';
import { GROUP_MSG_TYPE, type GroupMsgType } from '../../../../../shared/domain/codes';
import type { AnswerOf } from '../../../lib/api/names';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { AsyncView, Field, PagedList, Section, TextField, runAction, usePaged, useUrlState, SearchBox } from '../../../ui';
import { MSG_TYPES, loadBlacklist, removeFromBlacklist, addToBlacklist, saveBlacklistConfig } from '../api';
import { staffLabel } from '../../../../../shared/domain/mask';
import { useCall } from '../../../lib/query/use-call';

// 消息黑名单 (/msg-blacklist/config): the customers who must not receive mass messages
// (getInMsgBlackList, searched by name — the search in the URL), each taken off with a confirm;
// a customer put on it with a reason (updateMsgBlackList); and the organisation's rules
// (querySendMsgBlackListConfig / addOrUpdateSendMsgBlackListConfig): whether the blacklist is
// applied, to which group message types, and whether customers with an open complaint are skipped
// too. A send to a blacklisted customer shows them as 已跳过 with the reason.

type Config = AnswerOf<'querySendMsgBlackListConfig'>;
type Entry = AnswerOf<'getInMsgBlackList'>['list'][number];
const MAX_REASON = 50;

export default function BlacklistConfig() {
  const [name, setName] = useUrlState('name');
  const list = usePaged<Entry>(
    (pageNo, pageSize, signal) => loadBlacklist({ ...(name ? { custName: name } : {}), pageNo, pageSize }, signal),
    [name],
    10,
    { calls: ['getInMsgBlackList'] },
  );
  const remove = async (e: Entry) => {
    await runAction(() => removeFromBlacklist({ custId: e.custId, operateType: '0' }), {
      confirm: { title: '移出黑名单', message: `将${e.custName}移出消息黑名单？移出后可再收到群发消息。`, okText: '移出', danger: true },
      success: `已将${e.custName}移出黑名单`,
    });
  };
  return (
    <div className="page mass">
      <AddForm />
      <Section title="黑名单客户">
        <SearchBox label="按姓名搜索" placeholder="客户姓名" value={name} onSearch={setName} maxLength={20} />
        <PagedList
          state={list}
          label="黑名单客户"
          emptyText={name ? `没有姓名含“${name}”的黑名单客户` : '黑名单中暂无客户'}
          keyOf={(e) => e.custId}
          renderItem={(e) => (
            <div className="mass-item">
              <span className="mass-item__head">
                <strong>{e.custName}</strong>
                <button type="button" className="btn btn--text mass-remove" aria-label={`移出 ${e.custName}`} onClick={() => void remove(e)}>
                  移出
                </button>
              </span>
              <span className="mass-item__text">{e.reason ?? '未填写原因'}</span>
              <span className="mass-item__foot muted">
                <span>加入于 {e.createdAt.slice(0, 16)}</span>
                <span>操作人 {staffLabel(e.operatorName, e.operatorCode)}</span>
              </span>
            </div>
          )}
        />
      </Section>
      <Rules />
    </div>
  );
}

function AddForm() {
  const [picking, setPicking] = useState(false);
  const [who, setWho] = useState<SendTarget>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ who?: string; reason?: string }>({});
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const r = reason.trim();
    const next = { who: who ? undefined : '请选择客户', reason: !r ? '请填写加入原因' : r.length > MAX_REASON ? `加入原因最多 ${MAX_REASON} 个字` : undefined };
    setErrors(next);
    if (!who || next.reason) return;
    const done = await runAction(() => addToBlacklist({ custId: who.custId, operateType: '1', reason: r }), { success: `已将${who.custName}加入黑名单` });
    if (done) {
      setWho(undefined);
      setReason('');
    }
  };
  return (
    <Section title="加入黑名单">
      <form onSubmit={(e) => void add(e)} noValidate>
        <Field label="客户" error={errors.who}>
          <button type="button" className="field__input mass-pick" onClick={() => setPicking(true)}>
            {who ? `${who.custName}${who.licenseNo ? ` ${who.licenseNo}` : ''}` : '选择客户'}
          </button>
        </Field>
        <TextField label="加入原因" value={reason} placeholder="如：客户要求不再接收营销消息" onValue={(v) => (setReason(v), setErrors((x) => ({ ...x, reason: undefined })))} error={errors.reason} maxLength={MAX_REASON + 10} />
        <button type="submit" className="btn btn--primary btn--block">
          加入黑名单
        </button>
      </form>
      <CustomerPicker
        open={picking}
        title="选择加入黑名单的客户"
        max={1}
        wecomOnly={false}
        {...(who ? { initial: [who] } : {})}
        onClose={() => setPicking(false)}
        onConfirm={(t) => {
          setWho(t[0]);
          setErrors((x) => ({ ...x, who: undefined }));
          setPicking(false);
        }}
      />
    </Section>
  );
}

function Rules() {
  const config = useCall('querySendMsgBlackListConfig');
  return (
    <Section title="拦截规则（本机构）">
      <AsyncView query={config} skeleton="rows">
        {(c) => <RulesForm config={c} />}
      </AsyncView>
    </Section>
  );
}

function RulesForm({ config }: { config: Config }) {
  const [enable, setEnable] = useState(config.enable === '1');
  const [types, setTypes] = useState<Set<string>>(new Set(config.msgTypes));
  const [complaint, setComplaint] = useState(config.autoBlockComplaint === '1');
  const [remark, setRemark] = useState(config.remark);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setEnable(config.enable === '1');
    setTypes(new Set(config.msgTypes));
    setComplaint(config.autoBlockComplaint === '1');
    setRemark(config.remark);
  }, [config]);
  const toggle = (t: GroupMsgType) =>
    setTypes((s) => {
      const n = new Set(s);
      if (n.has(t)) n.delete(t);
      else n.add(t);
      setError(undefined);
      return n;
    });
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (enable && types.size === 0) return setError('启用时请至少选择一种消息类型');
    if (remark.trim().length > 100) return setError('说明最多 100 个字');
    await runAction(
      () =>
        saveBlacklistConfig({ enable: enable ? '1' : '0', msgTypes: MSG_TYPES.filter((t) => types.has(t)).join(','), autoBlockComplaint: complaint ? '1' : '0', remark: remark.trim() }),
      { loadingText: '正在保存', success: '拦截规则已保存' },
    );
  };
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mass-rules">
      <label className="mass-switch">
        <input type="checkbox" role="switch" checked={enable} onChange={() => setEnable(!enable)} aria-label="启用黑名单拦截" />
        <span>启用黑名单拦截</span>
      </label>
      <fieldset className="mass-types" disabled={!enable}>
        <legend>拦截的群发消息类型</legend>
        {MSG_TYPES.map((t) => (
          <label key={t} className="mass-type">
            <input type="checkbox" checked={types.has(t)} onChange={() => toggle(t)} />
            {GROUP_MSG_TYPE[t]}
          </label>
        ))}
      </fieldset>
      <label className="mass-switch">
        <input type="checkbox" role="switch" checked={complaint} disabled={!enable} onChange={() => setComplaint(!complaint)} aria-label="跳过有未办结投诉的客户" />
        <span>跳过有未办结投诉的客户</span>
      </label>
      <TextField label="说明" value={remark} onValue={(v) => (setRemark(v), setError(undefined))} maxLength={110} />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {config.updatedAt ? <p className="muted mass-hint">最近由 {config.updatedBy} 于 {config.updatedAt.slice(0, 16)} 修改</p> : null}
      <button type="submit" className="btn btn--primary btn--block">
        保存规则
      </button>
    </form>
  );
}
