// The signed-in user as the upstream's token carries it (spec 000 §3). The token is a JWT-style
// string of three dot-separated base64url parts; the BFF keeps it in an HttpOnly cookie.

export type SystemRole = 'qyUser' | 'externalUser';

export interface TokenPayload {
  comId: string;
  comCode: string;
  userCode: string;
  userId: string;
  mobile: string;
  systemRole: SystemRole | string;
  /** Expiry and issued-at, seconds since the epoch (dropped from what the BFF shows). */
  exp?: number;
  iat?: number;
  /** External users in group chats: the chat and the quotation they may open. */
  externalUserId?: string;
  chatId?: string;
}

export const TOKEN_COOKIE = 'USER_TOKEN';
export const PROVINCE_COOKIE = 'WEIXIN_USER_COMID';
export const USERID_COOKIE = 'WEIXIN_USERID';
/** Response header by which the upstream hands over a refreshed token (our name for the spec's "token-refresh header"). */
export const TOKEN_REFRESH_HEADER = 'x-refresh-token';
