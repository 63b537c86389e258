// The customers section's state (handlers/customers.ts): the repair shop a claim was steered to.

export interface CustomersTables {
  /** claimDrainage: the chosen repair shop code by registNo. */
  drainage: Map<string, string>;
}

export const seed = (): CustomersTables => ({ drainage: new Map() });
