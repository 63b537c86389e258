// The one answer shape of every /api response (design.md, "The BFF contract").

export interface OkAnswer<T> {
  ok: true;
  data: T;
}
export interface FailAnswer {
  ok: false;
  error: { code: string; message: string };
}
export type Answer<T> = OkAnswer<T> | FailAnswer;

export const ok = <T>(data: T): OkAnswer<T> => ({ ok: true, data });
export const fail = (code: string, message: string): FailAnswer => ({ ok: false, error: { code, message } });

/** The spec's Chinese messages (spec 000 §8) used across the BFF. */
export const MESSAGES = {
  timeout: '请求超时，请重试',
  systemError: '系统错误',
  serviceAbnormal: '服务异常！',
  missingProvince: '缺少省份信息',
  userNotInMarketing: '用户不存在于营销管理系统中',
  loginTimeout: '登录超时，请重新登录',
  notLoggedIn: '未登录或登录已过期',
  forbidden: '无权访问',
  notFound: '接口不存在',
  badRequest: '请求参数有误',
  bodyTooLarge: '请求内容过大',
  badJson: '请求内容不是有效的 JSON',
  csrf: '缺少防伪请求头',
  crossSite: '不接受来自其他网站的请求',
  notYours: '只能使用本人的身份信息',
  loginIdInvalid: '二维码已失效，请在电脑上刷新二维码',
  rateLimited: '操作过于频繁，请稍后再试',
  resultUnknown: '结果未知，请勿重复提交，请稍后查看结果',
  badIdempotencyKey: 'Idempotency-Key 格式有误',
  methodNotAllowed: '请求方法不支持',
  headersTooLarge: '请求头过大',
  unsupportedMediaType: '不支持的内容类型',
  unsupportedFileType: '不支持的文件类型',
  badUpload: '上传内容不完整或格式有误',
  urlNotAllowed: '地址不在允许范围内',
  pageUrlNotAllowed: '只能为本应用的页面签名：页面地址须在 PUBLIC_URL 之下',
  unauthorized: '未授权',
  stateUnavailable: '服务暂时不可用（共享状态存储无法连接），请稍后重试',
  stateFull: '服务繁忙，请稍后重试',
  idempotencyInProgress: '相同请求正在处理中，请勿重复提交，请稍后查看结果',
  idempotencyLimited: '您今天提交的操作过多，防重复提交记录已达上限，请稍后再试',
  idempotencyAnswerNotKept: '该请求已处理，结果较大未保留，请勿重复提交，请查看结果',
} as const;

/** An error that knows its HTTP status and its answer. Thrown anywhere, rendered by the error plugin. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
