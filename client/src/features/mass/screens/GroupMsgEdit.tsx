import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GROUP_MSG_TYPE, type GroupMsgType } from '../../../../../shared/domain/codes';
import { SCRIPT_FIELD_LABEL, SCRIPT_PLACEHOLDERS, fillScript, type ScriptField } from '../../../../../shared/domain/script';
import { navigate, replaceQuery } from '../../../lib/navigation/navigation';
import type { ScreenProps } from '../../../lib/screen';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { toast } from '../../../lib/toast-store';
import { ActionBar, Field, PickerField, Section, TextField, confirm, runAction, useForm } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { MSG_TYPES, loadScriptValues, recordHref, skippedText, startGroupSend, type GroupMsg, saveGroupMsg } from '../api';
import { SERVICE_TEMPLATES } from '../service-templates';

// 编辑群发 (/group-msg/group-msg-edit, ?groupMsgId= once saved), 关怀群发
// (/custcare-msg/custcare-msg-massmessaging, the type fixed to 关怀) and 服务消息
// (/custcare-msg/common-service-msg: 关怀 too, started from a common service message,
// service-templates.ts): compose a mass message — its type,
// title and text with the script placeholders (spec 000 §3) filled per customer when sent — and
// choose the customers (the shared CustomerPicker). 保存草稿 saves it (saveGroupMsg); 发送 saves and
// starts the send (sendTaskGroupMsg, up to 10 minutes on the server) and goes at once to its send
// record, where the progress shows. The form is kept in this tab's session storage, so leaving the
// page or a failure loses nothing; it is cleared once the send has started.

const MAX_TITLE = 30;
const MAX_CONTENT = 1000;
type Variant = 'mass' | 'care' | 'service';
/** Where the form is kept: one per variant (群发, 关怀群发, 服务消息). */
const draftKey = (v: Variant) => (v === 'mass' ? 'mass:compose' : `mass:compose:${v}`);
const FIELDS = Object.keys(SCRIPT_PLACEHOLDERS) as ScriptField[];

interface Draft {
  groupMsgId?: string;
  msgType: GroupMsgType;
  title: string;
  content: string;
  targets: SendTarget[];
}

/** 关怀 (GROUP_MSG_TYPE). */
const CARE_TYPE: GroupMsgType = '1';
const EMPTY: Draft = { msgType: CARE_TYPE, title: '', content: '', targets: [] };

function loadDraft(variant: Variant): Draft {
  const care = variant !== 'mass';
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(variant)) ?? 'null') as Draft | null;
    return saved ? { ...EMPTY, ...saved, ...(care ? { msgType: CARE_TYPE } : {}) } : { ...EMPTY, ...(care ? { msgType: CARE_TYPE } : {}) };
  } catch {
    return EMPTY;
  }
}

const RULES = {
  title: (v: string) => (v.trim().length > MAX_TITLE ? `标题最多 ${MAX_TITLE} 个字` : null),
  content: (v: string) => (!v.trim() ? '请输入消息内容' : v.trim().length > MAX_CONTENT ? `消息内容最多 ${MAX_CONTENT} 个字` : null),
  targets: (v: readonly SendTarget[]) => (v.length === 0 ? '请选择发送客户' : null),
};

