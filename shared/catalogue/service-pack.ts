import { Type } from 'typebox';
import { GRANT_STATUS, PACK_STATUS, PACK_TYPE, PLAN_STATUS, SERVICE_ITEM_CATEGORY } from '../domain/service-codes';
import { Nullable } from './customers';
import { EX } from './examples';
import { codesDoc, Fields, ListOf, Obj, OptStr, Page, Paging, Str, StrNum } from './schemas';
import { own } from './caller';
import type { CatalogueEntryInput } from './types';

// Service packs, customer grouping codes, value-added allocation (plans, sales force, batches),
// value-added services given to customers, gifts and points (issue 21). Spec 000 §1 names these
// jobs and §3 the shared state (service pack / value-added organisation code), but spec 001 names
// no call for them: every path here is the BFF's proposal to the upstream team (`ourChoice`),
// under /wecom/api/servicePack/ and /wecom/api/valueAdded/, newer envelope, like the neighbours.
//
// Who may touch what is decided by the session (caller rules): the organisation (comCode) is
// always the caller's own, so a staff member sees and changes only their organisation's packs,
// grouping codes and plans; the staff member giving a service, gift or points is always the
// caller (userCode own), and the upstream checks that the customer is one they serve.

const PACK_TYPE_DOC = codesDoc('客户类型 PACK_TYPE', PACK_TYPE);
const PACK_STATUS_DOC = codesDoc('状态 PACK_STATUS', PACK_STATUS);
const PLAN_STATUS_DOC = codesDoc('方案状态 PLAN_STATUS', PLAN_STATUS);
const GRANT_STATUS_DOC = codesDoc('权益状态 GRANT_STATUS', GRANT_STATUS);
const CATEGORY_DOC = codesDoc('服务类别 SERVICE_ITEM_CATEGORY', SERVICE_ITEM_CATEGORY);
const Num = (description: string) => Type.Number({ description });
const Org = { comCode: Type.Optional(Fields.comCode) };
const Me = { userCode: Type.Optional(Fields.userCode) };

// Stable demo values (demo/handlers/service-pack.ts seeds them for organisation 44010000).
const PACK = 'SP4401000001';
const GROUP = 'GC4401000001';
const PLAN = 'VP4401000001';
const BATCH = 'VB4401000001';
const GRANT = 'VG4401000001';

export const ServiceItemSchema = Obj({
  itemCode: Str('服务项目代码'),
  itemName: Str('服务项目名称'),
  category: Str(CATEGORY_DOC),
  packType: Str(PACK_TYPE_DOC),
  unit: Str('单位：次、张、项'),
  unitPrice: Num('单价（元），用于估算服务包价值'),
  description: Str('服务内容'),
});

const PackItemSchema = Obj({
  itemCode: Str(),
  itemName: Str(),
  unit: Str(),
  unitPrice: Num('单价（元）'),
  times: Num('包内次数'),
});

export const ServicePackSchema = Obj({
  packCode: Str('服务包代码'),
  packName: Str('服务包名称'),
  packType: Str(PACK_TYPE_DOC),
  comCode: Str('所属机构（服务包机构代码）'),
  validMonths: Num('领取后有效月数'),
  status: Str(PACK_STATUS_DOC),
  itemCount: Num('服务项目数'),
  totalValue: Num('服务包价值（元）：单价 × 次数之和'),
  remark: Str('说明'),
  creatorCode: Str('创建人员工代码'),
  creatorName: Str('创建人'),
  createTime: Str(),
  items: ListOf(PackItemSchema, '服务项目与次数'),
});

export const VehicleModelSchema = Obj({
  modelCode: Str('车型代码'),
  brandName: Str('品牌'),
  modelName: Str('车型'),
  vehicleType: Str('车辆种类'),
  seats: Num('座位数'),
  price: Num('新车购置价（元）'),
  newEnergy: Type.Boolean({ description: '新能源' }),
});

