import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { formatDate } from '../../../../../shared/domain/format';
import { findEPolicy } from '../api';
import { downloadEPolicy, ePolicyFileOf } from '../../../lib/api/epolicy';
import type { AnswerOf } from '../../../lib/api/names';
import { withLoading } from '../../../lib/loading-store';
import { toast } from '../../../lib/toast-store';
import { Cell, Cells, errorText, runAction, Section, TextField } from '../../../ui';

// /external/download-policy (public, cached): a customer finds their e-policy by policy number and
// the last 6 characters of the insured's ID number (queryEPolicyByCodeAndIdNo), then downloads the
// PDF through the BFF. The policy number may come in the link (?policyNo=); the ID number never
// goes into a URL. Cached: leaving for another page and coming back keeps what was typed and found.

type Found = AnswerOf<'queryEPolicyByCodeAndIdNo'>;

const POLICY_NO = /^[A-Za-z0-9]{6,40}$/;
const ID_TAIL = /^[0-9]{5}[0-9Xx]$|^[0-9]{17}[0-9Xx]$/;

export default function DownloadPolicy() {
  const q = new URLSearchParams(useSearch());
  const [code, setCode] = useState(q.get('policyNo') ?? q.get('code') ?? '');
  const [idNo, setIdNo] = useState('');
  const [errors, setErrors] = useState<{ code?: string; idNo?: string }>({});
  const [found, setFound] = useState<Found>();
  const [problem, setProblem] = useState('');

  const validate = () => {
    const e: { code?: string; idNo?: string } = {};
    if (!code.trim()) e.code = '请输入保单号';
    else if (!POLICY_NO.test(code.trim())) e.code = '保单号由字母和数字组成，请核对';
    if (!idNo.trim()) e.idNo = '请输入被保险人证件号码后 6 位';
    else if (!ID_TAIL.test(idNo.trim())) e.idNo = '请输入证件号码后 6 位（或完整的 18 位号码）';
    return e;
  };

  const search = async (ev: FormEvent) => {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (e.code || e.idNo) return;
    setProblem('');
    const r = await runAction(() => findEPolicy(code.trim().toUpperCase(), idNo.trim().toUpperCase().slice(-6)), {
      loadingText: '正在查询',
    });
    setFound(r);
  };

  const fetchIt = async (f: Found) => {
    const file = ePolicyFileOf(f.downloadUrl);
    if (!file) {
      window.open(f.downloadUrl, '_blank', 'noopener');
      return;
    }
    try {
      await withLoading(() => downloadEPolicy(file), { text: '正在下载' });
      toast.success('下载完成');
    } catch (err) {
      setProblem(errorText(err));
    }
  };

  return (
    <div className="page ep">
      <Section title="查询电子保单">
        <form className="ep-form" onSubmit={(e) => void search(e)} noValidate>
          <TextField
            label="保单号"
            value={code}
            maxLength={40}
            autoComplete="off"
            placeholder="如 PDAA2026440300000001"
            onValue={(v) => {
              setCode(v);
              setErrors({ ...errors, code: undefined });
            }}
            error={errors.code}
          />
          <TextField
            label="被保险人证件号码后 6 位"
            value={idNo}
            maxLength={18}
            autoComplete="off"
            inputMode="text"
            onValue={(v) => {
              setIdNo(v);
              setErrors({ ...errors, idNo: undefined });
            }}
            error={errors.idNo}
          />
          <button type="submit" className="btn btn--primary btn--block">
            查询
          </button>
        </form>
      </Section>
      {found && (
        <Section title="电子保单">
          <Cells>
            <Cell label="险种">{found.riskName}</Cell>
            <Cell label="保单号">{found.policyNo}</Cell>
            <Cell label="被保险人">{found.insuredName}</Cell>
            <Cell label="保险期间">
              {formatDate(found.startDate)} 至 {formatDate(found.endDate)}
            </Cell>
          </Cells>
          {problem && (
            <p className="ep-problem" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="btn btn--primary btn--block ep-gap" onClick={() => void fetchIt(found)}>
            下载电子保单
          </button>
        </Section>
      )}
    </div>
  );
}
