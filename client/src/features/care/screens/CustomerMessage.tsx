import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api/errors';
import type { AnswerOf } from '../../../lib/api/names';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { ActionBar, AsyncView, Cell, Cells, Field, runAction, Section, Tag, TextField, useForm, useParams } from '../../../ui';
import { useLoad } from '../../../lib/query/use-call';
import { loadNewContact, saveContactRemark } from '../api';

// 添加客户推送 (/customer-message?externalUserId= or ?custId=): the page a staff member opens from
// WeCom's notice that a customer added them (or from 企微添加提醒): who the contact is
// (getExternalContact — WeCom answers only the member's own contacts; from a custId, its WeCom id
// comes from mc/customerComm), whether they are bound to a
// customer record (→ their page, or the binding screen), a welcome message to send into the chat,
// and the contact's remark and description (modifyExternalContactRemark).

type Contact = AnswerOf<'getExternalContact'>;
const MAX_REMARK = 20;

export default function CustomerMessage() {
  const params = useParams();
  const given = params.get('externalUserId') ?? '';
  const custId = params.get('custId') ?? '';
  const contact = useLoad(['loadNewContact', given, custId], (signal) => loadNewContact(given, custId, signal));
  return (
    <div className="page care">
      <AsyncView query={contact} skeleton="profile">
        {(c) => <NewContact c={c} />}
      </AsyncView>
    </div>
  );
}

function NewContact({ c }: { c: Contact }) {
  const [welcome, setWelcome] = useState(`${c.name}您好，我是您的专属客户经理，很高兴为您服务！保单查询、续保报价、理赔协助都可以随时找我。`);
  const chat = useCanSendToChat();
  return (
    <>
      <section className="card care-contact" aria-label="新添加的客户">
        {c.avatar ? <img className="care-contact__avatar" src={c.avatar} alt="" /> : null}
        <div>
          <strong>{c.name}</strong> {c.type === 2 ? <Tag kind="info">企业微信用户</Tag> : <Tag>微信用户</Tag>}
          {c.corpName && <p className="muted">{c.corpName}</p>}
          <p>
            {c.custId ? (
              <>
                <Tag kind="success">已绑定客户</Tag> <Link href={`/customer-info/customerInfo-detail?${new URLSearchParams({ custId: c.custId })}`}>查看客户</Link>
              </>
            ) : (
              <>
                <Tag kind="warning">未绑定客户</Tag> <Link href="/customer-info/query-customer">去绑定</Link>
              </>
            )}
          </p>
        </div>
      </section>
      <Section title="欢迎语">
        <Field label={`发送内容（${welcome.trim().length}/300）`} error={welcome.trim() ? undefined : '请输入欢迎语'}>
          <textarea className="field__input mass-textarea" rows={4} aria-label="欢迎语" maxLength={300} value={welcome} onChange={(e) => setWelcome(e.target.value)} />
        </Field>
      </Section>
      <Section title="备注">
        <Cells>
          <Cell label="企业微信 ID">{c.externalUserId}</Cell>
        </Cells>
        {/* The form starts from the remark as loaded, again whenever it changes (never copied in by an effect). */}
        <RemarkForm key={`${c.remark ?? ''}\n${c.description ?? ''}`} c={c} />
      </Section>
      <ChatSendNote send={chat} />
      <ActionBar actions={[{ label: '发送欢迎语', primary: true, disabled: !welcome.trim() || !chat.can, onClick: () => void sendToChat({ kind: 'text', content: welcome.trim() }) }]} />
    </>
  );
}

function RemarkForm({ c }: { c: Contact }) {
  const form = useForm({ remark: c.remark ?? '', description: c.description ?? '' }, { remark: (v) => (v.trim().length > MAX_REMARK ? `备注名最多 ${MAX_REMARK} 个字` : null) });
  const saveRemark = ({ remark, description }: typeof form.values) =>
    runAction(
      async () => {
        const r = await saveContactRemark({ externalUserId: c.externalUserId, remark: remark.trim(), description: description.trim() });
        if (r.errcode !== 0) throw new ApiError(422, 'UPSTREAM_REJECTED', r.errmsg || '备注保存失败，请重试');
      },
      { loadingText: '保存中', success: '备注已保存' },
    );
  return (
    <>
      <TextField label="备注名" {...form.field('remark')} maxLength={MAX_REMARK + 5} placeholder="如 姓名-车牌号" />
      <TextField label="描述" {...form.field('description')} maxLength={100} placeholder="选填：客户来源、意向" />
      <button type="button" className="btn btn--block" onClick={() => form.submit(saveRemark)}>
        保存备注
      </button>
    </>
  );
}
