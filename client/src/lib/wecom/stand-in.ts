import { signal } from '@preact/signals-react';

// Outside WeCom a person still needs to try the flows: a sheet shows what would be sent and lets
// them choose whether the WeCom call succeeds or fails.

export interface StandInRequest {
  action: string;
  title: string;
  /** What would be handed to WeCom, shown as text. */
  detail: string;
  /** A chat message: shown as the card the customer would see (MessageCard). */
  message?: unknown;
  /** An editable value (the external contact's userId), when the action returns one. */
  input?: { label: string; value: string };
  resolve: (r: { ok: boolean; value?: string }) => void;
}

export const standIn = signal<StandInRequest | null>(null);

export function askStandIn(req: Omit<StandInRequest, 'resolve'>): Promise<{ ok: boolean; value?: string }> {
  // A newer request answers the open one with a failure, so no caller waits forever.
  standIn.peek()?.resolve({ ok: false });
  return new Promise((resolve) => {
    standIn.value = {
      ...req,
      resolve: (r) => {
        standIn.value = null;
        resolve(r);
      },
    };
  });
}
