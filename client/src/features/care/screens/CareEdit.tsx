import { navigate } from '../../../lib/navigation/navigation';
import { AsyncView, Field, Section, TextField, runAction, useForm, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { careHref, modifyCareMessage, type CareMsg } from '../api';

// 发送关怀消息 (/custcare-msg/custcare-msg-send?msgId=): edit an unsent care message's title and
// text before sending (modifyCustcareMsg), then back to the message to send it. What was typed
// stays when saving fails.

const MAX_CONTENT = 500;
const MAX_TITLE = 30;

export default function CareEdit() {
  const msgId = useParam('msgId');
  const asked = useCall('queryCustcareMsgById', { msgId }, { enabled: Boolean(msgId) });
  // The draft starts from the message as it is now: a kept answer is asked again first.
  const msg = { ...asked, data: asked.loading ? undefined : asked.data };

  if (!msgId) return <MissingParam what="关怀消息" from="客户关怀列表" />;
  return (
    <div className="page care">
      <AsyncView query={msg} skeleton="rows">
        {(m) =>
          m.sendFlag === '1' ? (
            <p className="notice">这条关怀消息已发送，不能再修改。</p>
          ) : (
            <Section title={`给 ${m.custName} 的${m.msgTypeName}`}>
              <CareDraft key={m.msgId} msg={m} />
            </Section>
          )
        }
      </AsyncView>
    </div>
  );
}

// The draft starts from the message as loaded (remounted per message, never copied in by an effect).
function CareDraft({ msg }: { msg: CareMsg }) {
  const form = useForm(
    { title: msg.title, content: msg.content },
    {
      title: (v) => (!v.trim() ? '请输入标题' : v.trim().length > MAX_TITLE ? `标题最多 ${MAX_TITLE} 个字` : null),
      content: (v) => (!v.trim() ? '请输入消息内容' : v.trim().length > MAX_CONTENT ? `消息内容最多 ${MAX_CONTENT} 个字` : null),
    },
  );
  const save = async ({ title, content }: typeof form.values) => {
    const r = await runAction(() => modifyCareMessage({ msgId: msg.msgId, title: title.trim(), content: content.trim() }), { loadingText: '正在保存', success: '已保存' });
    if (r) void navigate(careHref(msg.msgId), { replace: true });
  };
  const content = form.field('content');
  return (
    <form
      onSubmit={form.onSubmit(save)}
      noValidate
    >
      <TextField label="标题" {...form.field('title')} maxLength={MAX_TITLE + 10} />
      <Field label={`消息内容（${content.value.trim().length}/${MAX_CONTENT}）`} error={content.error}>
        <textarea className="field__input care-textarea" value={content.value} rows={6} aria-label="消息内容" onChange={(e) => content.onValue(e.target.value)} onBlur={content.onBlur} aria-invalid={content.error ? true : undefined} />
      </Field>
      <button type="submit" className="btn btn--primary btn--block">
        保存
      </button>
    </form>
  );
}
