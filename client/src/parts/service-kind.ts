
// The vehicle and non-vehicle routes of this area share their screens: the route says which
// kind of customer a pack or a grouping code is for, and where its neighbours are.

/** A pack's kind: '1' vehicle, '2' non-vehicle. */
export type PackType = '1' | '2';

export interface Kind {
  packType: PackType;
  /** 车险 / 非车 */
  word: string;
  newPack: string;
  viewPack: string;
  newGroup: string;
  viewGroup: string;
}

const BASE = '/service-pack-application';

export const KINDS: Readonly<Record<PackType, Kind>> = {
  '1': {
    packType: '1',
    word: '车险',
    newPack: `${BASE}/newly-added-service-pack`,
    viewPack: `${BASE}/view-added-service-pack`,
    newGroup: `${BASE}/customer-grouping-code`,
    viewGroup: `${BASE}/view-grouping-code`,
  },
  '2': {
    packType: '2',
    word: '非车',
    newPack: `${BASE}/non-vehicle-newly-added-service-pack`,
    viewPack: `${BASE}/view-non-vehicle-added-service-pack`,
    newGroup: `${BASE}/non-vehicle-customer-grouping-code`,
    viewGroup: `${BASE}/view-non-vehicle-grouping-code`,
  },
};

/** The kind a route of this area serves: the non-vehicle routes say so in their path. */
export const kindOfPath = (path: string): Kind => KINDS[path.includes('non-vehicle') ? '2' : '1'];

export const packHref = (p: { packCode: string; packType: string }) => `${KINDS[p.packType === '2' ? '2' : '1'].viewPack}?packCode=${encodeURIComponent(p.packCode)}`;
export const groupHref = (g: { groupCode: string; packType: string }) => `${KINDS[g.packType === '2' ? '2' : '1'].viewGroup}?groupCode=${encodeURIComponent(g.groupCode)}`;
