import { useMemo, useRef, useState } from 'react';
import { maskIdNumber } from '../../../../../shared/domain/mask';
import { errorText, Section, Tag, confirm, useForm } from '../../../ui';
import { toast } from '../../../lib/toast-store';
import { invalidate } from '../../../lib/query/client';
import { batchAdd, type BatchRow } from '../api';
import { BATCH_MAX, parseCertificateNos } from '../certificates';

// Adding customers in batch by certificate number. The numbers are checked as typed (shared
// ID-card rules); the valid ones go in chunks, one call each (the upstream may take up to five
// minutes a call), so the person sees the progress and keeps every row's result; a failed call
// stops the run with its reason and 继续添加 sends what is left. Nothing typed is lost.

const CHUNK = 50;
/** Result rows shown before 显示全部 (a batch may have hundreds). */
const ROWS_SHOWN = 20;

type Run = { total: number; done: number; rows: BatchRow[]; left: string[]; error?: string; running: boolean };

/** Why the numbers typed cannot be sent yet, or nothing. */
function batchReason(p: ReturnType<typeof parseCertificateNos>): string | null {
  if (p.valid.length === 0 && p.invalid.length === 0) return '请输入证件号码';
  if (p.invalid.length > 0) return `有 ${p.invalid.length} 个证件号码不正确，请修改后再添加`;
  if (p.valid.length > BATCH_MAX) return `单次最多添加 ${BATCH_MAX} 个证件号码`;
  return null;
}

export function BatchAdd() {
  const form = useForm({ text: '' }, { text: (v) => batchReason(parseCertificateNos(v)) });
  const text = form.values.text;
  // The numbers are listed as typed (below); the reason shows once the person tried to add them.
  const shownError = form.tried ? form.errors.text : undefined;
  const [run, setRun] = useState<Run | null>(null);
  const [only, setOnly] = useState<'all' | 'failed'>('all');
  const [allRows, setAllRows] = useState(false);
  const busy = useRef(false);
  const parsed = useMemo(() => parseCertificateNos(text), [text]);

  const send = async (numbers: string[], start: Run) => {
    if (busy.current) return;
    busy.current = true;
    let state: Run = { ...start, left: numbers, running: true };
    delete state.error;
    setRun(state);
    try {
      for (let i = 0; i < numbers.length; i += CHUNK) {
        const chunk = numbers.slice(i, i + CHUNK);
        try {
          const answer = await batchAdd(chunk);
          state = { ...state, done: state.done + chunk.length, rows: [...state.rows, ...answer.results], left: numbers.slice(i + CHUNK) };
        } catch (err) {
          state = { ...state, running: false, error: errorText(err) };
          setRun(state);
          return;
        }
        setRun(state);
      }
      state = { ...state, running: false };
      setRun(state);
      const ok = state.rows.filter((r) => r.success).length;
      toast.success(`添加完成：成功 ${ok} 位，失败 ${state.rows.length - ok} 位`);
      if (ok > 0) invalidate('mc/query');
    } finally {
      busy.current = false;
    }
  };

  const submit = async () => {
    if (!(await confirm({ title: '批量添加客户', message: `确定按 ${parsed.valid.length} 个证件号码添加客户吗？`, okText: '开始添加' }))) return;
    setOnly('all');
    setAllRows(false);
    await send(parsed.valid, { total: parsed.valid.length, done: 0, rows: [], left: [], running: true });
  };

  const failed = run ? run.rows.filter((r) => !r.success) : [];
  const rows = run ? (only === 'failed' ? failed : run.rows) : [];
  return (
    <Section title="按证件号批量添加">
      <label className="field">
        <span className="field__label">证件号码（每行一个，或用逗号、空格分隔）</span>
        <textarea
          className="field__input cl-batch__input"
          rows={5}
          value={text}
          disabled={run?.running}
          placeholder={'440304195911101424\n110101199003071234'}
          aria-invalid={shownError ? true : undefined}
          onChange={(e) => form.set('text', e.target.value)}
        />
      </label>
      <p className="cl-batch__count muted" aria-live="polite">
        有效 {parsed.valid.length} 个{parsed.invalid.length > 0 && `，不正确 ${parsed.invalid.length} 个`}
        {parsed.repeated > 0 && `，重复 ${parsed.repeated} 个已忽略`}
      </p>
      {parsed.invalid.length > 0 && (
        <ul className="cl-batch__invalid" aria-label="不正确的证件号码">
          {parsed.invalid.slice(0, 10).map((x) => (
            <li key={`${x.index}-${x.value}`}>
              第 {x.index} 个 {x.value}：{x.reason}
            </li>
          ))}
          {parsed.invalid.length > 10 && <li>…另有 {parsed.invalid.length - 10} 个</li>}
        </ul>
      )}
      {shownError && (
        <p className="field__error" role="alert">
          {shownError}
        </p>
      )}
      <button type="button" className="btn btn--primary btn--block" disabled={run?.running} onClick={() => form.submit(submit)}>
        {run?.running ? '添加中…' : `添加${parsed.valid.length ? ` ${parsed.valid.length} 位` : ''}客户`}
      </button>

      {run && (
        <div className="cl-batch__run" aria-label="添加进度">
          <div className="cl-progress" role="progressbar" aria-valuemin={0} aria-valuemax={run.total} aria-valuenow={run.done} aria-label="已处理">
            <span style={{ width: `${run.total ? (run.done / run.total) * 100 : 0}%` }} />
          </div>
          <p className="cl-batch__figures">
            已处理 {run.done} / {run.total} · 成功 {run.rows.filter((r) => r.success).length} · 失败 {failed.length}
            {run.left.length > 0 && ` · 未处理 ${run.left.length}`}
          </p>
          {run.error && (
            <div className="state state--error" role="alert">
              <p>{run.error}</p>
              <button type="button" className="btn btn--small" onClick={() => void send(run.left, run)}>
                继续添加剩余 {run.left.length} 个
              </button>
            </div>
          )}
          {run.rows.length > 0 && (
            <>
              <div className="tk-chips" role="group" aria-label="结果筛选">
                <button type="button" aria-pressed={only === 'all'} className={`tk-chip${only === 'all' ? ' is-active' : ''}`} onClick={() => setOnly('all')}>
                  全部 {run.rows.length}
                </button>
                <button type="button" aria-pressed={only === 'failed'} className={`tk-chip${only === 'failed' ? ' is-active' : ''}`} onClick={() => setOnly('failed')}>
                  失败 {failed.length}
                </button>
              </div>
              <ul className="list" aria-label="添加结果">
                {(allRows ? rows : rows.slice(0, ROWS_SHOWN)).map((r, i) => (
                  <li key={`${r.certificateNo}-${i}`} className="list__item cl-result">
                    <div className="cl-result__head">
                      <span>{r.name ?? maskIdNumber(r.certificateNo)}</span>
                      <Tag kind={r.success ? 'success' : 'danger'}>{r.success ? '成功' : '失败'}</Tag>
                    </div>
                    <div className="cl-result__meta">
                      证件 {maskIdNumber(r.certificateNo)} · {r.message}
                    </div>
                  </li>
                ))}
              </ul>
              {!allRows && rows.length > ROWS_SHOWN && (
                <button type="button" className="btn btn--text btn--block" onClick={() => setAllRows(true)}>
                  显示全部 {rows.length} 条
                </button>
              )}
            </>
          )}
        </div>
      )}
    </Section>
  );
}
