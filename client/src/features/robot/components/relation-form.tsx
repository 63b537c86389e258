import { TextField } from '../../../ui';
import { validateIdCard } from '../../../../../shared/domain/idcard';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { normalizePlate, validatePlate } from '../../../../../shared/domain/plate';

// The filing form's fields (姓名, 车牌号, 车架号, 证件号码, 手机号) with the shared validators'
// Chinese reasons as the customer types; a filing needs a name and a plate or a frame number.

export interface RelationDraft {
  custName: string;
  licenseNo: string;
  frameNo: string;
  idNumber: string;
  mobile: string;
}

export const EMPTY_DRAFT: RelationDraft = { custName: '', licenseNo: '', frameNo: '', idNumber: '', mobile: '' };

const FRAME = /^[A-HJ-NPR-Z0-9]{17}$/;

export function draftErrors(d: RelationDraft, opts: { nameRequired: boolean }): Partial<Record<keyof RelationDraft, string>> {
  const e: Partial<Record<keyof RelationDraft, string>> = {};
  const name = d.custName.trim();
  if (opts.nameRequired && !name) e.custName = '请填写客户姓名';
  else if (name.length > 30) e.custName = '姓名不能超过 30 个字';
  const plate = d.licenseNo.trim();
  const frame = d.frameNo.trim().toUpperCase();
  if (plate) {
    const v = validatePlate(plate);
    if (!v.ok) e.licenseNo = v.reason;
  }
  if (frame && !FRAME.test(frame)) e.frameNo = '车架号应为17位字母或数字（不含 I、O、Q）';
  if (!plate && !frame && opts.nameRequired) e.licenseNo = '请填写车牌号或车架号';
  if (d.idNumber.trim()) {
    const v = validateIdCard(d.idNumber.trim());
    if (!v.ok) e.idNumber = v.reason;
  }
  if (d.mobile.trim()) {
    const v = validateMobile(d.mobile.trim());
    if (!v.ok) e.mobile = v.reason;
  }
  return e;
}

/** The fields to send: trimmed, normalised, empty ones left out (unchanged on a modify). */
export function draftFields(d: RelationDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (d.custName.trim()) out.custName = d.custName.trim();
  if (d.licenseNo.trim()) out.licenseNo = normalizePlate(d.licenseNo);
  if (d.frameNo.trim()) out.frameNo = d.frameNo.trim().toUpperCase();
  if (d.idNumber.trim()) out.idNumber = d.idNumber.trim().toUpperCase();
  if (d.mobile.trim()) out.mobile = d.mobile.trim();
  return out;
}

export function RelationFields({
  draft,
  onChange,
  errors,
  placeholders = {},
}: {
  draft: RelationDraft;
  onChange: (d: RelationDraft) => void;
  errors: Partial<Record<keyof RelationDraft, string>>;
  placeholders?: Partial<Record<keyof RelationDraft, string>>;
}) {
  const set = (k: keyof RelationDraft) => (v: string) => onChange({ ...draft, [k]: v });
  return (
    <>
      <TextField label="客户姓名" value={draft.custName} onValue={set('custName')} error={errors.custName} placeholder={placeholders.custName ?? '车主或投保人姓名'} maxLength={40} autoComplete="off" />
      <TextField label="车牌号" value={draft.licenseNo} onValue={set('licenseNo')} error={errors.licenseNo} placeholder={placeholders.licenseNo ?? '如：粤A12345；新车可只填车架号'} maxLength={10} autoComplete="off" />
      <TextField label="车架号" value={draft.frameNo} onValue={set('frameNo')} error={errors.frameNo} placeholder={placeholders.frameNo ?? '17 位，行驶证上的“车辆识别代号”'} maxLength={17} autoComplete="off" />
      <TextField label="证件号码（选填）" value={draft.idNumber} onValue={set('idNumber')} error={errors.idNumber} placeholder={placeholders.idNumber ?? '车主身份证号'} maxLength={18} autoComplete="off" />
      <TextField label="手机号（选填）" value={draft.mobile} onValue={set('mobile')} error={errors.mobile} placeholder={placeholders.mobile ?? '用于接收报价'} maxLength={11} inputMode="numeric" autoComplete="off" />
    </>
  );
}
