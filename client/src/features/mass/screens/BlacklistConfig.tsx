import { useState } from 'react';
import { GROUP_MSG_TYPE, type GroupMsgType } from '../../../../../shared/domain/codes';
import type { AnswerOf } from '../../../lib/api/names';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { AsyncView, Field, PagedList, Section, TextField, runAction, useForm, usePaged, useUrlState, SearchBox } from '../../../ui';
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
  const form = useForm(
    { who: undefined as SendTarget | undefined, reason: '' },
    { who: (v) => (v ? null : '请选择客户'), reason: (v) => (!v.trim() ? '请填写加入原因' : v.trim().length > MAX_REASON ? `加入原因最多 ${MAX_REASON} 个字` : null) },
  );
  const who = form.values.who;
  const add = async ({ who: chosen, reason }: typeof form.values) => {
    if (!chosen) return;
    const done = await runAction(() => addToBlacklist({ custId: chosen.custId, operateType: '1', reason: reason.trim() }), { success: `已将${chosen.custName}加入黑名单` });
    if (done) form.reset({ who: undefined, reason: '' });
  };
  return (
    <Section title="加入黑名单">
      <form
        onSubmit={form.onSubmit(add)}
        noValidate
      >
        <Field label="客户" error={form.error('who')}>
          <button type="button" className="field__input mass-pick" onClick={() => setPicking(true)}>
            {who ? `${who.custName}${who.licenseNo ? ` ${who.licenseNo}` : ''}` : '选择客户'}
          </button>
        </Field>
        <TextField label="加入原因" {...form.field('reason')} placeholder="如：客户要求不再接收营销消息" maxLength={MAX_REASON + 10} />
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
          form.set('who', t[0]);
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
        {(c) => <RulesForm key={JSON.stringify(c)} config={c} />}
      </AsyncView>
    </Section>
  );
}

function RulesForm({ config }: { config: Config }) {
  // The form starts from the rules as loaded (remounted when they change, never copied in by an effect).
  const form = useForm(
    { enable: config.enable === '1', types: config.msgTypes as readonly string[], complaint: config.autoBlockComplaint === '1', remark: config.remark },
    { types: (v, f) => (f.enable && v.length === 0 ? '启用时请至少选择一种消息类型' : null), remark: (v) => (v.trim().length > 100 ? '说明最多 100 个字' : null) },
  );
  const { enable, types, complaint } = form.values;
  const toggle = (t: GroupMsgType) => form.set('types', types.includes(t) ? types.filter((x) => x !== t) : [...types, t]);
  const save = async (v: typeof form.values) => {
    await runAction(
      () =>
        saveBlacklistConfig({ enable: v.enable ? '1' : '0', msgTypes: MSG_TYPES.filter((t) => v.types.includes(t)).join(','), autoBlockComplaint: v.complaint ? '1' : '0', remark: v.remark.trim() }),
      { loadingText: '正在保存', success: '拦截规则已保存' },
    );
  };
  const typesError = form.error('types');
  return (
    <form
      onSubmit={form.onSubmit(save)}
      noValidate
      className="mass-rules"
    >
      <label className="mass-switch">
        <input type="checkbox" role="switch" checked={enable} onChange={() => form.set('enable', !enable)} aria-label="启用黑名单拦截" />
        <span>启用黑名单拦截</span>
      </label>
      <fieldset className="mass-types" disabled={!enable}>
        <legend>拦截的群发消息类型</legend>
        {MSG_TYPES.map((t) => (
          <label key={t} className="mass-type">
            <input type="checkbox" checked={types.includes(t)} onChange={() => toggle(t)} />
            {GROUP_MSG_TYPE[t]}
          </label>
        ))}
      </fieldset>
      {typesError ? (
        <p className="field__error" role="alert">
          {typesError}
        </p>
      ) : null}
      <label className="mass-switch">
        <input type="checkbox" role="switch" checked={complaint} disabled={!enable} onChange={() => form.set('complaint', !complaint)} aria-label="跳过有未办结投诉的客户" />
        <span>跳过有未办结投诉的客户</span>
      </label>
      <TextField label="说明" {...form.field('remark')} maxLength={110} />
      {config.updatedAt ? <p className="muted mass-hint">最近由 {config.updatedBy} 于 {config.updatedAt.slice(0, 16)} 修改</p> : null}
      <button type="submit" className="btn btn--primary btn--block">
        保存规则
      </button>
    </form>
  );
}
