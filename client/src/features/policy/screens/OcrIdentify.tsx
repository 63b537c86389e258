import { useState } from 'react';
import { upload } from '../../../lib/api';
import { Cell, Cells, CodeLabel, runAction, Section, Tag, TextField, useForm } from '../../../ui';
import { GENDER } from '../../../../../shared/domain/codes';
import { formatDate } from '../../../../../shared/domain/format';
import { validatePersonName } from '../../../../../shared/domain/contact';
import { validateIdCard, type IdCardInfo } from '../../../../../shared/domain/idcard';
import { maskIdNumber } from '../../../../../shared/domain/mask';
import { startOfDay } from '../../../../../shared/domain/today';
import type { AnswerOf } from '../../../parts/policy-answers';
import { imageProblem, ImagePicker } from '../../../parts/policy';

// 证件识别: photograph the ID card, keep the image as an attachment, and take the card's name,
// number and validity — the number checked with validateIdCard (birth date and sex follow from
// it) — then show the result with the number masked.
//
// The call catalogue has no ID-card recogniser (ocrCompanyName reads business licences,
// queryRobotQtOcrResult only reads back the quote robot's results by id), so nothing is
// invented: the image is uploaded (uploadAttachment, bizType idCard) and the staff member reads
// the fields off the preview. When an ID-card OCR call is added, it fills the same form.

type Attachment = AnswerOf<'uploadAttachment'>;
interface Result {
  name: string;
  info: IdCardInfo;
  validFrom: string;
  /** '' = 长期 (no end). */
  validTo: string;
  attachment: Attachment;
}

interface Form {
  name: string;
  idNumber: string;
  validFrom: string;
  validTo: string;
  longTerm: boolean;
}
const EMPTY: Form = { name: '', idNumber: '', validFrom: '', validTo: '', longTerm: false };

const RULES = {
  name: validatePersonName,
  idNumber: (v: string) => validateIdCard(v),
  validFrom: (v: string) => (v ? null : '请选择有效期起始日'),
  validTo: (v: string, f: Form) => (f.longTerm ? null : !v ? '请选择有效期截止日，或勾选“长期”' : f.validFrom && v <= f.validFrom ? '截止日应晚于起始日' : null),
};

export default function OcrIdentify() {
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [attachment, setAttachment] = useState<Attachment>();
  const form = useForm<Form>(EMPTY, RULES);
  const [result, setResult] = useState<Result>();

  const pick = (f: File | undefined) => {
    setFile(f);
    setFileError(f ? imageProblem(f) : undefined);
    setAttachment(undefined);
    setResult(undefined);
  };

  const identify = async () => {
    if (!file) return setFileError('请先拍摄或选择身份证人像面照片');
    const problem = imageProblem(file);
    if (problem) return setFileError(problem);
    const r = await runAction(() => upload<Attachment>('uploadAttachment', file, { fileField: 'file', fields: { bizType: 'idCard' }, filename: file.name }), {
      loadingText: '正在上传证件照片',
      success: '照片已上传，请核对证件信息',
    });
    if (r) setAttachment(r);
  };

  const confirmResult = (f: Form) => {
    const id = validateIdCard(f.idNumber);
    if (!attachment || !id.ok) return;
    setResult({ name: f.name.trim(), info: id.value, validFrom: f.validFrom, validTo: f.longTerm ? '' : f.validTo, attachment });
  };

  if (result) return <ResultView result={result} onEdit={() => setResult(undefined)} onRestart={() => { pick(undefined); form.reset(EMPTY); }} />;

  return (
    <div className="page">
      <Section title="身份证人像面">
        <ImagePicker label="拍摄或选择身份证照片" file={file} onFile={pick} error={fileError} hint="请将证件平放，四角完整、文字清晰、无反光" />
        {!attachment && (
          <button type="button" className="btn btn--primary btn--block" disabled={!file || !!fileError} onClick={() => void identify()}>
            上传照片
          </button>
        )}
      </Section>
      {attachment && (
        <Section title="证件信息">
          <p className="notice pl-note" role="note">
            暂无可用的身份证自动识别服务：照片已保存（附件 {attachment.attachmentId}），请对照上方照片录入以下信息。
          </p>
          <TextField label="姓名" {...form.field('name')} autoComplete="off" />
          <TextField
            label="身份证号"
            {...form.field('idNumber')}
            onValue={(v) => form.set('idNumber', v.toUpperCase())}
            inputMode="text"
            maxLength={18}
            autoComplete="off"
          />
          <div className="pl-dates">
            <TextField label="有效期起" type="date" {...form.field('validFrom')} />
            <TextField label="有效期至" type="date" {...form.field('validTo')} value={form.values.longTerm ? '' : form.values.validTo} disabled={form.values.longTerm} />
          </div>
          <label className="pl-check">
            <input type="checkbox" checked={form.values.longTerm} onChange={(e) => form.set('longTerm', e.target.checked)} />
            长期有效
          </label>
          <button type="button" className="btn btn--primary btn--block" onClick={() => form.submit(confirmResult)}>
            确认识别结果
          </button>
        </Section>
      )}
    </div>
  );
}

function ResultView({ result: r, onEdit, onRestart }: { result: Result; onEdit: () => void; onRestart: () => void }) {
  const expired = r.validTo !== '' && startOfDay().format('YYYY-MM-DD') > r.validTo;
  return (
    <div className="page">
      <Section title="识别结果" extra={expired ? <Tag kind="danger">证件已过期</Tag> : <Tag kind="success">证件有效</Tag>}>
        <Cells>
          <Cell label="姓名">{r.name}</Cell>
          <Cell label="身份证号">{maskIdNumber(r.info.idNumber)}</Cell>
          <Cell label="性别">
            <CodeLabel table={GENDER} code={r.info.sex} />
          </Cell>
          <Cell label="出生日期">{formatDate(r.info.birthDate)}</Cell>
          <Cell label="有效期限">{`${formatDate(r.validFrom)} 至 ${r.validTo ? formatDate(r.validTo) : '长期'}`}</Cell>
          <Cell label="证件照片">{r.attachment.attachmentId}</Cell>
        </Cells>
      </Section>
      <div className="pl-actions">
        <button type="button" className="btn" onClick={onEdit}>
          修改
        </button>
        <button type="button" className="btn btn--primary" onClick={onRestart}>
          识别下一张
        </button>
      </div>
    </div>
  );
}
