import { call } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import { invalidates } from '../../../lib/query/client';

// The answers this area shows, from the catalogue's response schemas (client/src/lib/api/names.ts).
export type ClaimGroup = AnswerOf<'queryClaimGroup'>['list'][number];
export type Apply = AnswerOf<'qt/creategroupapply/queryApplyCreateGroup'>['list'][number];
export type ReviewerConfig = AnswerOf<'qt/creategroupapply/queryReviewerConfigList'>['list'][number];
export type ServiceManager = AnswerOf<'findServiceManagerUserByCreateGroup'>['list'][number];
export type Colleague = AnswerOf<'fuzzyQueryUserByUserNameOrUserCode'>[number];
export type OcrResult = AnswerOf<'queryRobotQtOcrResult'>;

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadGroupApplies = (fields: RequestOf<'qt/creategroupapply/queryApplyCreateGroup'>, signal?: AbortSignal) => call('qt/creategroupapply/queryApplyCreateGroup', fields, { signal });
export const reviewGroupApply = (fields: RequestOf<'qt/creategroupapply/reviewApplyCreateGroup'>) =>
  call('qt/creategroupapply/reviewApplyCreateGroup', fields, { method: 'POST' }).then(invalidates('qt/creategroupapply/queryApplyCreateGroup'));
export const updateOcrResult = (fields: RequestOf<'updateRobotQtOcrResult'>) => call('updateRobotQtOcrResult', fields, { method: 'POST' });
export const createClaimGroup = (fields: RequestOf<'createClaimGroup'>) => call('createClaimGroup', fields, { method: 'POST' });
export const deleteClaimGroup = (fields: RequestOf<'delClaimGroup'>) => call('delClaimGroup', fields);
export const getSaCredential = () => call('getSaCredential');
export const searchColleagues = (fields: RequestOf<'fuzzyQueryUserByUserNameOrUserCode'>, signal?: AbortSignal) => call('fuzzyQueryUserByUserNameOrUserCode', fields, { timeoutMs: 10_000, signal });
export const submitGroupApply = (fields: RequestOf<'qt/creategroupapply/submitCreateGroupApply'>) => call('qt/creategroupapply/submitCreateGroupApply', fields, { method: 'POST' });
export const loadReviewerConfigs = (fields: RequestOf<'qt/creategroupapply/queryReviewerConfigList'>, signal?: AbortSignal) => call('qt/creategroupapply/queryReviewerConfigList', fields, { signal });
export const deleteReviewerConfig = (fields: RequestOf<'qt/creategroupapply/deleteReviewerConfig'>) =>
  call('qt/creategroupapply/deleteReviewerConfig', fields, { method: 'POST' }).then(invalidates('qt/creategroupapply/queryReviewerConfigList'));
export const cancelQrCode = (fields: RequestOf<'cancelQRCodeAndRegister'>) => call('cancelQRCodeAndRegister', fields);
export const deleteRpaApply = (fields: RequestOf<'deleteRpaApply'>) => call('deleteRpaApply', fields);
export const loadContactWayQrCode = (fields: RequestOf<'queryContactWayQRCode'>, signal?: AbortSignal) => call('queryContactWayQRCode', fields, { signal });
export const ocrCompanyName = (fields: RequestOf<'ocrCompanyName'>) => call('ocrCompanyName', fields, { method: 'POST' });
export const applyInterconnect = (fields: RequestOf<'applyInterconnect'>) => call('applyInterconnect', fields, { method: 'POST' });
export const saveReviewerConfig = (fields: RequestOf<'qt/creategroupapply/addOrUpdateReviewerConfig'>) => call('qt/creategroupapply/addOrUpdateReviewerConfig', fields, { method: 'POST' });
