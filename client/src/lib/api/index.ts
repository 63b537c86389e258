export { call, callByName, onCallDone, type CallOptions } from './call';
export { ApiError, isAbort } from './errors';
export { apiUrl, request } from './http';
export type { CallName, DownloadName, UploadName } from './names';
export { tradeStatusReason, queryPoster } from './special';
export { download, fetchFile, filenameOf } from './download';
export { upload } from './upload';
export { newsContent, newsContentCache } from './news-cache';
export { taskIdCache, idNumberCache } from './id-cache';
