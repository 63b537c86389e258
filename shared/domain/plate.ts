// Mainland licence plates (spec 000 §5: "several mainland formats including special suffix
// characters"). Accepted, after removing spaces, middle dots (·•), hyphens and full stops and
// upper-casing letters ("P" = one of the 31 province abbreviations below, "L" = issuing-office
// letter A–Z except I, "S" = serial character A–Z except I and O, or a digit):
//   ordinary      P L SSSSS            京A12345, 沪AB123C
//   new energy    P L [DABCEFGHJK] S dddd   small car, 8 characters: 京AD12345, 粤BFA1234
//                 P L ddddd [DF]       large vehicle, 8 characters: 京A12345D
//   special       P L SSSS X           X one of 挂 学 警 港 澳 使 领 试 超: 粤Z1234港, 京A1234学
//   embassy       使 dddddd            使014578
// Not accepted: military and armed-police plates (WJ…), civil aviation (民航), 应急 plates,
// temporary paper plates, and the "not yet registered" placeholders some quoting systems use.
import { fail, pass, textOf, type Validation } from './result';

/** Province abbreviations that open a plate. */
export const PLATE_PROVINCE_PREFIXES = {
  京: '北京', 津: '天津', 沪: '上海', 渝: '重庆', 冀: '河北', 豫: '河南', 云: '云南', 辽: '辽宁',
  黑: '黑龙江', 湘: '湖南', 皖: '安徽', 鲁: '山东', 新: '新疆', 苏: '江苏', 浙: '浙江', 赣: '江西',
  鄂: '湖北', 桂: '广西', 甘: '甘肃', 晋: '山西', 蒙: '内蒙古', 陕: '陕西', 吉: '吉林', 闽: '福建',
  贵: '贵州', 粤: '广东', 青: '青海', 藏: '西藏', 川: '四川', 宁: '宁夏', 琼: '海南',
} as const;
export type PlateProvincePrefix = keyof typeof PLATE_PROVINCE_PREFIXES;

/** Special suffix characters and what they mean. */
export const PLATE_SUFFIX = {
  挂: '挂车',
  学: '教练车',
  警: '警车',
  港: '香港入出境车',
  澳: '澳门入出境车',
  使: '使馆车',
  领: '领馆车',
  试: '试验车',
  超: '超限试验车',
} as const;
export type PlateSuffix = keyof typeof PLATE_SUFFIX;

export const PLATE_KIND = {
  ordinary: '普通号牌',
  newEnergy: '新能源号牌',
  special: '特殊号牌',
  embassy: '使馆号牌',
} as const;
export type PlateKind = keyof typeof PLATE_KIND;

const P = `[${Object.keys(PLATE_PROVINCE_PREFIXES).join('')}]`;
const L = '[A-HJ-Z]';
const S = '[A-HJ-NP-Z0-9]';
const SUFFIX = `[${Object.keys(PLATE_SUFFIX).join('')}]`;

const PATTERNS: ReadonlyArray<readonly [PlateKind, RegExp]> = [
  ['ordinary', new RegExp(`^${P}${L}${S}{5}$`)],
  ['newEnergy', new RegExp(`^${P}${L}(?:[DABCEFGHJK]${S}\\d{4}|\\d{5}[DF])$`)],
  ['special', new RegExp(`^${P}${L}${S}{4}${SUFFIX}$`)],
  ['embassy', /^使\d{6}$/],
];

export const PLATE_REASONS = {
  empty: '请输入车牌号',
  invalid: '车牌号格式不正确',
} as const;

export interface PlateInfo {
  /** Normalised: no separators, letters upper-case. */
  plate: string;
  kind: PlateKind;
  /** The province abbreviation, or null for an embassy plate. */
  province: PlateProvincePrefix | null;
  /** The special suffix, if any. */
  suffix: PlateSuffix | null;
}

/** Removes separators people type (spaces, middle dots, hyphens, full stops) and upper-cases letters. */
export function normalizePlate(input: unknown): string {
  return textOf(input).replace(/[\s·•\-.]/g, '').toUpperCase();
}

/** Validates a mainland licence plate in one of the formats listed at the top of this file. */
export function validatePlate(input: unknown): Validation<PlateInfo> {
  const plate = normalizePlate(input);
  if (plate === '') return fail(PLATE_REASONS.empty);
  if (plate.length > 8) return fail(PLATE_REASONS.invalid);
  for (const [kind, pattern] of PATTERNS) {
    if (!pattern.test(plate)) continue;
    const first = plate[0] as string;
    const last = plate[plate.length - 1] as string;
    return pass({
      plate,
      kind,
      province: kind === 'embassy' ? null : (first as PlateProvincePrefix),
      suffix: kind === 'special' ? (last as PlateSuffix) : null,
    });
  }
  return fail(PLATE_REASONS.invalid);
}

export function isPlate(input: unknown): boolean {
  return validatePlate(input).ok;
}
