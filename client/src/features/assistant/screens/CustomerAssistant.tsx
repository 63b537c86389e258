import { useState } from 'react';
import { Link } from 'wouter';
import { SALES_PITCH_SCENE, type SalesPitchScene } from '../../../../../shared/domain/codes';
import { ChatSendNote, CustomerPicker, sendToChat, useCanSendToChat } from '../../../lib/send';
import { AsyncView, ActionBar, PagedList, runAction, Section, Tag, usePaged, useUrlChoice, useUrlState, TabList } from '../../../ui';
import { markUseful, type Pitch, saveSummaryUsage, loadSalesPitches } from '../api';
import { loadSummary, summaryText } from '../api/summary';
import { useLoad } from '../../../lib/query/use-call';

// 客户助手 (/home/custome-assistant?custId=): for one customer, the sales scripts of a scene with
// the customer's details filled in (getSalesPitch), marked 有用/无用 and sent into the chat, and
// the AI information summary (getInformationSummaryFields + the customer's data, its use
// recorded by saveUsageRecord). The customer is chosen with the shared customer picker.

const SCENES = Object.keys(SALES_PITCH_SCENE) as SalesPitchScene[];

export default function CustomerAssistant() {
  const [custId, setCustId] = useUrlState('custId');
  const [picking, setPicking] = useState(false);
  return (
    <div className="page">
      {custId ? (
        <ForCustomer custId={custId} onChange={() => setPicking(true)} />
      ) : (
        <section className="card as-pick">
          <p>先选择一位客户，助手会按客户信息生成话术和信息汇总。</p>
          <button type="button" className="btn btn--primary" onClick={() => setPicking(true)}>
            选择客户
          </button>
        </section>
      )}
      <CustomerPicker
        open={picking}
        title="选择客户"
        max={1}
        wecomOnly={false}
        onClose={() => setPicking(false)}
        onConfirm={(targets) => {
          setPicking(false);
          if (targets[0]) setCustId(targets[0].custId);
        }}
      />
    </div>
  );
}

function ForCustomer({ custId, onChange }: { custId: string; onChange: () => void }) {
  const summary = useLoad(['loadSummary', custId], (signal) => loadSummary(custId, signal));
  return (
    <>
      <section className="card as-cust">
        <div>
          <span className="muted">当前客户</span> <b>{summary.data?.custName ?? '…'}</b>
        </div>
        <button type="button" className="btn btn--small" onClick={onChange}>
          换一位
        </button>
      </section>
      <Pitches custId={custId} />
      <Section title="信息汇总">
        <AsyncView query={summary}>
          {(s) => (
            <>
              <dl className="as-summary" aria-label={s.name}>
                {s.lines.map((l) => (
                  <div key={l.fieldCode} className="as-summary__row">
                    <dt>{l.fieldName}</dt>
                    <dd>{l.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() =>
                    void runAction(
                      () =>
                        saveSummaryUsage({ functionCode: 'informationSummary', summaryType: 'customer', custId, content: summaryText(s.lines) }),
                      { success: '已保存到汇总记录' },
                    )
                  }
                >
                  保存汇总
                </button>
              </div>
            </>
          )}
        </AsyncView>
      </Section>
      <ActionBar
        actions={[
          { label: '客户详情', href: `/customer-info/customerInfo-detail?custId=${encodeURIComponent(custId)}` },
          { label: '问智能助手', href: `/customer-info/assistant?custId=${encodeURIComponent(custId)}`, primary: true },
        ]}
      />
    </>
  );
}

function Pitches({ custId }: { custId: string }) {
  const [scene, setScene] = useUrlChoice('scene', SCENES, 'renewal');
  const [voted, setVoted] = useState<Record<string, '1' | '0'>>({});
  const chat = useCanSendToChat();
  const list = usePaged(
    (pageNo, pageSize, signal) => loadSalesPitches({ scene, custId, pageNo, pageSize }, signal),
    [scene, custId],
    10,
  );
  const vote = async (p: Pitch, useful: boolean) => {
    const done = await runAction(() => markUseful({ pitchId: String(p.pitchId) }, useful), { success: '感谢您的反馈' });
    if (done !== undefined) setVoted((v) => ({ ...v, [String(p.pitchId)]: useful ? ('1' as const) : ('0' as const) }));
  };
  return (
    <Section title="销售话术">
      <TabList look="chips" label="话术场景" value={scene} options={SCENES.map((s) => ({ value: s, label: SALES_PITCH_SCENE[s] }))} onChange={setScene} />
      <ChatSendNote send={chat} />
      <PagedList
        state={list}
        label="话术"
        emptyText="该场景暂无话术"
        keyOf={(p) => String(p.pitchId)}
        renderItem={(p) => {
          const text = p.filledContent ?? p.content;
          const mine = voted[String(p.pitchId)];
          return (
            <div className="as-pitch">
              <b className="as-pitch__title">{p.title}</b>
              <p className="as-pitch__text">{text}</p>
              {p.missingFields.length > 0 && <p className="notice as-pitch__missing">客户信息缺少：{p.missingFields.join('、')}，发送前请补全</p>}
              <div className="as-feedback">
                {mine ? (
                  <Tag kind="success">已反馈{mine === '1' ? '有用' : '无用'}</Tag>
                ) : (
                  <>
                    <button type="button" className="btn btn--small btn--quiet" onClick={() => void vote(p, true)}>
                      有用 {p.usefulCount}
                    </button>
                    <button type="button" className="btn btn--small btn--quiet" onClick={() => void vote(p, false)}>
                      无用 {p.uselessCount}
                    </button>
                  </>
                )}
                <button type="button" className="btn btn--small" disabled={!chat.can} onClick={() => void sendToChat({ kind: 'text', content: text })}>
                  发送给客户
                </button>
              </div>
            </div>
          );
        }}
      />
      <Link href="/home/assistant-item-list">全部助手事项</Link>
    </Section>
  );
}
