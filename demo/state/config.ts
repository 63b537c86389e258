// The configuration section's state (handlers/config.ts, white/querySwitchConfig): values set over
// the seeded system config items and function switches (tests flip them).

export interface ConfigTables {
  /** System config overrides by configCode (e.g. smart_business_card → '1'). */
  systemConfig: Map<string, string>;
  /** Function switches by type (e.g. wx_temporarily_do → '1'); unset: the default. */
  switches: Map<string, string>;
}

export const seed = (): ConfigTables => ({ systemConfig: new Map(), switches: new Map() });
