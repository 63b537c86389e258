// Mainland resident ID card (GB 11643-1999), as spec 000 §5 describes:
// - 18 characters: 6-digit region code, 8-digit birth date YYYYMMDD, 3-digit sequence, 1 check
//   character; a 15-digit card (region, YYMMDD, sequence) is upgraded by inserting "19".
// - The region code must not start with 0.
// - The birth date must be a real calendar date (leap years honoured), not in the future, and
//   not before 1800 (no card was issued to anyone born earlier; this stops 00010101).
// - The check character is (12 − Σ digitᵢ·weightᵢ mod 11) mod 11, written X for 10; a lower-case
//   x is accepted and normalised to X.
// - Sex from the 17th digit of an 18-digit card (15th of a 15-digit one): odd 1 male, even 2 female.
import type { Gender } from './codes';
import { fail, pass, textOf, type Validation } from './result';
import { startOfDay, type DayInput } from './today';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const MIN_BIRTH_YEAR = 1800;

export const ID_CARD_REASONS = {
  empty: '请输入身份证号',
  length: '身份证号应为15位或18位',
  format: '身份证号格式不正确，只能包含数字，最后一位可为X',
  region: '身份证号地区码不正确（不能以0开头）',
  date: '身份证号中的出生日期无效',
  future: '身份证号中的出生日期不能晚于今天',
  checksum: '身份证号校验位不正确',
} as const;

export interface IdCardInfo {
  /** The 18-character number, upgraded from 15 digits if needed, check character upper-case. */
  idNumber: string;
  /** The number as entered (trimmed, x upper-cased): 15 or 18 characters. */
  entered: string;
  /** True when entered was a 15-digit card. */
  upgraded: boolean;
  regionCode: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Full years on the injected today (a 29 February birthday counts from 1 March in common years). */
  age: number;
  sex: Extract<Gender, '1' | '2'>;
}

/** The check character for the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? null;
}

/** Upgrades a 15-digit card to 18 characters (insert 19, append the check character); null if not 15 digits. */
export function upgradeIdCard15(id15: string): string | null {
  if (!/^\d{15}$/.test(id15)) return null;
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + (idCardCheckChar(first17) ?? '');
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Full years from a birth date to today. */
export function ageOn(birth: { year: number; month: number; day: number }, today?: DayInput): number {
  const t = startOfDay(today);
  const [ty, tm, td] = [t.year(), t.month() + 1, t.date()];
  const birthdayReached = tm > birth.month || (tm === birth.month && td >= birth.day);
  return ty - birth.year - (birthdayReached ? 0 : 1);
}

/** Validates a mainland ID card number; never throws. */
export function validateIdCard(input: unknown, options: { today?: DayInput } = {}): Validation<IdCardInfo> {
  const entered = textOf(input).toUpperCase();
  if (entered === '') return fail(ID_CARD_REASONS.empty);
  if (entered.length !== 15 && entered.length !== 18) return fail(ID_CARD_REASONS.length);
  if (entered.length === 15 ? !/^\d{15}$/.test(entered) : !/^\d{17}[\dX]$/.test(entered)) {
    return fail(ID_CARD_REASONS.format);
  }
  if (entered.startsWith('0')) return fail(ID_CARD_REASONS.region);

  const upgraded = entered.length === 15;
  const idNumber = upgraded ? (upgradeIdCard15(entered) ?? '') : entered;

  const year = Number(idNumber.slice(6, 10));
  const month = Number(idNumber.slice(10, 12));
  const day = Number(idNumber.slice(12, 14));
  if (year < MIN_BIRTH_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return fail(ID_CARD_REASONS.date);
  }
  const today = startOfDay(options.today);
  const todayKey = today.year() * 10000 + (today.month() + 1) * 100 + today.date();
  if (year * 10000 + month * 100 + day > todayKey) return fail(ID_CARD_REASONS.future);

  // A 15-digit card has no check character; its upgraded form is correct by construction.
  if (!upgraded && idCardCheckChar(idNumber.slice(0, 17)) !== idNumber[17]) return fail(ID_CARD_REASONS.checksum);

  const sexDigit = Number(idNumber[16]);
  return pass({
    idNumber,
    entered,
    upgraded,
    regionCode: idNumber.slice(0, 6),
    birthDate: `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`,
    age: ageOn({ year, month, day }, today),
    sex: sexDigit % 2 === 1 ? '1' : '2',
  });
}

export function isIdCard(input: unknown, options: { today?: DayInput } = {}): boolean {
  return validateIdCard(input, options).ok;
}

/** Sex code from an ID number (17th digit of 18, 15th of 15), or null when the number is invalid. */
export function sexOfIdCard(input: unknown, options: { today?: DayInput } = {}): IdCardInfo['sex'] | null {
  const result = validateIdCard(input, options);
  return result.ok ? result.value.sex : null;
}

/** Age from an ID number on the injected today, or null when the number is invalid. */
export function ageOfIdCard(input: unknown, options: { today?: DayInput } = {}): number | null {
  const result = validateIdCard(input, options);
  return result.ok ? result.value.age : null;
}
