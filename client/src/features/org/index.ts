import { lazyScreen, type Screens } from '../../lib/screen';
import './org.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const notice = lazyScreen(() => import('./screens/Notice'));
const labels = lazyScreen(() => import('./screens/Labels'));
const codes = lazyScreen(() => import('./screens/OrgCodes'));

export const screens: Screens = {
  AccountInfo: lazyScreen(() => import('./screens/AccountInfo')),
  ConfigurationManagement: lazyScreen(() => import('./screens/ConfigurationManagement')),
  SalesmanList: lazyScreen(() => import('./screens/SalesmanList')),
  RiskEngageList: lazyScreen(() => import('./screens/RiskEngageList')),
  CheShangTong: lazyScreen(() => import('./screens/CheShangTong')),
  AllLables: labels,
  WechatLables: labels,
  AllElesaleLables: labels,
  HealthNotice: notice,
  CustInfoAuthorization: notice,
  ListMechanism: codes,
  EnterpriseConfig: codes,
  EnterpriseRepair: codes,
  EnterpriseCreat: lazyScreen(() => import('./screens/EnterpriseCreate')),
  MarketingBinding: lazyScreen(() => import('./screens/MarketingBinding')),
  ScanCodeBinding: lazyScreen(() => import('./screens/ScanCodeBinding')),
  MarketingAccountInfo: lazyScreen(() => import('./screens/MarketingAccountInfo')),
  OfficialAccountBinding: lazyScreen(() => import('./screens/OfficialAccountBinding')),
};
