import { useState } from 'react';
import { ActionBar, AsyncView, Cell, Cells, Section, Tag, TextField, runAction, useForm, useUrlState } from '../../../ui';
import { chinaTime, formatTime } from '../../../../../shared/domain/format';
import { validatePlate } from '../../../../../shared/domain/plate';
import { validateFrameNo, validatePastDate } from '../../../../../shared/domain/record-no';
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

const RULES = {
  ownerName: (v: string) => (v.trim() ? null : '请填写所有人'),
  licenseNo: validatePlate,
  frameNo: validateFrameNo,
  engineNo: (v: string) => (v.trim() ? null : '请填写发动机号'),
  registerDate: (v: string) => validatePastDate(v, { label: '注册日期', today: chinaTime(Date.now(), 'YYYY-MM-DD') }),
};

function OcrCheck({ resultId }: { resultId: string }) {
  const result = useCall('queryRobotQtOcrResult', { resultId });
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
          {/* The draft starts from the recognition as loaded, again whenever what was recognised changes. */}
          <OcrDraft key={FIELDS.map(([k]) => r[k]).join('\n')} resultId={resultId} result={r} />
        </div>
      )}
    </AsyncView>
  );
}

function OcrDraft({ resultId, result: r }: { resultId: string; result: OcrResult }) {
  const form = useForm<Draft>({ licenseNo: r.licenseNo, frameNo: r.frameNo, engineNo: r.engineNo, ownerName: r.ownerName, brandModel: r.brandModel, registerDate: r.registerDate }, RULES);
  const confirmOcr = async (draft: Draft) => {
    const changed = Object.fromEntries(FIELDS.map(([k]) => [k, draft[k].trim()]).filter(([k, v]) => v !== r[k as keyof Draft]));
    const saved = await runAction(() => updateOcrResult({ resultId, ...changed }), {
      loadingText: '正在保存…',
      success: Object.keys(changed).length ? `已更正 ${Object.keys(changed).length} 项并确认` : '已确认识别结果',
    });
    if (saved) invalidate('queryRobotQtOcrResult');
  };
  // What the robot misread is shown at once (every reason, not only those of touched fields): the
  // staff member checks the recognition against the photo.
  return (
    <>
      {FIELDS.map(([k, label]) => (
        <TextField key={k} label={label} {...form.field(k)} error={form.errors[k]} autoComplete="off" />
      ))}
      <ActionBar actions={[{ label: r.confirmed ? '保存更正' : '确认识别结果', primary: true, disabled: !form.valid, onClick: () => form.submit(confirmOcr) }]} />
    </>
  );
}
