import { DEMO_USERS, type DemoUser } from '../../demo/data/users.js';
import { signToken } from '../../demo/token.js';

/** A token the demo upstream signed for one of its users (staff by default). */
export function tokenFor(userCode = '44010001', ttlS?: number): string {
  const u = DEMO_USERS.find((x) => x.userCode === userCode) as DemoUser;
  return signToken(
    {
      comId: u.comId,
      comCode: u.comCode,
      userCode: u.userCode,
      userId: u.userId,
      mobile: u.mobile,
      systemRole: u.systemRole,
      ...(u.externalUserId ? { externalUserId: u.externalUserId } : {}),
    },
    ttlS,
  );
}

export const cookieFor = (userCode?: string, ttlS?: number) => `USER_TOKEN=${tokenFor(userCode, ttlS)}`;
export const EXTERNAL_USER = 'EXT0001';
export const FORCS_USER = '51010004';
