import { useMemo, useState } from 'react';
import { customerTitleFor, fillScript, missingScriptFields, SCRIPT_FIELD_LABEL, scriptEndDate, type ScriptValues } from '../../../../../shared/domain/script';
import { ChatSendNote, CustomerPicker, sendToChat, useCanSendToChat, type SendTarget } from '../../../lib/send';
import { toast } from '../../../lib/toast-store';
import { ActionBar } from '../../../ui/ActionBar';
import { AsyncView, Section, Tag, useStateFrom, MissingParam, useParams } from '../../../ui';
import { savePatterUse, type Patter } from '../api';
import { ScriptText } from '../components/parts';
import { Star } from '../components/Star';
import { useCall } from '../../../lib/query/use-call';

// 话术详情 (/verbal-trick-manage/verbal-trick-detail?patterId=&classId=): one script, filled for a
// chosen customer — customer name, title (先生 / 女士 from the gender), plate number, the end date
// of the policy in force that ends first, the agent's name (spec 000 §3) — editable, then copied
// or sent into the current chat as text.

export default function VerbalTrickDetail() {
  const params = useParams();
  const patterId = params.get('patterId') ?? '';
  const classId = params.get('classId') ?? '';
  if (!patterId || !classId) return <MissingParam what="话术" from="话术搜索" />;
  return <Detail patterId={patterId} classId={classId} />;
}

function Detail({ patterId, classId }: { patterId: string; classId: string }) {
  // The class's scripts, the one asked for found in them (null: none such).
  const scripts = useCall('queryPatterMain', { classId, pageNo: 1, pageSize: 100 }, { method: 'POST' });
  const patter = { ...scripts, data: scripts.data && (scripts.data.list.find((p) => p.patterId === patterId) ?? null) };
  return (
    <div className="page ct">
      <AsyncView query={patter} skeleton="profile" emptyText="话术不存在或已下架">
        {(p) => p && <Fill p={p} />}
      </AsyncView>
    </div>
  );
}

function Fill({ p }: { p: Patter }) {
  const [target, setTarget] = useState<SendTarget | null>(null);
  const [picking, setPicking] = useState(false);
  const custId = target?.custId ?? '';
  const me = useCall('queryShareConfigAndManagerInfo');
  const insure = useCall('queryCustInsureInfo', { custId }, { enabled: Boolean(custId) });
  const basic = useCall('mc/customerBasic', { custId }, { enabled: Boolean(custId) });
  const loadingCustomer = custId !== '' && (insure.data === undefined || basic.data === undefined) && !insure.error && !basic.error;

  const values: ScriptValues = useMemo(
    () => ({
      agentName: me.data?.manager.name,
      ...(target && {
        customerName: target.custName,
        customerTitle: customerTitleFor(basic.data?.gender, basic.data?.name ?? target.custName),
        plateNumber: insure.data?.licenseNo ?? target.licenseNo ?? undefined,
        endDate: scriptEndDate(insure.data?.policies),
      }),
    }),
    [me.data, target, basic.data, insure.data],
  );
  const filled = fillScript(p.content, values, { keepMissing: true });
  const missing = missingScriptFields(p.content, values);
  // The text a person may edit: filled again whenever the customer or their data changes.
  const [text, setText] = useStateFrom(() => filled, filled);
  const unfilled = text.match(/\{[^{}]+\}/g) ?? [];
  // 使用 N 次 counts each copy and each send into the chat (savePatterUseRecord, our call).
  const [uses, setUses] = useStateFrom(() => p.useCount, p.useCount);
  const chat = useCanSendToChat();
  const recordUse = async (useType: 'chat' | 'copy') => {
    const r = await savePatterUse({ patterId: p.patterId, useType });
    setUses(r.useCount);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('已复制，可粘贴到聊天中');
    } catch {
      toast.error('复制失败，请长按文字手动复制');
      return;
    }
    // The copy stands whatever happens to its count.
    recordUse('copy').catch(() => undefined);
  };
  const send = () => {
    if (unfilled.length) {
      toast.warning(`还有未填写的内容：${unfilled.join('、')}，请选择客户或手动修改`);
      return;
    }
    void sendToChat({ kind: 'text', content: text }, { afterSent: () => recordUse('chat') });
  };

  return (
    <>
      <section className="card" aria-label="话术">
        <h2 className="ct-title">{p.title}</h2>
        <div className="ct-news__meta">
          <Tag kind="info">
            {p.parentClassName} / {p.className}
          </Tag>
          <span>使用 {uses} 次</span>
          <Star kind="patter" id={p.patterId} answered={p.isFavorite} title={p.title} />
        </div>
        <p className="ct-patter__text ct-patter__text--full">
          <ScriptText text={p.content} />
        </p>
      </section>
      <Section
        title="发送对象"
        extra={
          <button type="button" className="btn btn--small" onClick={() => setPicking(true)}>
            {target ? '更换客户' : '选择客户'}
          </button>
        }
      >
        {target ? (
          <p className="ct-who">
            <strong>{target.custName}</strong>
            {target.licenseNo && <span className="muted"> {target.licenseNo}</span>}
            {loadingCustomer && <span className="muted">（正在读取客户信息…）</span>}
          </p>
        ) : (
          <p className="muted">选择客户后，客户姓名、称谓、车牌号和到期日将自动填入。</p>
        )}
      </Section>
      <Section title="发送内容">
        <textarea className="field__input ct-text" aria-label="发送内容" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        {missing.length > 0 && !loadingCustomer && (
          <p className="field__hint" role="status">
            {target ? '未能自动填入' : '待填入'}：{missing.map((f) => SCRIPT_FIELD_LABEL[f]).join('、')}
            {target ? '，请手动修改' : ''}
          </p>
        )}
      </Section>
      <ChatSendNote send={chat} />
      <CustomerPicker
        open={picking}
        title="选择客户"
        max={1}
        wecomOnly={false}
        initial={target ? [target] : []}
        onClose={() => setPicking(false)}
        onConfirm={(list) => {
          setTarget(list[0] ?? null);
          setPicking(false);
        }}
      />
      <ActionBar
        actions={[
          { label: '复制', onClick: () => void copy() },
          { label: '发到当前会话', primary: true, disabled: !chat.can, onClick: send },
        ]}
      />
    </>
  );
}
