export { call, callByName, onCallDone } from './call';
export { ApiError, isAbort } from './errors';
export { request } from './http';
export type { CallName } from './names';
export { tradeStatusReason, queryPoster } from './special';
export { download, fetchFile } from './download';
export { upload } from './upload';
export { newsContent } from './news-cache';
