import { useState } from 'react';
import { AsyncView, Cell, Cells, runAction, Section, TextField, useForm, useStateFrom, useParam, MissingParam } from '../../../ui';
import { validateIdCard } from '../../../../../shared/domain/idcard';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { normalizePlate, validatePlate } from '../../../../../shared/domain/plate';
import { validateFrameNo } from '../../../../../shared/domain/record-no';
import type { AnswerOf } from '../../../parts/policy-answers';
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

/** The checks of the form; the recognised ID number arrives masked and may be kept as it is. */
function rules(maskedId: string) {
  return {
    custName: (v: string) => (v.trim() ? null : '请输入姓名'),
    idNumber: (v: string) => {
      if (!v || v === maskedId) return null;
      const id = validateIdCard(v);
      return id.ok ? null : v.includes('*') ? '请输入完整的身份证号' : id.reason;
    },
    licenseNo: (v: string, f: Form) => (v ? validatePlate(v) : f.frameNo ? null : '请填写车牌号或车架号'),
    frameNo: (v: string) => (v ? validateFrameNo(v) : null),
    mobile: (v: string) => (v ? validateMobile(v) : null),
  };
}

export default function EditOcrResult() {
  const relationId = useParam('relationId');
  if (!relationId) return <MissingParam what="报备记录编号" from="群聊中的链接" />;
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
      <AsyncView query={init}>{(d) => <EditForm key={d.relationId} data={d} onSaved={setSaved} />}</AsyncView>
    </div>
  );
}

function EditForm({ data, onSaved }: { data: Init; onSaved: (s: Saved) => void }) {
  const r = data.ocrResult;
  const form = useForm<Form>({ custName: r.custName, idNumber: r.idNumber, licenseNo: r.licenseNo, frameNo: r.frameNo, mobile: '' }, rules(r.idNumber));
  const [imageOk, setImageOk] = useStateFrom(() => true, data.imageUrl);
  const { set, values } = form;

  const save = async (f: Form) => {
    const fields = {
      relationId: data.relationId,
      custName: f.custName.trim(),
      ...(f.idNumber && f.idNumber !== r.idNumber ? { idNumber: f.idNumber } : {}),
      ...(f.licenseNo ? { licenseNo: normalizePlate(f.licenseNo) } : {}),
      ...(f.frameNo ? { frameNo: f.frameNo } : {}),
      ...(f.mobile ? { mobile: f.mobile } : {}),
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
        <TextField label="姓名" {...form.field('custName')} autoComplete="off" />
        <TextField
          label="身份证号"
          value={values.idNumber}
          onValue={(v) => set('idNumber', v.toUpperCase())}
          // The masked number cannot be edited digit by digit: focusing clears it, leaving it empty restores it.
          onFocus={() => values.idNumber === r.idNumber && r.idNumber.includes('*') && set('idNumber', '')}
          onBlur={() => (values.idNumber === '' ? set('idNumber', r.idNumber) : form.touch('idNumber'))}
          error={form.error('idNumber')}
          hint={r.idNumber ? '识别的号码已隐藏部分数字；如需更正请输入完整号码，不修改则保持原识别结果' : undefined}
          maxLength={18}
          autoComplete="off"
        />
        <TextField label="车牌号" {...form.field('licenseNo')} onValue={(v) => set('licenseNo', v.toUpperCase())} autoComplete="off" />
        <TextField label="车架号" {...form.field('frameNo')} onValue={(v) => set('frameNo', v.toUpperCase())} maxLength={17} autoComplete="off" />
        <TextField label="手机号（选填）" type="tel" inputMode="numeric" {...form.field('mobile')} maxLength={11} autoComplete="off" />
        <button type="button" className="btn btn--primary btn--block" onClick={() => form.submit(save)}>
          保存并报价
        </button>
      </Section>
    </>
  );
}