const GroupRulesSchema = Obj(
  {
    modelCodes: Type.Optional(ListOf(Str(), '车型代码（车险客户；空 = 不限）')),
    priceMin: Type.Optional(Nullable(Num('新车购置价下限（元）'))),
    priceMax: Type.Optional(Nullable(Num('新车购置价上限（元）'))),
    newEnergyOnly: Type.Optional(Type.Boolean({ description: '仅新能源车' })),
    riskCodes: Type.Optional(ListOf(Str(), '险种代码（非车客户；空 = 不限）')),
    premiumMin: Type.Optional(Nullable(Num('年保费下限（元）'))),
  },
  '分组规则：满足全部条件的客户属于该分组',
);

export const GroupingCodeSchema = Obj({
  groupCode: Str('客户分组码'),
  groupName: Str('分组名称'),
  packType: Str(PACK_TYPE_DOC),
  comCode: Str(),
  packCode: Str('分组客户获得的服务包'),
  packName: Str(),
  status: Str(PACK_STATUS_DOC),
  rules: GroupRulesSchema,
  ruleText: Str('规则的文字说明'),
  models: ListOf(VehicleModelSchema, '规则中的车型'),
  customerCount: Num('当前符合规则的客户数'),
  creatorName: Str(),
  createTime: Str(),
});

export const PlanSchema = Obj({
  planId: Str('方案 ID'),
  planName: Str('方案名称'),
  comCode: Str('所属机构（增值服务机构代码）'),
  packCode: Str(),
  packName: Str(),
  packType: Str(PACK_TYPE_DOC),
  totalCount: Num('方案总份数'),
  allocatedCount: Num('已分配给销售人员的份数'),
  grantedCount: Num('销售人员已赠送给客户的份数'),
  startDate: Str('开始日期 YYYY-MM-DD'),
  endDate: Str('结束日期 YYYY-MM-DD'),
  status: Str(PLAN_STATUS_DOC),
  remark: Str(),
  creatorName: Str(),
  createTime: Str(),
  batchCount: Num('批次数'),
});

const AllocationSchema = Obj({
  salesCode: Str('销售人员员工代码'),
  salesName: Str('销售人员姓名'),
  count: Num('分配份数'),
  granted: Num('已赠送份数'),
});

export const BatchSchema = Obj({
  batchNo: Str('批次号'),
  batchName: Str('批次名称'),
  planId: Str(),
  planName: Str(),
  count: Num('本批次分配份数'),
  granted: Num('本批次已赠送份数'),
  salesCount: Num('分配到的销售人员数'),
  creatorName: Str(),
  createTime: Str(),
  allocations: ListOf(AllocationSchema, '逐人分配与赠送进度'),
});

const SalesSchema = Obj({
  salesCode: Str('员工代码'),
  salesName: Str('姓名'),
  title: Str('岗位'),
  allocated: Num('已分配份数（所选方案，或全部进行中的方案）'),
  granted: Num('已赠送份数'),
  remaining: Num('剩余可赠送份数'),
});

const GrantItemSchema = Obj({ itemCode: Str(), itemName: Str(), unit: Str(), total: Num('总次数'), used: Num('已使用次数') });

export const GrantSchema = Obj({
  grantId: Str('权益 ID'),
  custId: Fields.custId,
  custName: Str(),
  planId: Str(),
  planName: Str(),
  packCode: Str(),
  packName: Str(),
  status: Str(GRANT_STATUS_DOC),
  grantTime: Str('赠送时间'),
  expireDate: Str('到期日 YYYY-MM-DD'),
  granterCode: Str('赠送人员工代码'),
  granterName: Str('赠送人'),
  items: ListOf(GrantItemSchema),
  resetReason: Nullable(Str('重置原因')),
  resetTime: Nullable(Str()),
  careMsgId: Nullable(Str('对应的增值服务关怀消息（CARE_MSG_TYPE 5）')),
});

const QuotaSchema = Obj({ quota: Num('额度'), used: Num('已用'), remaining: Num('剩余') });

export const GiftSchema = Obj({
  giftCode: Str('礼品代码'),
  giftName: Str('礼品名称'),
  value: Num('价值（元）'),
  stock: Num('机构库存'),
  description: Str(),
});

