import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const notice = lazyScreen(() => import('./Notice'));
const labels = lazyScreen(() => import('./Labels'));
const codes = lazyScreen(() => import('./OrgCodes'));

export const screens: Record<string, Screen> = {
  AccountInfo: lazyScreen(() => import('./AccountInfo')),
  ConfigurationManagement: lazyScreen(() => import('./ConfigurationManagement')),
  SalesmanList: lazyScreen(() => import('./SalesmanList')),
  RiskEngageList: lazyScreen(() => import('./RiskEngageList')),
  CheShangTong: lazyScreen(() => import('./CheShangTong')),
  AllLables: labels,
  WechatLables: labels,
  AllElesaleLables: labels,
  HealthNotice: notice,
  CustInfoAuthorization: notice,
  ListMechanism: codes,
  EnterpriseConfig: codes,
  EnterpriseRepair: codes,
  EnterpriseCreat: lazyScreen(() => import('./EnterpriseCreat')),
  MarketingBinding: lazyScreen(() => import('./MarketingBinding')),
  ScanCodeBinding: lazyScreen(() => import('./ScanCodeBinding')),
  MarketingAccountInfo: lazyScreen(() => import('./MarketingAccountInfo')),
  OfficialAccountBinding: lazyScreen(() => import('./OfficialAccountBinding')),
};
