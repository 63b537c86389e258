import { useState } from 'react';
import { formatDate } from '../../../../../shared/domain/format';
import { validateIdTail, validatePolicyNo } from '../../../../../shared/domain/record-no';
import { findEPolicy } from '../api';
import { downloadEPolicy, ePolicyFileOf } from '../../../lib/api/epolicy';
import type { AnswerOf } from '../../../lib/api/names';
import { withLoading } from '../../../lib/loading-store';
import { toast } from '../../../lib/toast-store';
import { Cell, Cells, errorText, runAction, Section, TextField, useForm, useParams } from '../../../ui';

// /external/download-policy (public, cached): a customer finds their e-policy by policy number and
// the last 6 characters of the insured's ID number (queryEPolicyByCodeAndIdNo), then downloads the
// PDF through the BFF. The policy number may come in the link (?policyNo=); the ID number never
// goes into a URL. Cached: leaving for another page and coming back keeps what was typed and found.

type Found = AnswerOf<'queryEPolicyByCodeAndIdNo'>;

export default function DownloadPolicy() {
  const q = useParams();
  const form = useForm({ code: q.get('policyNo') ?? q.get('code') ?? '', idNo: '' }, { code: validatePolicyNo, idNo: validateIdTail });
  const [found, setFound] = useState<Found>();
  const [problem, setProblem] = useState('');

  const search = async ({ code, idNo }: typeof form.values) => {
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
        <form
          className="ep-form"
          onSubmit={form.onSubmit(search)}
          noValidate
        >
          <TextField label="保单号" {...form.field('code')} maxLength={40} autoComplete="off" placeholder="如 PDAA2026440300000001" />
          <TextField label="被保险人证件号码后 6 位" {...form.field('idNo')} maxLength={18} autoComplete="off" inputMode="text" />
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
