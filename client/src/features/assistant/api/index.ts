import { call, fetchFile } from '../../../lib/api';
import { invalidate } from '../../../lib/query/client';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';
import { saveBlob } from '../../../lib/api/download';
import type { AiModel } from '../../../../../shared/domain/codes';
import { ASSISTANT_FUNCTION_CODE } from '../../../../../shared/domain/constants';

// The assistant area's calls (spec 001 §7.6, §7.8), typed by the catalogue's answer schemas.

export type ChatAnswer = AnswerOf<'chatWithChatBot'>;
export type KbFile = NonNullable<ChatAnswer['files']>[number];
export type KnowledgePage = AnswerOf<'assistant/queryKnowledgeList'>;
export type Pitch = AnswerOf<'assistant/getSalesPitch'>['list'][number];

/** Whether the staff member's bigModel assistant is switched on (showAssistantByUser reads data.bigModel). */
export async function loadSwitch(signal?: AbortSignal): Promise<boolean> {
  const data = await call('assistant/showAssistantByUser', { functionCodes: ASSISTANT_FUNCTION_CODE }, signal ? { signal } : {});
  return data[ASSISTANT_FUNCTION_CODE] === true;
}

/** Switch the assistant on (insertWhiteListByFunc, the BFF adds the Authorization header) or off (invalidFunctionCode); the switch is asked again. */
export async function setSwitch(on: boolean) {
  const done = await (on
    ? call('assistant/insertWhiteListByFunc', { functionCode: ASSISTANT_FUNCTION_CODE, isUseLoginUserInfo: '1' }, { method: 'POST' })
    : call('assistant/invalidFunctionCode', { functionCode: ASSISTANT_FUNCTION_CODE }, { method: 'POST' }));
  invalidate('assistant/showAssistantByUser');
  return done;
}

export const newSessionId = () => call('assistant/generateSessionId').then((a) => a.sessionId);

export const askChatBot = (question: string, sessionId: string) =>
  call('chatWithChatBot', { question, sessionId }, { method: 'POST' });

export const saveRecord = (fields: { sessionId: string; question: string; answer: string; aiModel: AiModel; custId?: string }) =>
  call('assistant/saveIntellRecord', fields, { method: 'POST' });

export const markUseful = (target: { recordId: string } | { pitchId: string }, useful: boolean) =>
  call('assistant/isUseful', { ...target, useful: useful ? '1' : '0' }, { method: 'POST' });

/** Download a knowledge-base file, saved under the name the answer gives (content-disposition). */
export async function downloadKbFile(file: { filePath: string; fileName: string }) {
  const got = await fetchFile('assistant/downLoadFileByPath', { filePath: file.filePath, fileName: file.fileName }, { filename: file.fileName });
  saveBlob(got.blob, got.filename);
  return got.filename;
}

/** The customer's records the summary fills its fields from (the same calls as the customer detail). */
export const loadBaseInfo = (custId: string, signal?: AbortSignal) => call('weixinBaseInfoSearch', { custId }, { signal });
export const loadVehicles = (custId: string, signal?: AbortSignal) => call('weixinCarBaseInfoSearch', { custId }, { signal });
export const loadTrading = (custId: string, signal?: AbortSignal) => call('mc/customerTrading', { custId }, { signal });

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const loadKnowledge = (fields: RequestOf<'assistant/queryKnowledgeList'>, signal?: AbortSignal) => call('assistant/queryKnowledgeList', fields, { method: 'POST', signal });
export const saveSummaryUsage = (fields: RequestOf<'fwdapi/yxxtaihub/informationSummary/saveUsageRecord'>) => call('fwdapi/yxxtaihub/informationSummary/saveUsageRecord', fields, { method: 'POST' });
export const loadSalesPitches = (fields: RequestOf<'assistant/getSalesPitch'>, signal?: AbortSignal) => call('assistant/getSalesPitch', fields, { method: 'POST', signal });
export const saveNavigationConfig = (fields: RequestOf<'assistant/saveNavigationConfig'>) => call('assistant/saveNavigationConfig', fields, { method: 'POST' });
export const checkRiskCode = (fields: RequestOf<'assistant/checkIsValidRiskCode'>) => call('assistant/checkIsValidRiskCode', fields);
export const findFileByName = (fields: RequestOf<'assistant/getFileInfoByFileName'>) => call('assistant/getFileInfoByFileName', fields);
