import { Link } from 'wouter';
import { ChatSendNote, sendToChat, useCanSendToChat, type OutMessage } from '../../../lib/send';
import type { ScreenProps } from '../../../lib/screen';
import { ActionBar, AsyncView, PagedList, Section, Segments, Tag, usePaged, useUrlChoice, useUrlState, TabList } from '../../../ui';
import { detailHref, detailUrl, loadWarnings, sendHref, type WarningMsg, markWarningMsgSent } from '../api';
import { WarningCard } from '../components/WarningCard';
import { useCall } from '../../../lib/query/use-call';

// 灾害预警 (/custcare-msg/disaster-warning-msg), 灾害预警（链接）(…-with-link-url) and 灾害提醒
// (/customer-info/street-sweeping), `?warningId=&sendFlag=`: the organisation's disaster warnings;
// for the chosen one, its text and the affected customers (the staff member's customers in the
// area, one care message each) 未发送 / 已发送. Each can be sent into the customer's chat — as text,
// or in the with-link variant as a link card to the warning's detail page — with the send flag
// written back; 全部发送 sends the rest by the server (street-sweeping-send, with progress). A
// message waiting in the WeCom task of a bulk send is 待成员确认 or 发送中 (never 已发送 before
// WeCom's result), its tag opening the send page that follows the task.

const FLAGS = ['0', '1'] as const;

export default function Warnings({ route }: ScreenProps) {
  const withLink = route.name === 'DisasterWarningMsgWithLinkUrl';
  const [chosen, setChosen] = useUrlState('warningId');
  const [flag, setFlag] = useUrlChoice<(typeof FLAGS)[number]>('sendFlag', FLAGS, '0');
  // The organisation's warnings come with the first page of messages.
  const first = useCall('queryDisasterWarningMsgDetailList', { pageNo: 1, pageSize: 1 });
  const warnings = { ...first, data: first.data?.warnings };
  const warningId = chosen || warnings.data?.[0]?.warningId || '';
  const warning = warnings.data?.find((w) => w.warningId === warningId);
  const list = usePaged<WarningMsg>((pageNo, pageSize, signal) => (warningId ? loadWarnings(warningId, flag, pageNo, pageSize, signal) : Promise.resolve({ list: [], total: 0 })), [warningId, flag], 10, { pagesParam: 'pages', calls: ['queryDisasterWarningMsgDetailList'] });

  const chat = useCanSendToChat();
  const send = async (m: WarningMsg) => {
    const msg: OutMessage = withLink && warning ? { kind: 'link', title: warning.title, desc: `${m.custName}，请查看灾害预警及防范建议`, url: detailUrl(warning.warningId) } : { kind: 'text', content: m.content };
    await sendToChat(msg, { afterSent: () => markWarningMsgSent({ msgId: m.msgId, sendFlag: '1', sendType: '1' }) });
  };

  return (
    <div className="page mass">
      <AsyncView query={warnings} emptyText="本机构暂无灾害预警" skeleton="rows">
        {(ws) => (
          <>
            <TabList look="chips" label="灾害预警" value={warningId} options={ws.map((w) => ({ value: w.warningId, label: w.title }))} onChange={setChosen} />
            {warning ? (
              <Section title="预警内容" extra=<Link href={detailHref(warning.warningId)}>详情</Link>>
                <WarningCard w={warning} showText={!withLink} />
                {withLink ? <p className="muted mass-hint">以链接发送：客户点开后查看预警详情及防范建议。</p> : null}
              </Section>
            ) : null}
          </>
        )}
      </AsyncView>
      <Segments label="发送状态" value={flag} options={FLAGS.map((f) => ({ value: f, label: f === '0' ? '未发送' : '已发送' }))} onChange={setFlag} />
      {flag === '0' ? <ChatSendNote send={chat} /> : null}
      <PagedList
        state={list}
        label={flag === '0' ? '未发送的客户' : '已发送的客户'}
        emptyText={flag === '0' ? '受影响的客户都已提醒' : '暂无已发送的客户'}
        keyOf={(m) => m.msgId}
        renderItem={(m) => (
          <div className="mass-item">
            <span className="mass-item__head">
              <strong>{m.custName}</strong>
              {m.licenseNo ? <span className="muted">{m.licenseNo}</span> : null}
              {m.sendFlag === '1' ? (
                <Tag kind="success">已发送</Tag>
              ) : m.historyId ? (
                <Link href={sendHref(warningId)} className="dw-send">
                  <Tag kind={m.taskStatus === '0' ? 'warning' : 'info'}>{m.taskStatus === '0' ? '待成员确认' : '发送中'}</Tag>
                </Link>
              ) : m.externalUserId && m.contactAdded !== false ? (
                <button type="button" className="btn btn--text dw-send" aria-label={`发送给 ${m.custName}`} disabled={!chat.can} onClick={() => void send(m)}>
                  发送
                </button>
              ) : (
                <Tag>未加企微</Tag>
              )}
            </span>
            {m.sendFlag === '1' && m.sendTime ? <span className="mass-item__foot muted">发送于 {m.sendTime.slice(0, 16)}（{m.sendType === '2' ? '短信' : '企业微信'}）</span> : null}
          </div>
        )}
      />
      {warningId ? <ActionBar actions={[{ label: '全部发送', primary: true, href: sendHref(warningId) }]} /> : null}
    </div>
  );
}
