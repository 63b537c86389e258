import { Link } from 'wouter';
import { CARE_MSG_TYPE, type CareMsgType } from '../../../../../shared/domain/codes';
import { ActionBar, PagedList, Segments, Tag, When, usePaged, useUrlState, type BarAction, TabList, useParam } from '../../../ui';
import { careHref, type CareList, loadCareMessages } from '../api';
import { useCall } from '../../../lib/query/use-call';

// 客户关怀 (/custcare-msg/custcare-msg-query, optional ?custId=): the staff member's care messages
// by kind (birthday, annual inspection, new-car endorsement, claim care, disaster warning,
// value-added service) with how many wait to be sent, 未发送 / 已发送, soonest first; each shows
// the customer it is for and the text that will go out, and opens to be sent. Kind and status
// live in the URL, so back and reload keep them.

const TYPES = Object.keys(CARE_MSG_TYPE) as CareMsgType[];
const FLAGS = ['0', '1'] as const;
type Flag = (typeof FLAGS)[number];

export default function CareQuery() {
  const [rawType, setType] = useUrlState('msgType', '');
  const [rawFlag, setFlag] = useUrlState('sendFlag', '');
  const custId = useParam('custId');
  // The badges count what the list shows: this customer's unsent messages when opened for one.
  const counts = useCall('queryCustCareNumbers', custId ? { custId } : {});
  const customer = useCall('mc/customerBasic', { custId }, { enabled: Boolean(custId) });
  const countOf = (t: string) => counts.data?.list.find((c) => c.msgType === t)?.count;
  // Opened without a kind: the first kind with something to send, else the first with something
  // sent — never an empty tab when there is a message to show.
  const auto = ((): { type: CareMsgType; flag: Flag } | undefined => {
    if (counts.loading && !counts.data) return undefined;
    const list = counts.data?.list ?? [];
    const unsent = TYPES.find((t) => (list.find((c) => c.msgType === t)?.count ?? 0) > 0);
    if (unsent) return { type: unsent, flag: '0' };
    const sent = TYPES.find((t) => (list.find((c) => c.msgType === t)?.sentCount ?? 0) > 0);
    return sent ? { type: sent, flag: '1' } : { type: '0', flag: '0' };
  })();
  const explicitType = (TYPES as readonly string[]).includes(rawType) ? (rawType as CareMsgType) : undefined;
  const explicitFlag = (FLAGS as readonly string[]).includes(rawFlag) ? (rawFlag as Flag) : undefined;
  const type: CareMsgType | undefined = explicitType ?? auto?.type;
  const flag: Flag = explicitFlag ?? (explicitType ? '0' : (auto?.flag ?? '0'));
  const list = usePaged<CareList['list'][number]>(
    async (pageNo, pageSize, signal) =>
      type === undefined
        ? new Promise<never>(() => undefined)
        : loadCareMessages({ msgType: type, sendFlag: flag, ...(custId ? { custId } : {}), pageNo, pageSize }, signal),
    [type, flag, custId],
    10,
    { pagesParam: 'pages' },
  );
  const typeName = type === undefined ? '关怀' : CARE_MSG_TYPE[type];
  return (
    <div className="page care">
      {custId ? (
        <p className="care-for" aria-label="关怀对象">
          {customer.data ? (
            <>
              客户 <Link href={`/customer-info/customerInfo-detail?${new URLSearchParams({ custId }).toString()}`}>{customer.data.name}</Link> 的关怀
            </>
          ) : customer.error ? (
            '该客户的关怀'
          ) : (
            '正在读取客户…'
          )}
          <Link href="/custcare-msg/custcare-msg-query" className="care-for__all">
            全部客户
          </Link>
        </p>
      ) : null}
      <TabList look="chips" alertCounts label="关怀类型" value={type ?? ''} options={TYPES.map((t) => ({ value: t, label: CARE_MSG_TYPE[t], count: countOf(t) || undefined }))} onChange={setType} />
      <Segments label="发送状态" value={flag} options={FLAGS.map((f) => ({ value: f, label: f === '0' ? '未发送' : '已发送' }))} onChange={(f) => { if (type) setType(type); setFlag(f); }} />
      <PagedList
        state={list}
        label={`${typeName}${flag === '0' ? '未发送' : '已发送'}`}
        emptyText={flag === '0' ? `暂无待发送的${typeName}` : `暂无已发送的${typeName}`}
        keyOf={(m) => m.msgId}
        renderItem={(m) => (
          <Link href={careHref(m.msgId)} className="care-item">
            <span className="care-item__head">
              <strong>{m.custName}</strong>
              {m.licenseNo ? <span className="muted">{m.licenseNo}</span> : null}
              {m.sendFlag === '1' ? <Tag kind="success">已发送</Tag> : m.historyId ? <Tag kind="warning">{m.taskStatus === '1' ? '发送中' : '待成员确认'}</Tag> : <Tag kind="warning">未发送</Tag>}
            </span>
            <span className="care-item__title">{m.title}</span>
            <span className="care-item__text">{m.content}</span>
            <span className="care-item__foot muted">
              {m.sendFlag === '1' && m.sendTime ? (
                <>发送于 {m.sendTime.slice(0, 16)}</>
              ) : (
                <>
                  {m.msgType === '0' ? '生日' : m.msgType === '1' ? '年检到期' : '触发日期'} <When value={m.triggerDate} kind="due" />
                </>
              )}
            </span>
          </Link>
        )}
      />
      <CareEntries type={type} />
    </div>
  );
}

/** To the care area's other screens: 服务消息, 关怀群发, and the disaster warnings from their kind. */
function CareEntries({ type }: { type: CareMsgType | undefined }) {
  const actions: BarAction[] = [
    ...(type === '4' ? [{ label: '按预警发送', href: '/custcare-msg/disaster-warning-msg' }] : []),
    ...(type === '5' ? [{ label: '到期服务', href: '/custcare-msg/expired-service-msg' }] : []),
    { label: '服务消息', href: '/custcare-msg/common-service-msg' },
    { label: '关怀群发', primary: true, href: '/custcare-msg/custcare-msg-massmessaging' },
  ];
  return <ActionBar actions={actions} />;
}
