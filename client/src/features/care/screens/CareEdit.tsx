import { useEffect, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '../../../lib/navigation/navigation';
import { AsyncView, Field, Section, TextField, runAction, useQuery } from '../../../ui';
import { MissingParam } from '../../../parts/policy';
import { careHref, loadCareMsg, modifyCareMessage } from '../api';

// 发送关怀消息 (/custcare-msg/custcare-msg-send?msgId=): edit an unsent care message's title and
// text before sending (modifyCustcareMsg), then back to the message to send it. What was typed
// stays when saving fails.

const MAX_CONTENT = 500;
const MAX_TITLE = 30;

export default function CareEdit() {
  const msgId = new URLSearchParams(useSearch()).get('msgId') ?? '';
  const msg = useQuery((signal) => (msgId ? loadCareMsg(msgId, signal) : new Promise<never>(() => undefined)), [msgId]);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  useEffect(() => {
    if (msg.data) {
      setTitle(msg.data.title);
      setContent(msg.data.content);
    }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft is filled once per loaded message (its id), not on every refetch
  }, [msg.data?.msgId]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    const c = content.trim();
    const next = {
      title: !t ? '请输入标题' : t.length > MAX_TITLE ? `标题最多 ${MAX_TITLE} 个字` : undefined,
      content: !c ? '请输入消息内容' : c.length > MAX_CONTENT ? `消息内容最多 ${MAX_CONTENT} 个字` : undefined,
    };
    setErrors(next);
    if (next.title || next.content) return;
    const r = await runAction(() => modifyCareMessage({ msgId, title: t, content: c }), { loadingText: '正在保存', success: '已保存' });
    if (r) void navigate(careHref(msgId), { replace: true });
  };

  if (!msgId) return <MissingParam what="关怀消息" from="客户关怀列表" />;
  return (
    <div className="page care">
      <AsyncView query={msg} skeleton="rows">
        {(m) =>
          m.sendFlag === '1' ? (
            <p className="notice">这条关怀消息已发送，不能再修改。</p>
          ) : (
            <Section title={`给 ${m.custName} 的${m.msgTypeName}`}>
              <form onSubmit={(e) => void submit(e)} noValidate>
                <TextField label="标题" value={title} onValue={(v) => (setTitle(v), setErrors({ ...errors, title: undefined }))} error={errors.title} maxLength={MAX_TITLE + 10} />
                <Field label={`消息内容（${content.trim().length}/${MAX_CONTENT}）`} error={errors.content}>
                  <textarea className="field__input care-textarea" value={content} rows={6} aria-label="消息内容" onChange={(e) => (setContent(e.target.value), setErrors({ ...errors, content: undefined }))} />
                </Field>
                <button type="submit" className="btn btn--primary btn--block">
                  保存
                </button>
              </form>
            </Section>
          )
        }
      </AsyncView>
    </div>
  );
}
