import { Type, type TSchema } from 'typebox';
import { withRequestLimits } from '../../shared/catalogue/limits.js';
import { FailSchema } from './mirror.js';

// Schemas of the session and auth endpoints, for validation, serialisation and /api/docs.

export const AppConfigSchema = Type.Object({
  wecomComId: Type.String(),
  userComId: Type.String(),
  vehicleUrl: Type.String(),
  frontUrl: Type.String({ description: 'URL-decoded' }),
});

export const SessionInfoSchema = Type.Object({
  user: Type.Object({
    comId: Type.String(),
    comCode: Type.String(),
    userCode: Type.String(),
    userId: Type.String(),
    mobile: Type.String({ description: '脱敏手机号' }),
    systemRole: Type.String({ description: 'qyUser | externalUser' }),
  }),
  appConfig: AppConfigSchema,
  routes: Type.Array(Type.String(), { description: '该角色可打开的路由' }),
  wecomStandIn: Type.Boolean({ description: '仅演示上游：企业微信外可用模拟器（真实上游时为 false，企业微信外不模拟发送）' }),
});

export const PermissionSchema = Type.Object({
  permission: Type.Boolean(),
  check: Type.String({ description: 'smartBusinessCard | sameMobile | whiteList | external | none' }),
  redirect: Type.Optional(Type.Object({ path: Type.String(), query: Type.Record(Type.String(), Type.String()) })),
});

/** Responses in the one answer shape. */
export const answers = (data: TSchema) => ({
  200: Type.Object({ ok: Type.Literal(true), data }),
  '4xx': FailSchema,
  '5xx': FailSchema,
});

/** comId is an id: the catalogue's request limits apply (it keys the app-config cache). */
export const ComIdQuery = withRequestLimits(Type.Object({ comId: Type.Optional(Type.String({ description: '省份（系统省份 ID）' })) }));
