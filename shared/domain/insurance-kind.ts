// Insurance-kind link codes by group and the non-vehicle page each group jumps to (spec 000 §2,
// spec 001 §9). The spec names the older targets only as "/prpall/.../prepareQuery.do"; the
// middle segment here repeats the newer page name, which is an assumption to confirm upstream.

export const INSURANCE_KIND_GROUP = {
  '0': {
    label: '家财险',
    codes: ['JAH', 'JEB', 'JTN', 'JTC', 'JDM'],
    path: '/nonvehicle/homeProIns',
    legacyPath: '/prpall/homeProIns/prepareQuery.do',
  },
  '1': {
    label: '货运险',
    codes: ['YEJ', 'YXL'],
    path: '/nonvehicle/goodsinsurance',
    legacyPath: '/prpall/goodsinsurance/prepareQuery.do',
  },
  '2': {
    label: '责任险',
    codes: ['ZDB', 'ZFO', 'ZFG', 'ZID'],
    path: '/nonvehicle/liability',
    legacyPath: '/prpall/liability/prepareQuery.do',
  },
  '3': {
    label: '意外健康险',
    codes: ['EAU', 'EDD', 'WDF', 'ECD', 'WB2'],
    path: '/nonvehicle/accidentIns',
    legacyPath: '/prpall/accidentIns/prepareQuery.do',
  },
  '4': {
    label: '组合险',
    codes: ['LAI', 'LDO'],
    path: '/nonvehicle/portfolio',
    legacyPath: '/prpall/portfolio/prepareQuery.do',
  },
} as const;
export type InsuranceKindGroup = keyof typeof INSURANCE_KIND_GROUP;
export type InsuranceKindCode = (typeof INSURANCE_KIND_GROUP)[InsuranceKindGroup]['codes'][number];

/** Every newer non-vehicle jump target. */
export const NON_VEHICLE_PATHS = Object.values(INSURANCE_KIND_GROUP).map((g) => g.path);

/** The group an insurance-kind code belongs to (case-insensitive), or null. */
export function insuranceKindGroupOf(code: string | null | undefined): InsuranceKindGroup | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  for (const [group, def] of Object.entries(INSURANCE_KIND_GROUP)) {
    if ((def.codes as readonly string[]).includes(upper)) return group as InsuranceKindGroup;
  }
  return null;
}

/** The non-vehicle page for an insurance-kind code (the older prepareQuery.do form when legacy), or null. */
export function nonVehicleTargetOf(code: string | null | undefined, options: { legacy?: boolean } = {}): string | null {
  const group = insuranceKindGroupOf(code);
  if (group === null) return null;
  const def = INSURANCE_KIND_GROUP[group];
  return options.legacy ? def.legacyPath : def.path;
}

/** The newer page for an older /prpall/.../prepareQuery.do path (so old links keep working), or null. */
export function modernNonVehiclePath(legacyPath: string | null | undefined): string | null {
  if (typeof legacyPath !== 'string') return null;
  const bare = legacyPath.split(/[?#]/)[0] ?? '';
  for (const def of Object.values(INSURANCE_KIND_GROUP)) {
    if (bare === def.legacyPath) return def.path;
  }
  return null;
}
