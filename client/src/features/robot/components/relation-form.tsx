import { TextField, type Form } from '../../../ui';
import { validateFrameNo } from '../../../../../shared/domain/record-no';
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

/** The form's checks (useForm rules): a name, and a plate or a frame number; the rest as typed. */
export const RELATION_RULES = {
  custName: (v: string) => {
    const name = v.trim();
    return !name ? '请填写客户姓名' : name.length > 30 ? '姓名不能超过 30 个字' : null;
  },
  licenseNo: (v: string, d: RelationDraft) => (v.trim() ? validatePlate(v.trim()) : d.frameNo.trim() ? null : '请填写车牌号或车架号'),
  frameNo: (v: string) => (v.trim() ? validateFrameNo(v) : null),
  idNumber: (v: string) => (v.trim() ? validateIdCard(v.trim()) : null),
  mobile: (v: string) => (v.trim() ? validateMobile(v.trim()) : null),
};

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

export function RelationFields({ form, placeholders = {} }: { form: Form<RelationDraft>; placeholders?: Partial<Record<keyof RelationDraft, string>> }) {
  return (
    <>
      <TextField label="客户姓名" {...form.field('custName')} placeholder={placeholders.custName ?? '车主或投保人姓名'} maxLength={40} autoComplete="off" />
      <TextField label="车牌号" {...form.field('licenseNo')} placeholder={placeholders.licenseNo ?? '如：粤A12345；新车可只填车架号'} maxLength={10} autoComplete="off" />
      <TextField label="车架号" {...form.field('frameNo')} placeholder={placeholders.frameNo ?? '17 位，行驶证上的“车辆识别代号”'} maxLength={17} autoComplete="off" />
      <TextField label="证件号码（选填）" {...form.field('idNumber')} placeholder={placeholders.idNumber ?? '车主身份证号'} maxLength={18} autoComplete="off" />
      <TextField label="手机号（选填）" {...form.field('mobile')} placeholder={placeholders.mobile ?? '用于接收报价'} maxLength={11} inputMode="numeric" autoComplete="off" />
    </>
  );
}
