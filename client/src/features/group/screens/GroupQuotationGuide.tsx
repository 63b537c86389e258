import { useEffect, useState } from 'react';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, TextField, runAction, useUrlState } from '../../../ui';
import { chinaTime, formatTime } from '../../../../../shared/domain/format';
import { reasonOf } from '../../../../../shared/domain/result';
import { validatePlate } from '../../../../../shared/domain/plate';
import { updateOcrResult, type OcrResult } from '../api';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 群报价指引 (?resultId=): how quoting in a group chat works, step by step, and the quote robot's
// recognition of a photo a customer sent (opened from the robot's message with its resultId, or
// by typing the number): check it against the photo, correct what it misread, confirm.

const STEPS = [
  ['绑定群聊', '在客户群的侧边栏打开“群聊报价”，将群与你绑定；群成员即可在群内报备。'],
  ['客户报备', '客户在群内发送“报备+车牌号”，或通过“客户报备”页面填写，也可直接发送行驶证照片。'],
  ['核对识别结果', '机器人识别照片后会给你发送识别结果，请在本页核对车牌号、车架号、所有人等信息并更正。'],
  ['发送报价', '核对无误后机器人发起报价，报价单会推送到群内，客户可在群内查看报价详情。'],
] as const;

export default function GroupQuotationGuide() {
  const [resultId, setResultId] = useUrlState('resultId');
  const [typed, setTyped] = useState(resultId);
  return (
    <div className="page">
      <Section title="群聊报价步骤">
        <ol className="gp-steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p className="muted">{text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="识别结果核对">
        <form
          className="gp-search"
          onSubmit={(e) => {
            e.preventDefault();
            setResultId(typed.trim());
          }}
        >
          <input className="field__input" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="识别结果编号，如 OCR0001" aria-label="识别结果编号" />
          <button type="submit" className="btn btn--primary" disabled={!typed.trim()}>
            查看
          </button>
        </form>
        {resultId && <OcrCheck key={resultId} resultId={resultId} />}
      </Section>
    </div>
  );
}

type Draft = Pick<OcrResult, 'licenseNo' | 'frameNo' | 'engineNo' | 'ownerName' | 'brandModel' | 'registerDate'>;
const FIELDS: ReadonlyArray<[keyof Draft, string]> = [
  ['ownerName', '所有人'],
  ['licenseNo', '车牌号'],
  ['frameNo', '车架号'],
  ['engineNo', '发动机号'],
  ['brandModel', '品牌型号'],
  ['registerDate', '注册日期'],
];

function errorsOf(d: Draft): Partial<Record<keyof Draft, string>> {
  const e: Partial<Record<keyof Draft, string>> = {};
  if (!d.ownerName.trim()) e.ownerName = '请填写所有人';
  const plate = reasonOf(validatePlate(d.licenseNo));
  if (plate) e.licenseNo = plate;
  if (!/^[A-HJ-NPR-Z0-9]{17}$/i.test(d.frameNo.trim())) e.frameNo = '车架号应为17位字母或数字（不含 I、O、Q）';
  if (!d.engineNo.trim()) e.engineNo = '请填写发动机号';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.registerDate.trim()) || Number.isNaN(Date.parse(d.registerDate.trim()))) e.registerDate = '注册日期格式应为 YYYY-MM-DD';
  else if (d.registerDate.trim() > chinaTime(Date.now(), 'YYYY-MM-DD')) e.registerDate = '注册日期不能晚于今天';
  return e;
}

function OcrCheck({ resultId }: { resultId: string }) {
  const result = useCall('queryRobotQtOcrResult', { resultId });
  const [draft, setDraft] = useState<Draft>();
  useEffect(() => {
    const r = result.data;
    if (r) setDraft({ licenseNo: r.licenseNo, frameNo: r.frameNo, engineNo: r.engineNo, ownerName: r.ownerName, brandModel: r.brandModel, registerDate: r.registerDate });
  }, [result.data]);
  const errors = draft ? errorsOf(draft) : {};
  const invalid = Object.keys(errors).length > 0;
  const confirmOcr = async () => {
    if (!draft || invalid || !result.data) return;
    const r = result.data;
    const changed = Object.fromEntries(FIELDS.map(([k]) => [k, draft[k].trim()]).filter(([k, v]) => v !== r[k as keyof Draft]));
    const saved = await runAction(() => updateOcrResult({ resultId, ...changed }), {
      loadingText: '正在保存…',
      success: Object.keys(changed).length ? `已更正 ${Object.keys(changed).length} 项并确认` : '已确认识别结果',
    });
    if (saved) invalidate('queryRobotQtOcrResult');
  };
  return (
    <AsyncView query={result} skeleton="rows">
      {(r) => (
        <div className="gp-ocr" aria-label="识别结果">
          <Cells>
            <Cell label="证件类型">{r.imageType === 'drivingLicense' ? '行驶证' : '身份证'}</Cell>
            <Cell label="状态">
              <Tag kind={r.confirmed ? 'success' : 'warning'}>{r.confirmed ? '已核对' : '待核对'}</Tag>
            </Cell>
            <Cell label="更新时间">{formatTime(r.updateTime, 'YYYY-MM-DD HH:mm')}</Cell>
          </Cells>
          {draft &&
            FIELDS.map(([k, label]) => (
              <TextField key={k} label={label} value={draft[k]} onValue={(v) => setDraft({ ...draft, [k]: v })} error={errors[k]} autoComplete="off" />
            ))}
          <ActionBar actions={[{ label: r.confirmed ? '保存更正' : '确认识别结果', primary: true, disabled: invalid, onClick: () => void confirmOcr() }]} />
        </div>
      )}
    </AsyncView>
  );
}
