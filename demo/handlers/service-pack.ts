import { has, INSURANCE_KIND_GROUP, PACK_TYPE, SERVICE_ITEM_CATEGORY, type PackType } from '../../shared/domain';
import { fail, field, nowText, ok, paged, type DemoContext, type DemoHandlers, type DemoState } from '../types';
import { callerOf, DICT, dictItem, MODELS, nextId, ownPack, packView, salesName, storeOf, type Group, type GroupRules, type Pack } from '../state/service';

// Service packs, the service-item dictionary, the vehicle model inquiry and customer grouping
// codes (issue 21; calls of our choice, shared/catalogue/service-pack.ts). Everything is scoped
// to the caller's organisation (comCode from the token): another organisation's pack or grouping
// code answers "不存在", as the real upstream would not reveal it.

const NAME_RE = /^.{2,30}$/u;
const NON_VEHICLE_RISKS: ReadonlySet<string> = new Set(Object.values(INSURANCE_KIND_GROUP).flatMap((g) => g.codes));

const packTypeOf = (ctx: DemoContext): PackType | undefined => {
  const t = field(ctx, 'packType');
  return has(PACK_TYPE, t) ? t : undefined;
};

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

function rulesText(g: { packType: PackType; rules: GroupRules }): string {
  const r = g.rules;
  const parts: string[] = [];
  if (g.packType === '1') {
    if (r.modelCodes?.length) parts.push(`车型：${r.modelCodes.map((c) => MODELS.find((m) => m.modelCode === c)?.modelName ?? c).join('、')}`);
    if (r.newEnergyOnly) parts.push('仅新能源车');
    if (r.priceMin != null && r.priceMax != null) parts.push(`购置价 ${r.priceMin / 10_000}–${r.priceMax / 10_000} 万元`);
    else if (r.priceMin != null) parts.push(`购置价 ${r.priceMin / 10_000} 万元以上`);
    else if (r.priceMax != null) parts.push(`购置价 ${r.priceMax / 10_000} 万元以下`);
  } else {
    if (r.riskCodes?.length) parts.push(`险种：${r.riskCodes.join('、')}`);
    if (r.premiumMin != null) parts.push(`年保费 ${r.premiumMin} 元以上`);
  }
  return parts.length ? parts.join('；') : '本机构全部客户';
}

/** How many of the organisation's customers a grouping code's rules take in. */
function customersMatching(state: DemoState, g: Pick<Group, 'packType' | 'rules' | 'comCode'>): number {
  const { db } = state;
  const r = g.rules;
  const custs = db.customers.filter((c) => c.comCode === g.comCode);
  if (g.packType === '1') {
    const models = r.modelCodes?.length ? new Set(r.modelCodes.map((c) => MODELS.find((m) => m.modelCode === c)?.modelName)) : null;
    const ids = new Set(
      db.vehicles
        .filter((v) => (!models || models.has(v.modelName)) && (!r.newEnergyOnly || v.newEnergy) && (r.priceMin == null || v.purchasePrice >= r.priceMin) && (r.priceMax == null || v.purchasePrice <= r.priceMax))
        .map((v) => v.custId),
    );
    return custs.filter((c) => ids.has(c.custId)).length;
  }
  const ids = new Set(
    db.policies
      .filter((p) => p.kind === 'nonVehicle' && (!r.riskCodes?.length || r.riskCodes.includes(p.riskCode)) && (r.premiumMin == null || p.premium >= r.premiumMin))
      .map((p) => p.custId),
  );
  return custs.filter((c) => ids.has(c.custId)).length;
}

function groupView(state: DemoState, g: Group) {
  const pack = storeOf(state).packs.find((p) => p.packCode === g.packCode);
  return {
    ...g,
    packName: pack?.packName ?? g.packCode,
    creatorName: salesName(g.creatorCode),
    ruleText: rulesText(g),
    models: (g.rules.modelCodes ?? []).map((c) => MODELS.find((m) => m.modelCode === c)).filter((m) => m !== undefined),
    customerCount: customersMatching(state, g),
  };
}

/** The grouping rules as sent, checked; or the reason they cannot be used. */
function rulesOf(packType: PackType, raw: unknown): GroupRules | string {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) return '分组规则格式不正确';
  const r = (raw ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : []);
  const priceMin = num(r['priceMin']);
  const priceMax = num(r['priceMax']);
  const premiumMin = num(r['premiumMin']);
  for (const v of [priceMin, priceMax, premiumMin]) if (v !== null && (!Number.isFinite(v) || v < 0)) return '金额须为不小于 0 的数字';
  if (packType === '1') {
    const modelCodes = list(r['modelCodes']);
    if (modelCodes.some((c) => !MODELS.some((m) => m.modelCode === c))) return '车型代码不存在';
    if (priceMin !== null && priceMax !== null && priceMin > priceMax) return '购置价下限不能高于上限';
    return { modelCodes, priceMin, priceMax, newEnergyOnly: r['newEnergyOnly'] === true || r['newEnergyOnly'] === 'true' };
  }
  const riskCodes = list(r['riskCodes']);
  if (riskCodes.some((c) => !NON_VEHICLE_RISKS.has(c))) return '险种代码不是非车险险种';
  return { riskCodes, premiumMin };
}

