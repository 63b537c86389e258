// What the sending pieces share: a message as the customer will see it, and a customer to send to.

export type OutMessage =
  | { kind: 'link'; title: string; desc?: string; imgUrl?: string; url: string }
  | { kind: 'text'; content: string }
  /** A temporary media id (uploadMedia / uploadPosterWithPosterUrl), valid 3 days. */
  | { kind: 'image'; mediaId: string }
  | { kind: 'miniprogram'; appid: string; title: string; imgUrl?: string; page: string };

/** A customer the staff member may send to (weixinCustMainQuery: bound customers and task customers). */
export interface SendTarget {
  custId: string;
  custName: string;
  externalUserId: string | null;
  licenseNo?: string | null;
  taskId?: string | null;
  encryptTaskId?: string | null;
}

/**
 * A customer's place in a send. `limited`: WeCom did not send a server mass send's message to them
 * because they already received a mass message from the enterprise that day (超出群发上限).
 */
export type ItemStatus = 'pending' | 'sent' | 'failed' | 'skipped' | 'limited';
