// The demo's staff and group-chat users. Provinces: 44000000 (Guangdong), 11000000 (Beijing) and
// 51000000 (Sichuan, which uses the ForCS customer endpoints).

export interface DemoUser {
  userId: string; // WeCom userId
  userCode: string; // employee code in the marketing system
  name: string;
  comId: string; // province organisation
  comCode: string; // branch
  mobile: string; // mobile in WeCom
  marketingMobile: string; // mobile in the marketing system (the same-mobile check compares them)
  mobileChangedAt?: string; // China time (YYYY-MM-DD HH:mm:ss) of the last mobile change in the marketing system
  systemRole: 'qyUser' | 'externalUser';
  avatar: string;
  /** Manager or claims-advisor record (the smart business card check); null = not registered. */
  manager: { managerName: string; managerType: 'manager' | 'claimsAdvisor'; mobile: string; title: string } | null;
  externalUserId?: string;
  /** A WeCom member whose WeCom account is not yet bound to their marketing-system account: signs in with no userCode until bound. */
  qwUnbound?: true;
  /**
   * Whose data the upstream lets them see beyond their own customers (demo/permission.ts): a branch
   * manager their branch's, a provincial administrator their province's. Absent: an ordinary staff member.
   */
  dataScope?: 'branch' | 'province';
}

const avatar = (seed: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1a73e8"/><text x="32" y="40" font-size="24" text-anchor="middle" fill="#fff">${seed}</text></svg>`)}`;

export const DEMO_USERS: readonly DemoUser[] = [
  { userId: 'zhangwei', userCode: '44010001', name: '张伟', comId: '44000000', comCode: '44010000', mobile: '13800138001', marketingMobile: '13800138001', systemRole: 'qyUser', avatar: avatar('张'), manager: { managerName: '张伟', managerType: 'manager', mobile: '13800138001', title: '客户经理' } },
  { userId: 'lina', userCode: '44010002', name: '李娜', comId: '44000000', comCode: '44010000', mobile: '13800138002', marketingMobile: '13900139002', systemRole: 'qyUser', avatar: avatar('李'), manager: { managerName: '李娜', managerType: 'claimsAdvisor', mobile: '13900139002', title: '理赔顾问' } },
  { userId: 'wangfang', userCode: '11010003', name: '王芳', comId: '11000000', comCode: '11010000', mobile: '13800138003', marketingMobile: '13800138003', systemRole: 'qyUser', avatar: avatar('王'), manager: null },
  { userId: 'liuyang', userCode: '51010004', name: '刘洋', comId: '51000000', comCode: '51010000', mobile: '13800138004', marketingMobile: '13800138004', systemRole: 'qyUser', avatar: avatar('刘'), manager: { managerName: '刘洋', managerType: 'manager', mobile: '13800138004', title: '客户经理' } },
  { userId: 'zhaolei', userCode: '44010009', name: '赵磊', comId: '44000000', comCode: '44010000', mobile: '13800138006', marketingMobile: '13800138009', systemRole: 'qyUser', avatar: avatar('赵'), manager: null, qwUnbound: true },
  { userId: 'wm_ext_chen', userCode: 'EXT0001', name: '陈先生', comId: '44000000', comCode: '44010000', mobile: '13700137005', marketingMobile: '13700137005', systemRole: 'externalUser', avatar: avatar('陈'), manager: null, externalUserId: 'wm_ext_chen' },
  // Added for data permission (issue 29), after the others so that tests indexing DEMO_USERS keep their users:
  // a Shenzhen staff member (another branch of Guangdong), the Guangzhou branch manager and Guangdong's provincial administrator.
  { userId: 'sunyue', userCode: '44030005', name: '孙悦', comId: '44000000', comCode: '44030000', mobile: '13800138010', marketingMobile: '13800138010', systemRole: 'qyUser', avatar: avatar('孙'), manager: null },
  { userId: 'hejun', userCode: '44010007', name: '何军', comId: '44000000', comCode: '44010000', mobile: '13800138011', marketingMobile: '13800138011', systemRole: 'qyUser', avatar: avatar('何'), manager: null, dataScope: 'branch' },
  { userId: 'zhengyi', userCode: '44000008', name: '郑毅', comId: '44000000', comCode: '44000000', mobile: '13800138012', marketingMobile: '13800138012', systemRole: 'qyUser', avatar: avatar('郑'), manager: null, dataScope: 'province' },
];

export const userById = (userId: string) => DEMO_USERS.find((u) => u.userId === userId);
export const userByCode = (userCode: string) => DEMO_USERS.find((u) => u.userCode === userCode);
/** A staff member (a WeCom member of the marketing system) by user code. */
export const staffByCode = (userCode: string | undefined) => {
  const user = userCode ? userByCode(userCode) : undefined;
  return user?.systemRole === 'qyUser' ? user : undefined;
};

/** Each staff member's roles in the marketing system's user management (UM). */
export const UM_ROLES: Readonly<Record<string, ReadonlyArray<[string, string]>>> = {
  // An ordinary sales agent: no enterprise-config role (issue 29: it let him change other branches'
  // configuration). The provincial administrator holds it.
  '44010001': [['SALES_MANAGER', '客户经理']],
  '44010002': [['CLAIMS_ADVISOR', '理赔顾问']],
  '11010003': [['SALESMAN', '销售专员']],
  '51010004': [['SALES_MANAGER', '客户经理'], ['GROUP_REVIEWER', '建群审核人']],
  '44030005': [['SALESMAN', '销售专员']],
  '44010007': [['BRANCH_MANAGER', '支公司经理']],
  '44000008': [['PROVINCE_ADMIN', '省公司管理员'], ['ENTERPRISE_CONFIG', '企业配置管理员']],
};
