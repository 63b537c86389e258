import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Cell, Cells, Empty, Section, runAction, useForm, useParam } from '../../../ui';
import { updateRelationAndQuote, type QuoteStarted } from '../api';
import { RELATION_RULES, RelationFields, draftFields, type RelationDraft } from '../components/relation-form';
import type { AnswerOf } from '../../../lib/api/names';
import { useCall } from '../../../lib/query/use-call';

// 修改报备 (?relationId=, cached) and 修改报备信息 (public, opened from the robot's message in the
// chat): what the robot read from the customer's photo, to check and correct, then ask for the
// quote. The ID number comes masked: left empty it stays as recognised.

export default function ModifyRelation() {
  const relationId = useParam('relationId');
  if (!relationId) {
    return (
      <div className="page">
        <div className="card">
          <Empty text="缺少报备记录，请从群聊中的报备消息进入" />
        </div>
      </div>
    );
  }
  return <Modify relationId={relationId} />;
}

function Modify({ relationId }: { relationId: string }) {
  const init = useCall('white/ocrUpdateRelationInfoInit', { relationId });
  return (
    <div className="page">
      <AsyncView query={init} skeleton="profile">
        {(d) => <ModifyForm key={d.relationId} relationId={relationId} data={d} />}
      </AsyncView>
    </div>
  );
}

/** The form starts from what the robot read (shown once that is loaded, keyed by it). */
function ModifyForm({ relationId, data: d }: { relationId: string; data: AnswerOf<'white/ocrUpdateRelationInfoInit'> }) {
  const r = d.ocrResult;
  const form = useForm<RelationDraft>({ custName: r.custName, licenseNo: r.licenseNo, frameNo: r.frameNo, idNumber: '', mobile: '' }, RELATION_RULES);

  const submit = async (draft: RelationDraft) => {
    const started = await runAction(() => updateRelationAndQuote({ relationId, ...draftFields(draft) }), {
      loadingText: '正在提交…',
      success: (s) => `已保存并发起报价，报价单号 ${(s as QuoteStarted).quoteNo}`,
    });
    if (started) void navigate(`/robot/chat-room-add-relation?chatId=${encodeURIComponent(d.chatId)}`, { replace: true });
  };

  return (
    <>
      <Section title="识别结果" extra={<span className="muted">置信度 {Math.round(d.confidence * 100)}%</span>}>
        <Cells>
          <Cell label="发动机号">{d.ocrResult.engineNo}</Cell>
          <Cell label="厂牌型号">{d.ocrResult.vehicleModel}</Cell>
        </Cells>
        {d.confidence < 0.95 && <p className="notice">识别结果可能有误，请对照您发送的行驶证照片核对姓名、车牌号和车架号。</p>}
      </Section>
      <Section title="核对并修改">
        <RelationFields form={form} placeholders={{ idNumber: d.ocrResult.idNumber ? `${d.ocrResult.idNumber}（不改可不填）` : '车主身份证号' }} />
      </Section>
      <ActionBar actions={[{ label: '保存并报价', primary: true, onClick: () => form.submit(submit) }]} />
    </>
  );
}
