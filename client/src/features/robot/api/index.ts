import { call } from '../../../lib/api';
import type { AnswerOf, RequestOf } from '../../../lib/api/names';

// The answers this area shows, from the catalogue's response schemas (client/src/lib/api/names.ts).
export type ChatRoom = AnswerOf<'white/queryChatRoomAddRelationInfo'>;
export type Relation = ChatRoom['relations'][number];
export type AddedRelation = AnswerOf<'white/executeChatRoomAddRelation'>;
export type QuoteTask = AnswerOf<'white/executeChatRoomQuoteBySelectFiles'>;
export type QuoteStarted = AnswerOf<'white/ocrUpdateRelationInfoAndQuote'>;

/** The page of a proposal (made from a quotation by /robot/trans-proposal). */
export const proposalHref = (proposalNo: string) => `/robot/proposalno-detail?${new URLSearchParams({ proposalNo })}`;

// Calls the screens make, one named function each (a screen reads a single call with useCall).
export const quoteSelectedFiles = (fields: RequestOf<'white/executeChatRoomQuoteBySelectFiles'>) => call('white/executeChatRoomQuoteBySelectFiles', fields, { method: 'POST' });
export const updateRelationAndQuote = (fields: RequestOf<'white/ocrUpdateRelationInfoAndQuote'>) => call('white/ocrUpdateRelationInfoAndQuote', fields, { method: 'POST' });
export const transProposal = (fields: RequestOf<'qth/insure/transProposal'>) => call('qth/insure/transProposal', fields, { method: 'POST' });
/** The relation's fields come from the form as strings (draftFields), so they are checked by the form, not here. */
export const addRelation = (fields: Partial<RequestOf<'white/executeChatRoomAddRelation'>>) => call('white/executeChatRoomAddRelation', fields, { method: 'POST' });
