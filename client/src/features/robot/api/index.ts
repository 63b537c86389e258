import type { AnswerOf } from '../../../lib/api/names';

// The answers this area shows, from the catalogue's response schemas (client/src/lib/api/names.ts).
export type ChatRoom = AnswerOf<'white/queryChatRoomAddRelationInfo'>;
export type Relation = ChatRoom['relations'][number];
export type AddedRelation = AnswerOf<'white/executeChatRoomAddRelation'>;
export type QuoteTask = AnswerOf<'white/executeChatRoomQuoteBySelectFiles'>;
export type QuoteStarted = AnswerOf<'white/ocrUpdateRelationInfoAndQuote'>;

/** The page of a proposal (made from a quotation by /robot/trans-proposal). */
export const proposalHref = (proposalNo: string) => `/robot/proposalno-detail?${new URLSearchParams({ proposalNo })}`;
