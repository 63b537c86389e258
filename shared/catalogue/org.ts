import { Type } from 'typebox';
import { Nullable } from './customers';
import type { CatalogueEntryInput } from './types';
import { ListOf, Obj, Str } from './schemas';

// Organisation pages of spec 000 §2 whose jobs the spec names without a call (issue 22): the two
// "please read" notices staff read and accept, the acceptance kept per staff member and version.
// Our choice of paths, under /wecom/api/ like their neighbours; the caller comes from the token.

const NoticeCode = Str('须知代码：health 健康告知，custInfoAuth 客户信息授权');

const NoticeSchema = Obj({
  noticeCode: Str(),
  title: Str('须知标题'),
  version: Str('当前版本'),
  paragraphs: ListOf(Str(), '正文段落'),
  updatedAt: Str('本版本发布日期'),
  agreed: Type.Boolean({ description: '本人已同意当前版本' }),
  agreedAt: Nullable(Str('同意时间')),
});

export const entries = [
  {
    path: '/wecom/api/queryNoticeAgreement',
    section: '7.9',
    ourChoice: true,
    summary: '查询须知（健康告知、客户信息授权）的当前版本正文及本人是否已同意',
    methods: ['GET'],
    request: Obj({ noticeCode: NoticeCode }),
    response: NoticeSchema,
    example: { noticeCode: 'health' },
  },
  {
    path: '/wecom/api/saveNoticeAgreement',
    mutates: true,
    section: '7.9',
    ourChoice: true,
    summary: '记录本人已阅读并同意须知的某一版本（版本已更新则拒绝，需重新阅读）',
    methods: ['POST'],
    request: Obj({ noticeCode: NoticeCode, version: Str('所阅读并同意的版本') }),
    response: NoticeSchema,
    example: { noticeCode: 'health', version: '2026.1' },
  },
] as const satisfies readonly CatalogueEntryInput[];
