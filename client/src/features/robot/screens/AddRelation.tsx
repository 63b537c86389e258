import { Link } from 'wouter';
import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, Section, runAction, useForm, useParams } from '../../../ui';
import { addRelation, type AddedRelation } from '../api';
import { JOINT_CHANNELS } from '../joint-channels';
import { NoChat } from '../components/parts';
import { EMPTY_DRAFT, RELATION_RULES, RelationFields, draftFields, type RelationDraft } from '../components/relation-form';

// 新增报备 (?chatId=, cached): file a customer in the group chat. A filing the robot already has
// for the same plate, frame or ID goes on to the duplicate-files page; otherwise back to the list.

export default function AddRelation() {
  const params = useParams();
  const chatId = params.get('chatId') ?? '';
  // The joint-sales person chosen on a selector page comes back in the query (router/return-to).
  const joint = params.get('jointSalesCode') ? { jointChannel: params.get('jointChannel') ?? '', jointSalesCode: params.get('jointSalesCode') ?? '', jointSalesName: params.get('jointSalesName') ?? '' } : undefined;
  const form = useForm<RelationDraft>(EMPTY_DRAFT, RELATION_RULES);
  if (!chatId) return <NoChat />;
  const q = encodeURIComponent(chatId);

  const submit = async (draft: RelationDraft) => {
    const jointFields = joint ? { jointChannel: joint.jointChannel, jointSalesCode: joint.jointSalesCode } : {};
    const added = await runAction(() => addRelation({ chatId, ...draftFields(draft), ...jointFields }), {
      loadingText: '正在报备…',
      success: (a) => ((a as AddedRelation).duplicate ? '已报备，发现重复报备' : '报备成功'),
    });
    if (!added) return;
    form.reset(EMPTY_DRAFT);
    if (added.duplicate) {
      const dups = encodeURIComponent(added.duplicateRelationIds.join(','));
      void navigate(`/robot/relation-duplicate-files?chatId=${q}&relationId=${encodeURIComponent(added.relationId)}&dups=${dups}`, { replace: true });
    } else {
      void navigate(`/robot/chat-room-add-relation?chatId=${q}`, { replace: true });
    }
  };

  return (
    <div className="page">
      <Section title="客户信息">
        <RelationFields form={form} />
        <p className="muted">车牌号和车架号至少填一项；信息仅用于本群的车险报价。</p>
      </Section>
      <Section title="联合销售（选填）">
        {joint ? (
          <div className="rb-joint">
            <span>
              {joint.jointChannel} · {joint.jointSalesName}（{joint.jointSalesCode}）
            </span>
            <Link href={`/robot/add-relation?${new URLSearchParams({ chatId })}`} replace className="btn">
              清除
            </Link>
          </div>
        ) : (
          <div className="button-row">
            {JOINT_CHANNELS.map((c) => (
              <Link key={c.channel} className="btn" href={`${c.path}?${new URLSearchParams({ chatId, returnTo: `/robot/add-relation?${new URLSearchParams({ chatId })}` })}`}>
                选择 {c.channel} 人员
              </Link>
            ))}
          </div>
        )}
      </Section>
      <ActionBar actions={[{ label: '提交报备', primary: true, onClick: () => form.submit(submit) }]} />
    </div>
  );
}
