// Code tables of the service-pack and value-added area (issue 21). Spec 000 names the jobs
// (service packs, value-added services, gifts, points) but no call or code for them: these codes
// are the BFF's proposal to the upstream team, like the calls in shared/catalogue/service-pack.ts.

/** Which customers a service pack or a grouping code is for. */
export const PACK_TYPE = { '1': '车险客户', '2': '非车客户' } as const;
export type PackType = keyof typeof PACK_TYPE;

/** A service pack's or grouping code's state. */
export const PACK_STATUS = { '1': '生效', '0': '停用' } as const;
export type PackStatus = keyof typeof PACK_STATUS;

/** Categories of the service-item dictionary (prpdict). */
export const SERVICE_ITEM_CATEGORY = {
  rescue: '道路救援',
  care: '车辆养护',
  inspect: '代办年检',
  drive: '代驾',
  health: '健康服务',
  home: '居家服务',
} as const;
export type ServiceItemCategory = keyof typeof SERVICE_ITEM_CATEGORY;

/** A value-added allocation plan's state, from its dates. */
export const PLAN_STATUS = { '0': '未开始', '1': '进行中', '2': '已结束' } as const;
export type PlanStatus = keyof typeof PLAN_STATUS;

/** A value-added service given to a customer. */
export const GRANT_STATUS = { '1': '待使用', '2': '使用中', '3': '已用完', '4': '已重置' } as const;
export type GrantStatus = keyof typeof GRANT_STATUS;

/** Longest reason a staff member types when resetting a service or giving points. */
export const SERVICE_REASON_MAX = 100;
