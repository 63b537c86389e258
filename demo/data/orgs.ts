import { ORGANISATIONS, orgName } from '../../shared/domain';

// Reference data of the insurer's organisations: provinces (with their WeCom corporation),
// branches and the partner repair shops.

export interface Province {
  comId: string;
  comCName: string;
  comEName: string;
  shortName: string;
  /** The WeCom corporation the province's staff use (Shenzhen shares Guangdong's). */
  wecomComId: string;
  corpName: string;
  agentId: number;
}

export const PROVINCES: readonly Province[] = [
  { comId: '11000000', comCName: '北京市分公司', comEName: 'beijing', shortName: '北京', wecomComId: '11000000', corpName: '演示财险北京分公司', agentId: 1000002 },
  { comId: '31000000', comCName: '上海市分公司', comEName: 'shanghai', shortName: '上海', wecomComId: '31000000', corpName: '演示财险上海分公司', agentId: 1000003 },
  { comId: '32000000', comCName: '江苏省分公司', comEName: 'jiangsu', shortName: '江苏', wecomComId: '32000000', corpName: '演示财险江苏分公司', agentId: 1000002 },
  { comId: '33000000', comCName: '浙江省分公司', comEName: 'zhejiang', shortName: '浙江', wecomComId: '33000000', corpName: '演示财险浙江分公司', agentId: 1000004 },
  { comId: '44000000', comCName: '广东省分公司', comEName: 'guangdong', shortName: '广东', wecomComId: '44000000', corpName: '演示财险广东分公司', agentId: 1000002 },
  { comId: '44030000', comCName: '深圳市分公司', comEName: 'shenzhen', shortName: '深圳', wecomComId: '44000000', corpName: '演示财险广东分公司', agentId: 1000005 },
  { comId: '51000000', comCName: '四川省分公司', comEName: 'sichuan', shortName: '四川', wecomComId: '51000000', corpName: '演示财险四川分公司', agentId: 1000008 },
];

export const provinceOf = (comId: string | undefined) => PROVINCES.find((p) => p.comId === comId);

/** Branches of the demo's provinces (demo/data/seed.ts), named by the shared code table. */
export const ORGS: ReadonlyArray<{ comId: string; comCode: string; comName: string }> = ORGANISATIONS.filter((o) => o.code !== o.province).map((o) => ({
  comId: o.province,
  comCode: o.code,
  comName: o.name,
}));
export const comNameOf = (comCode: string) => orgName(comCode);

export const REPAIR_SHOPS = [
  { repairShopCode: 'RS4401001', repairShopName: '广州骏达汽车维修服务有限公司', address: '广州市天河区黄埔大道西 668 号', phone: '020-38881234' },
  { repairShopCode: 'RS4401002', repairShopName: '广州粤安汽车服务中心', address: '广州市越秀区东风中路 318 号', phone: '020-83335678' },
  { repairShopCode: 'RS4403001', repairShopName: '深圳鹏程汽车钣喷中心', address: '深圳市福田区深南大道 7008 号', phone: '0755-82229876' },
];
