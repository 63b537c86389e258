import { useState } from 'react';
import { Link } from 'wouter';
import type { AnswerOf } from '../../../lib/api/names';
import { hasScreen } from '../../../lib/navigation/navigation';
import { AsyncView, Cell, Cells, errorText, runAction, Section, Tag, useUrlChoice, Tabs } from '../../../ui';
import { downloadKbFile, checkRiskCode, findFileByName } from '../api';
import { useAssistantSettings } from '../ai-model';
import { useCall } from '../../../lib/query/use-call';
import { reasonOf } from '../../../../../shared/domain/result';
import { validateRiskCode } from '../../../../../shared/domain/typed-codes';

// 助手事项 (/home/assistant-item-list): everything the assistant does for the staff member in one
// list — its entries (getNavigationList; those whose screen exists open it), the report analysis
// of my business (getReportAnalyze, ?report=), the risk-code check (checkIsValidRiskCode) and
// finding a knowledge-base file by name (getFileInfoByFileName → downLoadFileByPath).

const REPORTS = ['business', 'binding', 'renewal'] as const;
const REPORT_NAME: Record<(typeof REPORTS)[number], string> = { business: '业务概况', binding: '客户绑定', renewal: '续保分析' };

export default function AssistantItems() {
  const { model } = useAssistantSettings();
  const navigation = useCall('assistant/getNavigationList', { aiModel: model }, { method: 'POST' });
  const nav = { ...navigation, data: navigation.data?.list };
  return (
    <div className="page">
      <Section
        title="助手功能"
        extra={
          <Link href="/home/assistant-item-config" className="btn btn--small">
            配置
          </Link>
        }
      >
        <AsyncView query={nav} emptyText="暂无助手功能">
          {(items) => (
            <ul className="as-items">
              {items.map((n) =>
                hasScreen(n.path) ? (
                  <li key={n.navId}>
                    <Link href={n.path} className="as-link-row">
                      <span>
                        <b>{n.name}</b>
                        <span className="muted as-items__desc">{n.description}</span>
                      </span>
                      <span className="muted">›</span>
                    </Link>
                  </li>
                ) : (
                  <li key={n.navId} className="as-link-row">
                    <span>
                      <b>{n.name}</b>
                      <span className="muted as-items__desc">{n.description}</span>
                    </span>
                    <Tag>即将开放</Tag>
                  </li>
                ),
              )}
            </ul>
          )}
        </AsyncView>
      </Section>
      <Report />
      <RiskCode />
      <FileFinder />
    </div>
  );
}

function Report() {
  const [report, setReport] = useUrlChoice('report', REPORTS, 'business');
  const data = useCall('assistant/getReportAnalyze', { reportType: report }, { method: 'POST' });
  return (
    <Section title="智能报表分析">
      <Tabs look="line" label="报表类型" value={report} options={REPORTS.map((r) => ({ value: r, label: REPORT_NAME[r] }))} onChange={setReport}>
        <AsyncView query={data} skeleton="stats">
          {(a) => (
            <>
              <div className="as-stats">
                {a.items.map((i) => (
                  <div key={i.name} className="as-stats__item">
                    <b>
                      {Number(i.value).toLocaleString('zh-CN')}
                      <small>{i.unit}</small>
                    </b>
                    <span>{i.name}</span>
                  </div>
                ))}
              </div>
              <p className="as-report__summary">{a.summary}</p>
              {a.suggestions.length > 0 && (
                <ul className="as-report__tips" aria-label="建议">
                  {a.suggestions.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </AsyncView>
      </Tabs>
    </Section>
  );
}

function RiskCode() {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<AnswerOf<'assistant/checkIsValidRiskCode'>>();
  const checked = validateRiskCode(code);
  // Empty asks for nothing yet (查询 waits); a code typed wrong says why as it is typed.
  const bad = code.trim() !== '' && !checked.ok;
  const check = async () => {
    const got = await runAction(() => checkRiskCode({ riskCode: code.trim() }));
    if (got) setResult(got);
  };
  return (
    <Section title="险种代码查询">
      <form
        className="as-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim() && !bad) void check();
        }}
      >
        <input className="field__input" aria-label="险种代码" placeholder="如 DAA、JAH" value={code} aria-invalid={bad || undefined} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={!code.trim() || bad}>
          查询
        </button>
      </form>
      {bad && (
        <p className="field__error" role="alert">
          {reasonOf(checked)}
        </p>
      )}
      {result && (
        <p className="as-result" aria-live="polite">
          {result.valid ? (
            <>
              <Tag kind="success">有效</Tag> {result.riskCode} {result.riskName} · {result.kind === 'vehicle' ? '车险' : '非车险'}
            </>
          ) : (
            <>
              <Tag kind="danger">无效</Tag> {result.riskCode} 不是有效的险种代码
            </>
          )}
        </p>
      )}
    </Section>
  );
}

function FileFinder() {
  const [name, setName] = useState('');
  const [found, setFound] = useState<AnswerOf<'assistant/getFileInfoByFileName'>>();
  const [error, setError] = useState<string>();
  const find = async () => {
    setError(undefined);
    setFound(undefined);
    try {
      setFound(await findFileByName({ fileName: name.trim() }));
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <Section title="查找知识库文件">
      <form
        className="as-search"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void find();
        }}
      >
        <input className="field__input" aria-label="文件名" placeholder="如 理赔服务指南" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={!name.trim()}>
          查找
        </button>
      </form>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <Cells>
          <Cell label={found.fileName}>
            <span className="muted">
              {Math.max(1, Math.round(found.fileSize / 1024))} KB · {found.updateTime.slice(0, 10)}
            </span>{' '}
            <button type="button" className="btn btn--small" onClick={() => void runAction(() => downloadKbFile(found), { loadingText: '下载中…', success: (n) => `已下载 ${String(n)}` })}>
              下载
            </button>
          </Cell>
        </Cells>
      )}
    </Section>
  );
}
