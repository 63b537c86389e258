// The organisation section's state (handlers/org.ts): notice acceptances, customer labels, home
// tiles, read event pushes and the enterprise / repair-shop codes created over the seeded ones.

export type OrgCodeType = 'mechanism' | 'enterprise' | 'repair';
export interface OrgCode {
  codeId: string;
  codeType: OrgCodeType;
  name: string;
  code: string;
  comCode: string;
  comName: string;
  address?: string;
  contactName?: string;
  contactPhone?: string;
  qrContent: string;
  createdAt: string;
  createdBy?: string;
}
export interface HomeConfig {
  tiles: string[];
  updatedAt: string | null;
}

export interface OrgTables {
  /** The last acceptance by `${userCode}:${noticeCode}`. */
  notices: Map<string, { version: string; agreedAt: string }>;
  /** Label ids of type 2 (WeCom) or 3 (telesales) set on a customer, by `${type}:${custId}` (until set, seeded from the id). */
  labels: Map<string, string[]>;
  /** Home tiles in order by userCode (absent or empty: the default). */
  homeConfigs: Map<string, HomeConfig>;
  /** Event push ids read, by userCode. */
  eventsRead: Map<string, Set<string>>;
  /** Codes created or changed (saveOrgCode), by comId. */
  orgCodes: Map<string, OrgCode[]>;
}

export const seed = (): OrgTables => ({ notices: new Map(), labels: new Map(), homeConfigs: new Map(), eventsRead: new Map(), orgCodes: new Map() });
