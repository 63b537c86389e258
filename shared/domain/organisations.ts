// The insurer's organisations as the app names them (a code table, like those of spec 000 §3):
// provincial branches (comId, e.g. 44000000) and their branches (comCode, e.g. 44010000). A
// screen shows an organisation by name, never by a bare code: the name an answer carries wins;
// this table names the codes that answers give alone (归属机构, the reviewer's organisations …).

export interface Organisation {
  code: string;
  name: string;
  /** The provincial branch it belongs to (its own code for a provincial branch). */
  province: string;
}

export const ORGANISATIONS: readonly Organisation[] = [
  { code: '11000000', name: '北京市分公司', province: '11000000' },
  { code: '11010000', name: '北京市东城支公司', province: '11000000' },
  { code: '11020000', name: '北京市西城支公司', province: '11000000' },
  { code: '31000000', name: '上海市分公司', province: '31000000' },
  { code: '32000000', name: '江苏省分公司', province: '32000000' },
  { code: '33000000', name: '浙江省分公司', province: '33000000' },
  { code: '44000000', name: '广东省分公司', province: '44000000' },
  { code: '44010000', name: '广州市分公司', province: '44000000' },
  { code: '44030000', name: '深圳市分公司', province: '44000000' },
  { code: '44060000', name: '佛山市分公司', province: '44000000' },
  { code: '51000000', name: '四川省分公司', province: '51000000' },
  { code: '51010000', name: '成都市分公司', province: '51000000' },
  { code: '51070000', name: '绵阳市分公司', province: '51000000' },
];

const BY_CODE = new Map(ORGANISATIONS.map((o) => [o.code, o]));

/** The organisation's name: the one the answer carried, else the table's, else the code itself (an organisation the table does not know). */
export function orgName(code: string | null | undefined, answered?: string | null): string {
  if (answered?.trim()) return answered.trim();
  if (!code) return '';
  return BY_CODE.get(code.trim())?.name ?? code;
}

/** The branches (not the provincial branch itself) of a province. */
export const branchesOf = (province: string): Organisation[] => ORGANISATIONS.filter((o) => o.province === province && o.code !== province);
