import { navigate } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Section, runAction, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { NoChat, RelationSummary } from '../components/parts';
import { quoteSelectedFiles } from '../api';

// 重复报备 (?chatId=&relationId=&dups=): the filing just made and the earlier ones in this chat
// for the same car or person. Ask for a quote for the new one anyway, or go back to the list.

export default function RelationDuplicateFiles() {
  const params = useParams();
  const chatId = params.get('chatId') ?? '';
  const relationId = params.get('relationId') ?? '';
  const dups = (params.get('dups') ?? '').split(',').filter(Boolean);
  const room = useCall('white/queryChatRoomAddRelationInfo', { chatId }, { enabled: Boolean(chatId) });
  if (!chatId) return <NoChat />;
  const list = `/robot/chat-room-add-relation?chatId=${encodeURIComponent(chatId)}`;
  const fresh = room.data?.relations.find((r) => r.relationId === relationId);

  const quoteAnyway = async () => {
    const task = await runAction(() => quoteSelectedFiles({ chatId, relationIds: [relationId] }), {
      loadingText: '正在提交报价…',
      success: '已提交报价，服务经理将在群内回复',
    });
    if (task) void navigate(list, { replace: true });
  };

  return (
    <div className="page">
      <p className="notice" role="alert">
        本群已有 {dups.length} 条相同车辆或证件的报备记录。请确认是否为同一位客户，避免重复报价。
      </p>
      <AsyncView query={room} skeleton="rows">
        {(r) =>
          r && (
            <>
              <Section title="本次报备">{fresh ? <RelationSummary r={fresh} /> : <p className="muted">报备记录 {relationId}</p>}</Section>
              <Section title="已有报备">
                <ul className="list rb-list" aria-label="已有报备">
                  {r.relations
                    .filter((x) => dups.includes(x.relationId))
                    .map((x) => (
                      <li key={x.relationId} className="list__item">
                        <RelationSummary r={x} />
                      </li>
                    ))}
                </ul>
              </Section>
            </>
          )
        }
      </AsyncView>
      <ActionBar
        actions={[
          { label: '返回报备列表', onClick: () => void navigate(list, { replace: true }) },
          { label: '仍要报价', primary: true, disabled: !fresh || fresh.status !== '0', onClick: () => void quoteAnyway() },
        ]}
      />
    </div>
  );
}
