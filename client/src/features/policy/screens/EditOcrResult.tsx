import { useState } from 'react';
import { AsyncView, Cell, Cells, runAction, Section, TextField, useStateFrom } from '../../../ui';
import { validateIdCard } from '../../../../../shared/domain/idcard';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { normalizePlate, validatePlate } from '../../../../../shared/domain/plate';
import type { AnswerOf } from '../../../parts/policy-answers';
import { MissingParam, useQueryParams } from '../../../parts/policy';
import { useCall } from '../../../lib/query/use-call';
import { updateRelationAndQuote } from '../api';

// 编辑识别结果 (public, ?relationId=): a group-chat filing recognised from a photo; the customer
// or staff member corrects the recognised fields and saves them, which starts a quotation
// (white/ocrUpdateRelationInfoInit, white/ocrUpdateRelationInfoAndQuote — signed by the BFF).
// The recognised ID number arrives masked: it is sent only when someone typed a new one.

type Init = AnswerOf<'white/ocrUpdateRelationInfoInit'>;
type Saved = AnswerOf<'white/ocrUpdateRelationInfoAndQuote'>;

interface Form {
  custName: string;
  idNumber: string;
  licenseNo: string;
  frameNo: string;
  mobile: string;
}
type Errors = Partial<Record<keyof Form, string>>;

const FRAME_NO = /^[A-HJ-NPR-Z0-9]{17}$/;

function check(f: Form, maskedId: string): Errors {
  const e: Errors = {};
  if (!f.custName.trim()) e.custName = '请输入姓名';
  if (f.idNumber && f.idNumber !== maskedId) {
    const v = validateIdCard(f.idNumber);
    if (!v.ok) e.idNumber = f.idNumber.includes('*') ? '请输入完整的身份证号' : v.reason;
  }
  if (f.licenseNo) {
    const v = validatePlate(f.licenseNo);
    if (!v.ok) e.licenseNo = v.reason;
  }
  if (f.frameNo && !FRAME_NO.test(f.frameNo)) e.frameNo = '车架号应为17位字母或数字（不含 I、O、Q）';
  if (!f.licenseNo && !f.frameNo) e.licenseNo = '请填写车牌号或车架号';
  if (f.mobile) {
    const v = validateMobile(f.mobile);
    if (!v.ok) e.mobile = v.reason;
  }
  return e;
}

export default function EditOcrResult() {
  const relationId = useQueryParams().get('relationId') ?? '';
  if (!relationId) return <MissingParam what="报备记录编号" />;
  return <Editor relationId={relationId} />;
}

function Editor({ relationId }: { relationId: string }) {
  const init = useCall('white/ocrUpdateRelationInfoInit', { relationId });
  const [saved, setSaved] = useState<Saved>();
  if (saved) {
    return (
      <div className="page">
        <Section title="已提交报价">
          <Cells>
            <Cell label="报备记录">{saved.relationId}</Cell>
            <Cell label="报价单号">{saved.quoteNo}</Cell>
            <Cell label="状态">{saved.status === '1' ? '报价中' : saved.status}</Cell>
          </Cells>
          <p className="muted">服务经理将尽快在群内发送报价结果。</p>
        </Section>
      </div>
    );
  }
  return (
    <div className="page">
      <AsyncView query={init}>{(d) => <EditForm data={d} onSaved={setSaved} />}</AsyncView>
    </div>
  );
}

function EditForm({ data, onSaved }: { data: Init; onSaved: (s: Saved) => void }) {
  const r = data.ocrResult;
  const [form, setForm] = useState<Form>({ custName: r.custName, idNumber: r.idNumber, licenseNo: r.licenseNo, frameNo: r.frameNo, mobile: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [imageOk, setImageOk] = useStateFrom(() => true, data.imageUrl);

  const set = (key: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    const found = check(form, r.idNumber);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const fields = {
      relationId: data.relationId,
      custName: form.custName.trim(),
      ...(form.idNumber && form.idNumber !== r.idNumber ? { idNumber: form.idNumber } : {}),
      ...(form.licenseNo ? { licenseNo: normalizePlate(form.licenseNo) } : {}),
      ...(form.frameNo ? { frameNo: form.frameNo } : {}),
      ...(form.mobile ? { mobile: form.mobile } : {}),
    };
    const res = await runAction(() => updateRelationAndQuote(fields), {
      confirm: { title: '保存并报价', message: '请确认信息无误，保存后将按修改后的信息发起报价。', okText: '保存' },
      loadingText: '正在保存',
      success: '已保存，正在为您报价',
    });
    if (res) onSaved(res);
  };

  return (
    <>
      <Section title="识别图片" extra={<span className="muted">置信度 {Math.round(data.confidence * 100)}%</span>}>
        {imageOk ? (
          <img className="pl-ocr-img" src={data.imageUrl} alt="识别的证件图片" onError={() => setImageOk(false)} />
        ) : (
          <p className="muted">图片暂时无法显示</p>
        )}
        {(r.engineNo || r.vehicleModel) && (
          <Cells>
            {r.vehicleModel && <Cell label="厂牌型号">{r.vehicleModel}</Cell>}
            {r.engineNo && <Cell label="发动机号">{r.engineNo}</Cell>}
          </Cells>
        )}
      </Section>
      <Section title="核对并修改">
        <TextField label="姓名" value={form.custName} onValue={(v) => set('custName', v)} error={errors.custName} autoComplete="off" />
        <TextField
          label="身份证号"
          value={form.idNumber}
          onValue={(v) => set('idNumber', v.toUpperCase())}
          // The masked number cannot be edited digit by digit: focusing clears it, leaving it empty restores it.
          onFocus={() => form.idNumber === r.idNumber && r.idNumber.includes('*') && set('idNumber', '')}
          onBlur={() => form.idNumber === '' && set('idNumber', r.idNumber)}
          error={errors.idNumber}
          hint={r.idNumber ? '识别的号码已隐藏部分数字；如需更正请输入完整号码，不修改则保持原识别结果' : undefined}
          maxLength={18}
          autoComplete="off"
        />
        <TextField label="车牌号" value={form.licenseNo} onValue={(v) => set('licenseNo', v.toUpperCase())} error={errors.licenseNo} autoComplete="off" />
        <TextField label="车架号" value={form.frameNo} onValue={(v) => set('frameNo', v.toUpperCase())} error={errors.frameNo} maxLength={17} autoComplete="off" />
        <TextField label="手机号（选填）" type="tel" inputMode="numeric" value={form.mobile} onValue={(v) => set('mobile', v)} error={errors.mobile} maxLength={11} autoComplete="off" />
        <button type="button" className="btn btn--primary btn--block" onClick={() => void save()}>
          保存并报价
        </button>
      </Section>
    </>
  );
}