export const RewardRecordSchema = Obj({
  recordId: Str(),
  kind: Str('gift 礼品 / points 积分'),
  custId: Fields.custId,
  custName: Str(),
  giftCode: Nullable(Str()),
  giftName: Nullable(Str()),
  count: Num('礼品份数或积分数'),
  reason: Str('原因'),
  userCode: Str('赠送人'),
  createTime: Str(),
});

const PackItemsRequest = ListOf(Obj({ itemCode: Str('服务项目代码'), times: StrNum('次数 1–99') }), '服务项目与次数（至少一项）');

export const entries = [
  // ── Service packs ─────────────────────────────────────────────────────────
  {
    path: '/wecom/api/servicePack/queryPrpDictList.do',
    section: 'ours',
    ourChoice: true,
    summary: '服务项目字典（按客户类型、类别、名称）',
    methods: ['GET'],
    request: Obj({ packType: OptStr(PACK_TYPE_DOC), category: OptStr(CATEGORY_DOC), keyword: OptStr('名称（模糊）') }),
    response: Obj({ list: ListOf(ServiceItemSchema) }),
    example: { packType: '1' },
  },
  {
    path: '/wecom/api/servicePack/queryServicePackList.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本机构的服务包列表（按客户类型、名称）',
    methods: ['GET'],
    request: Obj({ ...Org, packType: OptStr(PACK_TYPE_DOC), keyword: OptStr('名称（模糊）'), ...Paging }),
    response: Page(ServicePackSchema),
    example: { packType: '1', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/servicePack/queryServicePackDetail.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '服务包详情（本机构）',
    methods: ['GET'],
    request: Obj({ ...Org, packCode: Str('服务包代码') }),
    response: ServicePackSchema,
    example: { packCode: PACK },
  },
  {
    path: '/wecom/api/servicePack/saveServicePack.do',
    caller: { comCode: own('comCode'), userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '新增服务包：从服务项目字典选择项目与次数',
    methods: ['POST'],
    request: Obj({
      ...Org,
      ...Me,
      packType: Str(PACK_TYPE_DOC),
      packName: Str('名称（2–30 字，本机构内不重名）'),
      validMonths: StrNum('有效月数 1–36'),
      remark: OptStr('说明（200 字以内）'),
      items: PackItemsRequest,
    }),
    response: ServicePackSchema,
    example: { packType: '1', packName: '示例车主服务包', validMonths: 12, items: [{ itemCode: 'SI1001', times: 2 }] },
  },
  {
    path: '/wecom/api/servicePack/queryVehicleModel.do',
    section: 'ours',
    ourChoice: true,
    summary: '车型查询（品牌或车型名称，车型代码）',
    methods: ['GET'],
    request: Obj({ keyword: OptStr('品牌、车型名称或车型代码'), modelCodes: OptStr('车型代码，逗号分隔'), ...Paging }),
    response: Page(VehicleModelSchema),
    example: { keyword: '比亚迪' },
  },
  // ── Customer grouping codes ───────────────────────────────────────────────
  {
    path: '/wecom/api/servicePack/queryGroupingCodeList.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本机构的客户分组码列表（按客户类型）',
    methods: ['GET'],
    request: Obj({ ...Org, packType: OptStr(PACK_TYPE_DOC), ...Paging }),
    response: Page(GroupingCodeSchema),
    example: { packType: '1', pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/servicePack/queryGroupingCodeDetail.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '客户分组码详情（规则、服务包、符合的客户数）',
    methods: ['GET'],
    request: Obj({ ...Org, groupCode: Str('客户分组码') }),
    response: GroupingCodeSchema,
    example: { groupCode: GROUP },
  },
  {
    path: '/wecom/api/servicePack/saveGroupingCode.do',
    caller: { comCode: own('comCode'), userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '新增客户分组码：规则决定哪些客户获得哪个服务包',
    methods: ['POST'],
    request: Obj({
      ...Org,
      ...Me,
      packType: Str(PACK_TYPE_DOC),
      groupName: Str('分组名称（2–30 字）'),
      packCode: Str('本机构同类型的服务包'),
      rules: GroupRulesSchema,
    }),
    response: GroupingCodeSchema,
    example: { packType: '1', groupName: '示例新能源车主', packCode: PACK, rules: { newEnergyOnly: true } },
  },
  // ── Value-added allocation: plans, sales force, batches ───────────────────
  {
    path: '/wecom/api/valueAdded/queryPlanList.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本机构的增值服务分配方案（按状态）',
    methods: ['GET'],
    request: Obj({ ...Org, status: OptStr(PLAN_STATUS_DOC), ...Paging }),
    response: Page(PlanSchema),
    example: { pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/valueAdded/queryPlanDetail.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '增值服务方案详情',
    methods: ['GET'],
    request: Obj({ ...Org, planId: Str('方案 ID') }),
    response: PlanSchema,
    example: { planId: PLAN },
  },
  {
    path: '/wecom/api/valueAdded/savePlan.do',
    caller: { comCode: own('comCode'), userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '新增增值服务方案（服务包、总份数、起止日期）',
    methods: ['POST'],
    request: Obj({
      ...Org,
      ...Me,
      planName: Str('方案名称（2–30 字）'),
      packCode: Str('本机构的生效服务包'),
      totalCount: StrNum('总份数 1–100000'),
      startDate: Str('开始日期 YYYY-MM-DD'),
      endDate: Str('结束日期 YYYY-MM-DD，不早于开始日期与今天'),
      remark: OptStr('说明（200 字以内）'),
    }),
    response: PlanSchema,
    example: { planName: '示例方案', packCode: PACK, totalCount: 50, startDate: '2026-11-01', endDate: '2027-12-31' },
  },
  {
    path: '/wecom/api/valueAdded/querySalesForce.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本机构的销售人员及其增值服务额度（按方案）',
    methods: ['GET'],
    request: Obj({ ...Org, planId: OptStr('方案 ID；不传则合计进行中的方案'), keyword: OptStr('姓名或员工代码') }),
    response: Obj({ list: ListOf(SalesSchema) }),
    example: { planId: PLAN },
  },
  {
    path: '/wecom/api/valueAdded/queryBatchList.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '增值服务分配批次（按方案）及进度',
    methods: ['GET'],
    request: Obj({ ...Org, planId: OptStr('方案 ID'), ...Paging }),
    response: Page(BatchSchema),
    example: { planId: PLAN, pageNo: 1, pageSize: 10 },
  },
  {
    path: '/wecom/api/valueAdded/queryBatchDetail.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '批次详情：逐人分配与赠送进度',
    methods: ['GET'],
    request: Obj({ ...Org, batchNo: Str('批次号') }),
    response: BatchSchema,
    example: { batchNo: BATCH },
  },
  {
    path: '/wecom/api/valueAdded/saveBatch.do',
    caller: { comCode: own('comCode'), userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '新增分配批次：把方案的份数分配给本机构的销售人员（不超过方案剩余份数）',
    methods: ['POST'],
    request: Obj({
      ...Org,
      ...Me,
      planId: Str('方案 ID'),
      batchName: OptStr('批次名称；不传则按序号命名'),
      allocations: ListOf(Obj({ salesCode: Str('本机构销售人员的员工代码'), count: StrNum('份数 1–10000') }), '逐人分配（至少一人）'),
    }),
    response: BatchSchema,
    example: { planId: PLAN, allocations: [{ salesCode: '44010002', count: 2 }] },
  },
  // ── Value-added services given to customers ───────────────────────────────
  {
    path: '/wecom/api/valueAdded/queryMyQuota.do',
    caller: { userCode: own('userCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本人的额度：各方案的增值服务剩余份数、礼品与积分额度',
    methods: ['GET'],
    request: Obj({ ...Me }),
    response: Obj({
      plans: ListOf(
        Obj({
          planId: Str(),
          planName: Str(),
          packCode: Str(),
          packName: Str(),
          packType: Str(PACK_TYPE_DOC),
          endDate: Str(),
          status: Str(PLAN_STATUS_DOC),
          ...QuotaSchema.properties,
        }),
        '分配给本人的方案（进行中的在前）',
      ),
      gift: QuotaSchema,
      points: QuotaSchema,
    }),
    example: {},
  },
  {
    path: '/wecom/api/valueAdded/queryServiceGrantList.do',
    caller: { userCode: own('userCode') },
    section: 'ours',
    ourChoice: true,
    summary: '增值服务权益：某客户拥有的（custId，须为本人服务的客户），或本人赠送的',
    methods: ['GET'],
    request: Obj({ ...Me, custId: Type.Optional(Fields.custId), status: OptStr(GRANT_STATUS_DOC), ...Paging }),
    response: Page(GrantSchema),
    example: { custId: EX.custId },
  },
  {
    path: '/wecom/api/valueAdded/grantCustService.do',
    caller: { userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '赠送增值服务：从本人的方案额度赠送给本人服务的客户，生成增值服务关怀消息（类型 5）',
    methods: ['POST'],
    request: Obj({ ...Me, custId: Fields.custId, planId: Str('本人有剩余额度的进行中方案') }),
    response: GrantSchema,
    example: { custId: EX.custIdBound2, planId: PLAN },
  },
  {
    path: '/wecom/api/valueAdded/resetCustService.do',
    caller: { userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '重置增值服务：收回本人赠送且尚未使用的权益，份数退回本人额度',
    methods: ['POST'],
    request: Obj({ ...Me, grantId: Str('权益 ID'), reason: Str('重置原因（2–100 字）') }),
    response: GrantSchema,
    example: { grantId: GRANT, reason: '赠送错了客户，收回重新赠送' },
  },
  // ── Gifts and points ──────────────────────────────────────────────────────
  {
    path: '/wecom/api/valueAdded/queryGiftList.do',
    caller: { comCode: own('comCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本机构可赠送的礼品及库存',
    methods: ['GET'],
    request: Obj({ ...Org }),
    response: Obj({ list: ListOf(GiftSchema) }),
    example: {},
  },
  {
    path: '/wecom/api/valueAdded/sendGift.do',
    caller: { userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '赠送礼品给本人服务的客户（占用本人礼品额度与机构库存）',
    methods: ['POST'],
    request: Obj({ ...Me, custId: Fields.custId, giftCode: Str('礼品代码'), count: StrNum('份数 1–10'), reason: Str('赠送原因（2–100 字）') }),
    response: RewardRecordSchema,
    example: { custId: EX.custId, giftCode: 'GF001', count: 1, reason: '续保成功答谢' },
  },
  {
    path: '/wecom/api/valueAdded/allocatePoints.do',
    caller: { userCode: own('userCode') },
    mutates: true,
    section: 'ours',
    ourChoice: true,
    summary: '给本人服务的客户分配积分（不超过本人积分额度）',
    methods: ['POST'],
    request: Obj({ ...Me, custId: Fields.custId, points: StrNum('积分 1–10000 的整数'), reason: Str('原因（2–100 字）') }),
    response: RewardRecordSchema,
    example: { custId: EX.custId, points: 100, reason: '推荐新客户奖励' },
  },
  {
    path: '/wecom/api/valueAdded/queryRewardRecordList.do',
    caller: { userCode: own('userCode') },
    section: 'ours',
    ourChoice: true,
    summary: '本人赠送礼品与分配积分的记录',
    methods: ['GET'],
    request: Obj({ ...Me, kind: OptStr('gift 礼品 / points 积分'), custId: Type.Optional(Fields.custId), ...Paging }),
    response: Page(RewardRecordSchema),
    example: { kind: 'points', pageNo: 1, pageSize: 10 },
  },
] as const satisfies readonly CatalogueEntryInput[];

export const SERVICE_PACK_EXAMPLE_IDS = { PACK, GROUP, PLAN, BATCH, GRANT } as const;
