import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '../../../lib/navigation/navigation';
import { AsyncView, Field, Section, TextField, runAction, useStateFrom } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { MissingParam } from '../../../parts/policy';
import { careHref, modifyCareMessage } from '../api';

// 发送关怀消息 (/custcare-msg/custcare-msg-send?msgId=): edit an unsent care message's title and
// text before sending (modifyCustcareMsg), then back to the message to send it. What was typed
// stays when saving fails.

const MAX_CONTENT = 500;
const MAX_TITLE = 30;

export default function CareEdit() {
  const msgId = new URLSearchParams(useSearch()).get('msgId') ?? '';
  const asked = useCall('queryCustcareMsgById', { msgId }, { enabled: Boolean(msgId) });
  // The draft starts from the message as it is now (a kept answer is asked again first), and again for another message.
  const msg = { ...asked, data: asked.loading ? undefined : asked.data };
  const [title, setTitle] = useStateFrom(() => msg.data?.title ?? '', msg.data?.msgId);
  const [content, setContent] = useStateFrom(() => msg.data?.content ?? '', msg.data?.msgId);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});

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
