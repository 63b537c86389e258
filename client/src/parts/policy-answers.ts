import type { AnswerOf } from '../lib/api/names';

// The answers this area shows, from the catalogue's response schemas (client/src/lib/api/names.ts).
export type { AnswerOf };

export type Policy = AnswerOf<'queryPolicyNoInfo'>;
export type Quotation = AnswerOf<'queryQuotationDetailInfoByCode'>;