export default function GroupMsgEdit({ route }: ScreenProps) {
  // 关怀群发 and 服务消息: the same composer, for care messages only.
  const variant: Variant = route.name === 'CustcareMsgMassmessaging' ? 'care' : route.name === 'CommonServiceMsg' ? 'service' : 'mass';
  const care = variant !== 'mass';
  const form = useForm<Draft>(() => loadDraft(variant), RULES);
  const draft = form.values;
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => sessionStorage.setItem(draftKey(variant), JSON.stringify(draft)), [draft, variant]);

  const patch = (p: Partial<Draft>) => {
    for (const [k, v] of Object.entries(p) as [keyof Draft, Draft[keyof Draft]][]) form.set(k, v);
  };

  /** Where the cursor goes once an inserted placeholder is in the box. */
  const caret = useRef<number | undefined>(undefined);
  /** Inserts a placeholder where the cursor is; the cursor then stands after it. */
  const insert = (token: string) => {
    const el = box.current;
    const at = el ? el.selectionStart : draft.content.length;
    const end = el ? el.selectionEnd : at;
    caret.current = at + token.length;
    patch({ content: draft.content.slice(0, at) + token + draft.content.slice(end) });
  };
  // Right after the new text is in the box, before the next key is handled (a frame later would
  // move the cursor back under someone already typing).
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === undefined) return;
    caret.current = undefined;
    box.current?.focus();
    box.current?.setSelectionRange(at, at);
  }, [draft.content]);

  /** Saves the draft (checked by the form before). */
  const save = async (draft: Draft): Promise<GroupMsg | undefined> => {
    const saved = await runAction(
      () =>
        saveGroupMsg({
            ...(draft.groupMsgId ? { groupMsgId: draft.groupMsgId } : {}),
            msgType: draft.msgType,
            title: draft.title.trim() || GROUP_MSG_TYPE[draft.msgType],
            content: draft.content.trim(),
            custIds: draft.targets.map((t) => t.custId),
          }),
      { loadingText: '正在保存' },
    );
    if (saved) {
      // The BFF leaves customers on the message blacklist out of every send, whatever its type: say who.
      const skipped = saved.blacklistSkipped ?? [];
      const out = new Set(skipped.map((x) => x.custId));
      patch({ groupMsgId: saved.groupMsgId, ...(out.size ? { targets: draft.targets.filter((t) => !out.has(t.custId)) } : {}) });
      replaceQuery({ groupMsgId: saved.groupMsgId });
      if (skipped.length) toast.warning(skippedText(skipped), 6000);
    }
    return saved;
  };

  const saveDraft = async (draft: Draft) => {
    if (await save(draft)) toast.success('草稿已保存');
  };

  const send = async (draft: Draft) => {
    if (busy) return;
    const title = draft.title.trim() || GROUP_MSG_TYPE[draft.msgType];
    const ok = await confirm({ title: '发送群发消息', message: `将「${title}」发送给 ${draft.targets.length} 位客户？将创建企业微信群发任务，需你在企业微信中确认后才会发出（每位客户每天最多收到 1 条群发消息）；可随时离开本页查看结果。`, okText: '发送' });
    if (!ok) return;
    setBusy(true);
    try {
      const saved = await save(draft);
      if (!saved) return;
      const taskId = draft.targets.find((t) => t.taskId)?.taskId;
      const historyId = await runAction(() => startGroupSend(saved, taskId), { loadingText: '正在提交发送' });
      if (!historyId) return;
      sessionStorage.removeItem(draftKey(variant));
      void navigate(recordHref(historyId), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  const first = draft.targets[0];
  const firstId = first?.custId ?? '';
  // What the first customer will read: the placeholders filled as the server fills them on sending.
  const values = useLoad(['loadScriptValues', firstId], (signal) => loadScriptValues(firstId, signal), { enabled: Boolean(firstId) });
  const preview = first
    ? fillScript(draft.content, (!values.loading && values.data) || { customerName: first.custName, plateNumber: first.licenseNo ?? null }, { keepMissing: true })
    : '';

  return (
    <div className="page mass">
      {variant === 'service' && (
        <Section title="常用服务消息">
          <div className="mass-tokens" role="group" aria-label="常用服务消息">
            {SERVICE_TEMPLATES.map((t) => (
              <button key={t.key} type="button" className="mass-token" onClick={() => patch({ title: t.title, content: t.content })}>
                {t.name}
              </button>
            ))}
          </div>
          <p className="muted mass-hint">选一条开始，可再修改；变量在发送时按每位客户填入。</p>
        </Section>
      )}
      <Section title="消息内容">
        <PickerField label="消息类型" disabled={care} value={draft.msgType} options={MSG_TYPES.map((t) => ({ value: t, label: GROUP_MSG_TYPE[t] }))} onValue={(t) => patch({ msgType: t })} />
        <TextField label="标题" {...form.field('title')} placeholder={`不填则为「${GROUP_MSG_TYPE[draft.msgType]}」`} maxLength={MAX_TITLE + 10} />
        <Field label={`消息内容（${draft.content.trim().length}/${MAX_CONTENT}）`} error={form.error('content')}>
          <textarea ref={box} className="field__input mass-textarea" rows={6} aria-label="消息内容" value={draft.content} onChange={(e) => form.set('content', e.target.value)} onBlur={() => form.touch('content')} aria-invalid={form.error('content') ? true : undefined} />
        </Field>
        <div className="mass-tokens" aria-label="插入变量">
          {FIELDS.map((f) => (
            // The box keeps the focus (and its cursor): no blur, so no reason appears and moves the buttons under the finger.
            <button key={f} type="button" className="mass-token" onMouseDown={(e) => e.preventDefault()} onClick={() => insert(SCRIPT_PLACEHOLDERS[f][0])}>
              +{SCRIPT_FIELD_LABEL[f]}
            </button>
          ))}
        </div>
        <p className="muted mass-hint">变量在发送时按每位客户填入，预览为第一位客户收到的内容。</p>
      </Section>
      <Section title={`发送客户（${draft.targets.length}）`} extra={<button type="button" className="btn btn--text" onClick={() => setPicking(true)}>{draft.targets.length ? '修改' : '选择客户'}</button>}>
        {draft.targets.length === 0 ? (
          <p className={form.error('targets') ? 'field__error' : 'muted'} role={form.error('targets') ? 'alert' : undefined}>
            {form.error('targets') ?? '尚未选择客户'}
          </p>
        ) : (
          <ul className="mass-chips" aria-label="已选客户">
            {draft.targets.map((t) => (
              <li key={t.custId} className="mass-chip">
                {t.custName}
                {t.licenseNo ? <span className="muted"> {t.licenseNo}</span> : null}
                <button type="button" aria-label={`移除 ${t.custName}`} onClick={() => patch({ targets: draft.targets.filter((x) => x.custId !== t.custId) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {first && draft.content.trim() ? (
        <Section title={`预览（${first.custName}）`}>
          <p className="msg-bubble mass-preview" data-testid="mass-preview" aria-busy={values.loading}>
            {preview}
          </p>
          {values.error ? <p className="muted mass-hint">客户资料暂未取到，变量将在发送时按客户填入。</p> : null}
        </Section>
      ) : null}
      <CustomerPicker
        open={picking}
        title="选择群发客户"
        initial={draft.targets}
        onClose={() => setPicking(false)}
        onConfirm={(targets) => {
          form.set('targets', targets);
          setPicking(false);
        }}
      />
      <ActionBar
        actions={[
          { label: '保存草稿', onClick: () => form.submit(saveDraft), disabled: busy },
          { label: '发送', primary: true, onClick: () => form.submit(send), disabled: busy },
        ]}
      />
    </div>
  );
}
