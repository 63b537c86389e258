// Call names derived from the catalogue's literal types (type-only imports: TypeBox never reaches
// the client bundle). A call's name is its upstream path relative to /wecom/api, without ".do"
// (shared/catalogue/index.ts nameOf), so the derivation mirrors that function at the type level.
import type { Static } from 'typebox';
import type { entries as authConfig } from '../../../../shared/catalogue/auth-config';
import type { entries as tasks } from '../../../../shared/catalogue/tasks';
import type { entries as customers } from '../../../../shared/catalogue/customers';
import type { entries as white } from '../../../../shared/catalogue/white';
import type { entries as care } from '../../../../shared/catalogue/care';
import type { entries as mass } from '../../../../shared/catalogue/mass';
import type { entries as content } from '../../../../shared/catalogue/content';
import type { entries as group } from '../../../../shared/catalogue/group';
import type { entries as assistant } from '../../../../shared/catalogue/assistant';
import type { entries as other } from '../../../../shared/catalogue/other';
import type { entries as org } from '../../../../shared/catalogue/org';
import type { entries as servicePack } from '../../../../shared/catalogue/service-pack';

type Entry =
  | (typeof authConfig)[number]
  | (typeof tasks)[number]
  | (typeof customers)[number]
  | (typeof white)[number]
  | (typeof care)[number]
  | (typeof mass)[number]
  | (typeof content)[number]
  | (typeof group)[number]
  | (typeof assistant)[number]
  | (typeof other)[number]
  | (typeof org)[number]
  | (typeof servicePack)[number];

type StripDo<S extends string> = S extends `${infer R}.do` ? R : S;
export type NameOf<P extends string> = P extends `/wecom/api/${infer R}`
  ? StripDo<R>
  : P extends `/wecom/${infer R}`
    ? StripDo<R>
    : P extends `/${infer R}`
      ? StripDo<R>
      : StripDo<P>;

type EntryNamed<N extends string> = Extract<Entry, { path: string }> extends infer E
  ? E extends { path: infer P extends string }
    ? NameOf<P> extends N
      ? E
      : never
    : never
  : never;

/** Every catalogue call. */
export type CallName = NameOf<Entry['path']>;
/** The HTTP methods a call accepts. */
export type MethodOf<N extends CallName> = EntryNamed<N>['methods'][number];
/** Calls that answer a file (entries with `download`). */
export type DownloadName = NameOf<Extract<Entry, { download: object }>['path']>;
/** Calls that take a multipart file (entries with `upload`). */
export type UploadName = NameOf<Extract<Entry, { upload: object }>['path']>;
/** The multipart field carrying the file of an upload call. */
export type FileFieldOf<N extends UploadName> = EntryNamed<N> extends { upload: { fileField: infer F } } ? F : string;
/** The answer's data of a call, from its response schema (type-only: TypeBox stays out of the bundle). */
export type AnswerOf<N extends CallName> = Static<EntryNamed<N>['response']>;
/** The request fields of a call, from its request schema. */
export type RequestOf<N extends CallName> = Static<EntryNamed<N>['request']>;