export const handlers: DemoHandlers = {
  'servicePack/queryPrpDictList': (ctx) => {
    const packType = packTypeOf(ctx);
    const category = field(ctx, 'category');
    if (category && !has(SERVICE_ITEM_CATEGORY, category)) return fail('服务类别不存在');
    const keyword = field(ctx, 'keyword');
    return ok({ list: DICT.filter((d) => (!packType || d.packType === packType) && (!category || d.category === category) && (!keyword || d.itemName.includes(keyword))) });
  },
  'servicePack/queryServicePackList': (ctx) => {
    const { comCode } = callerOf(ctx);
    const packType = packTypeOf(ctx);
    const keyword = field(ctx, 'keyword');
    const list = storeOf(ctx.state)
      .packs.filter((p) => p.comCode === comCode && (!packType || p.packType === packType) && (!keyword || p.packName.includes(keyword)))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map(packView);
    return ok(paged(ctx, list));
  },
  'servicePack/queryServicePackDetail': (ctx) => {
    const pack = ownPack(ctx.state, callerOf(ctx).comCode, field(ctx, 'packCode'));
    return pack ? ok(packView(pack)) : fail('服务包不存在');
  },
  'servicePack/saveServicePack': (ctx) => {
    const { comCode, userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const packType = packTypeOf(ctx);
    if (!packType) return fail('请选择客户类型');
    const packName = field(ctx, 'packName') ?? '';
    if (!NAME_RE.test(packName)) return fail('服务包名称须为 2–30 个字');
    if (store.packs.some((p) => p.comCode === comCode && p.packName === packName)) return fail('本机构已有同名服务包');
    const validMonths = Number(field(ctx, 'validMonths'));
    if (!Number.isInteger(validMonths) || validMonths < 1 || validMonths > 36) return fail('有效月数须为 1–36 的整数');
    const remark = field(ctx, 'remark') ?? '';
    if (remark.length > 200) return fail('说明不能超过 200 字');
    const raw = Array.isArray(ctx.body['items']) ? (ctx.body['items'] as Record<string, unknown>[]) : [];
    if (raw.length === 0) return fail('请至少选择一个服务项目');
    const items: Pack['items'] = [];
    for (const r of raw) {
      const item = dictItem(String(r?.['itemCode'] ?? ''));
      if (!item || item.packType !== packType) return fail('服务项目不存在或不适用于该客户类型');
      const times = Number(r['times']);
      if (!Number.isInteger(times) || times < 1 || times > 99) return fail(`${item.itemName}的次数须为 1–99 的整数`);
      if (items.some((i) => i.itemCode === item.itemCode)) return fail(`${item.itemName}重复`);
      items.push({ itemCode: item.itemCode, times });
    }
    const pack: Pack = { packCode: nextId(store, 'SP', comCode), packName, packType, comCode, validMonths, status: '1', remark, creatorCode: userCode, createTime: nowText(ctx.state), items };
    store.packs.push(pack);
    return ok(packView(pack));
  },
  'servicePack/queryVehicleModel': (ctx) => {
    const keyword = field(ctx, 'keyword');
    const codes = field(ctx, 'modelCodes')?.split(',');
    const list = MODELS.filter(
      (m) => (!codes || codes.includes(m.modelCode)) && (!keyword || m.brandName.includes(keyword) || m.modelName.includes(keyword) || m.modelCode === keyword.toUpperCase()),
    );
    return ok(paged(ctx, list, 20));
  },
  'servicePack/queryGroupingCodeList': (ctx) => {
    const { comCode } = callerOf(ctx);
    const packType = packTypeOf(ctx);
    const list = storeOf(ctx.state)
      .groups.filter((g) => g.comCode === comCode && (!packType || g.packType === packType))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((g) => groupView(ctx.state, g));
    return ok(paged(ctx, list));
  },
  'servicePack/queryGroupingCodeDetail': (ctx) => {
    const { comCode } = callerOf(ctx);
    const g = storeOf(ctx.state).groups.find((x) => x.groupCode === field(ctx, 'groupCode') && x.comCode === comCode);
    return g ? ok(groupView(ctx.state, g)) : fail('客户分组码不存在');
  },
  'servicePack/saveGroupingCode': (ctx) => {
    const { comCode, userCode } = callerOf(ctx);
    const store = storeOf(ctx.state);
    const packType = packTypeOf(ctx);
    if (!packType) return fail('请选择客户类型');
    const groupName = field(ctx, 'groupName') ?? '';
    if (!NAME_RE.test(groupName)) return fail('分组名称须为 2–30 个字');
    if (store.groups.some((g) => g.comCode === comCode && g.groupName === groupName)) return fail('本机构已有同名分组');
    const pack = ownPack(ctx.state, comCode, field(ctx, 'packCode'));
    if (!pack || pack.status !== '1') return fail('请选择本机构生效的服务包');
    if (pack.packType !== packType) return fail('服务包的客户类型与分组不一致');
    const rules = rulesOf(packType, ctx.body['rules']);
    if (typeof rules === 'string') return fail(rules);
    const g: Group = { groupCode: nextId(store, 'GC', comCode), groupName, packType, comCode, packCode: pack.packCode, status: '1', rules, creatorCode: userCode, createTime: nowText(ctx.state) };
    store.groups.push(g);
    return ok(groupView(ctx.state, g));
  },
};
