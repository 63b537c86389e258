import type { AnswerOf } from '../../../lib/api/names';

// The answers this area shows, from the catalogue's response schemas (client/src/lib/api/names.ts).
export type ClaimGroup = AnswerOf<'queryClaimGroup'>['list'][number];
export type Apply = AnswerOf<'qt/creategroupapply/queryApplyCreateGroup'>['list'][number];
export type ReviewerConfig = AnswerOf<'qt/creategroupapply/queryReviewerConfigList'>['list'][number];
export type ServiceManager = AnswerOf<'findServiceManagerUserByCreateGroup'>['list'][number];
export type Colleague = AnswerOf<'fuzzyQueryUserByUserNameOrUserCode'>[number];
export type OcrResult = AnswerOf<'queryRobotQtOcrResult'>;
