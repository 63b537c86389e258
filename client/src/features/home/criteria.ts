import { validateIdCard } from '../../../../shared/domain/idcard';
import { validateMobile } from '../../../../shared/domain/mobile';
import { normalizePlate, validatePlate } from '../../../../shared/domain/plate';
import { validateFrameNo } from '../../../../shared/domain/record-no';
import type { Criteria, SearchKey } from './api';

// What a search box holds: the shared validators decide, before anything is sent, whether the
// text is a mobile, a plate, an ID number, a frame number or a name, and give the Chinese reason
// when it looks like one of them but is not valid.

export const SEARCH_KEY_LABEL: Record<SearchKey, string> = {
  name: '姓名',
  mobile: '手机号',
  licenseNo: '车牌号',
  idNumber: '证件号',
  frameNo: '车架号',
};

// What looks like a mobile or an ID number (the validator then says whether it is one).
const MOBILE_SHAPE = /^\d{11}$/;
const ID_SHAPE = /^\d{15}$|^\d{17}[\dX]$/;
const NAME = /^[\u4e00-\u9fa5·A-Za-z\s]{1,30}$/;

export type Detected = { ok: true; criteria: Criteria } | { ok: false; reason: string };

/** The criteria a free-text search means (home page search). */
export function detectCriteria(input: string): Detected {
  const text = input.trim();
  if (!text) return { ok: false, reason: '请输入姓名、手机号、车牌号、证件号或车架号' };
  const upper = text.toUpperCase();
  if (MOBILE_SHAPE.test(text)) {
    const m = validateMobile(text);
    return m.ok ? { ok: true, criteria: { key: 'mobile', value: m.value } } : { ok: false, reason: m.reason };
  }
  if (ID_SHAPE.test(upper)) {
    const id = validateIdCard(upper);
    return id.ok ? { ok: true, criteria: { key: 'idNumber', value: id.value.idNumber } } : { ok: false, reason: id.reason };
  }
  if (validateFrameNo(upper).ok) return { ok: true, criteria: { key: 'frameNo', value: upper } };
  const plate = validatePlate(text);
  if (plate.ok) return { ok: true, criteria: { key: 'licenseNo', value: plate.value.plate } };
  // A province abbreviation followed by a letter is meant as a plate.
  if (/^[\u4e00-\u9fa5][A-Z]/.test(normalizePlate(text))) return { ok: false, reason: plate.reason };
  if (NAME.test(text)) return { ok: true, criteria: { key: 'name', value: text } };
  return { ok: false, reason: '请输入正确的姓名、手机号、车牌号、证件号或车架号' };
}

/** Binding search: the staff member says which kind of number it is. */
export type BindKey = 'idNumber' | 'mobile' | 'licenseNo';
export const BIND_KEYS: ReadonlyArray<{ key: BindKey; label: string; placeholder: string }> = [
  { key: 'idNumber', label: '身份证', placeholder: '请输入18位身份证号' },
  { key: 'mobile', label: '手机号', placeholder: '请输入11位手机号' },
  { key: 'licenseNo', label: '车牌号', placeholder: '如 粤A12345' },
];

export function checkBindInput(key: BindKey, input: string): Detected {
  switch (key) {
    case 'idNumber': {
      const r = validateIdCard(input.trim().toUpperCase());
      return r.ok ? { ok: true, criteria: { key, value: r.value.idNumber } } : { ok: false, reason: r.reason };
    }
    case 'mobile': {
      const r = validateMobile(input);
      return r.ok ? { ok: true, criteria: { key, value: r.value } } : { ok: false, reason: r.reason };
    }
    case 'licenseNo': {
      const r = validatePlate(input);
      return r.ok ? { ok: true, criteria: { key, value: r.value.plate } } : { ok: false, reason: r.reason };
    }
  }
}
