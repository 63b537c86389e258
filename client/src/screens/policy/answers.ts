import type { Static } from 'typebox';
import type { entries as customers } from '../../../../shared/catalogue/customers';
import type { entries as content } from '../../../../shared/catalogue/content';
import type { entries as white } from '../../../../shared/catalogue/white';
import type { CallName } from '../../api';
import type { NameOf } from '../../api/names';

// The answer of a catalogue call as a type, derived from the entry's response schema (type-only:
// TypeBox never reaches the bundle). A screen declares no answer shapes of its own, so a change
// in the catalogue shows up here as a compile error.
// (A candidate for client/src/api/names.ts, next to CallName, once more areas want it.)

type Entry = (typeof customers)[number] | (typeof content)[number] | (typeof white)[number];
type EntryNamed<N extends string> = Entry extends infer E ? (E extends { path: infer P extends string } ? (NameOf<P> extends N ? E : never) : never) : never;

export type AnswerOf<N extends CallName> = Static<EntryNamed<N>['response']>;

export type Policy = AnswerOf<'queryPolicyNoInfo'>;
export type Claim = AnswerOf<'weixinClaimDetail'>;
export type ClaimNode = NonNullable<Claim['nodes']>[number];
export type Quotation = AnswerOf<'queryQuotationDetailInfoByCode'>;
