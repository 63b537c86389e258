// Direct-administered municipalities and separately-listed cities (spec 001 §9). Their
// organisations sit at province level although the code is a city code.

export const DIRECT_ADMINISTERED_CITY = {
  '110000': '北京市',
  '120000': '天津市',
  '210200': '大连市',
  '310000': '上海市',
  '330200': '宁波市',
  '350200': '厦门市',
  '370200': '青岛市',
  '440300': '深圳市',
  '500000': '重庆市',
} as const;
export type DirectAdministeredCityCode = keyof typeof DIRECT_ADMINISTERED_CITY;

/** The codes alone, in ascending order. */
export const DIRECT_ADMINISTERED_CITY_CODES = Object.keys(DIRECT_ADMINISTERED_CITY) as DirectAdministeredCityCode[];

/** True for a direct-administered municipality or a separately-listed city code. */
export function isDirectAdministeredCity(code: string | number | null | undefined): code is DirectAdministeredCityCode {
  if (code === null || code === undefined) return false;
  return Object.prototype.hasOwnProperty.call(DIRECT_ADMINISTERED_CITY, String(code).trim());
}
