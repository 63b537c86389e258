import { useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../../lib/api';
import type { AnswerOf } from '../../../lib/api/names';
import { SendProgress, type ProgressRow } from '../../../lib/send';
import { ActionBar, AsyncView, Section, runAction, useQuery } from '../../../ui';
import { MissingParam } from '../../../parts/policy';
import { loadWarnings, type WarningMsg } from '../api';
import { WarningCard } from '../components/WarningCard';

// 发送灾害提醒 (/customer-info/street-sweeping-send?warningId=): send a warning to every affected
// customer not yet reminded, by the server (sendDisasterWarningMsg: WeCom 1:1 or SMS), confirmed;
// then the result through the shared SendProgress — who got it, who was skipped (the blacklist).
// The server sends only what is still unsent, so sending twice never reaches anyone twice.

type Result = AnswerOf<'sendDisasterWarningMsg'>;
const PAGE = 100;

async function allUnsent(warningId: string, signal: AbortSignal) {
  const out: WarningMsg[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await loadWarnings(warningId, '0', pageNo, PAGE, signal);
    out.push(...page.list);
    if (page.list.length < PAGE || out.length >= page.total) return { warning: page.warnings.find((w) => w.warningId === warningId), unsent: out };
  }
}

export default function SweepSend() {
  const warningId = new URLSearchParams(useSearch()).get('warningId') ?? '';
  const q = useQuery((signal) => (warningId ? allUnsent(warningId, signal) : new Promise<never>(() => undefined)), [warningId]);
  const [sendType, setSendType] = useState<'1' | '2'>('1');
  const [done, setDone] = useState<{ rows: ProgressRow[]; result: Result }>();

  const send = async () => {
    const unsent = q.data?.unsent ?? [];
    const r = await runAction(() => call('sendDisasterWarningMsg', { warningId, sendType }), {
      confirm: { title: '发送灾害提醒', message: `将灾害预警${sendType === '1' ? '通过企业微信' : '以短信'}发送给 ${unsent.length} 位未提醒的客户？`, okText: '发送' },
      loadingText: '正在发送',
    });
    if (!r) return;
    // Skipped: left out by the BFF (a customer on the message blacklist, whatever the message type) or by the upstream.
    const sent = new Set(r.msgIds);
    setDone({
      result: r,
      rows: unsent.map((m) => ({
        name: m.custName,
        ...(m.licenseNo ? { sub: m.licenseNo } : {}),
        status: sent.has(m.msgId) ? 'sent' : 'skipped',
        reason: sent.has(m.msgId) ? null : '客户在消息黑名单中，未发送',
      })),
    });
    q.reload();
  };

  if (!warningId) return <MissingParam what="灾害预警" from="灾害提醒" />;
  return (
    <div className="page mass">
      <AsyncView query={q} skeleton="rows">
        {({ warning, unsent }) => (
          <>
            {warning ? (
              <Section title="预警">
                <WarningCard w={warning} />
              </Section>
            ) : (
              <p className="notice">该灾害预警不存在或不属于本机构。</p>
            )}
            {done ? (
              <Section title="发送结果">
                <SendProgress total={done.rows.length} sent={done.result.sentCount} failed={0} skipped={done.rows.filter((row) => row.status === 'skipped').length} pending={0} done rows={done.rows} />
              </Section>
            ) : (
              <Section title={`未提醒的客户（${unsent.length}）`}>
                {unsent.length === 0 ? (
                  <p className="muted">受影响的客户都已提醒。</p>
                ) : (
                  <>
                    <p className="dw-names">{unsent.map((m) => m.custName).join('、')}</p>
                    <div className="segments" role="radiogroup" aria-label="发送方式">
                      {(['1', '2'] as const).map((t) => (
                        <button key={t} type="button" role="radio" aria-checked={t === sendType} className={`segments__tab${t === sendType ? ' is-active' : ''}`} onClick={() => setSendType(t)}>
                          {t === '1' ? '企业微信' : '短信'}
                        </button>
                      ))}
                    </div>
                  </>
                )}
              </Section>
            )}
          </>
        )}
      </AsyncView>
      {!done && q.data?.warning && q.data.unsent.length > 0 ? <ActionBar actions={[{ label: `发送给 ${q.data.unsent.length} 位客户`, primary: true, onClick: () => void send() }]} /> : null}
    </div>
  );
}
