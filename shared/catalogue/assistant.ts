import { Type } from 'typebox';
import { Obj, OptStr, Str } from './schemas';
import type { CatalogueEntryInput } from './types';

// Spec 001 §7.8: assistant and reports.
export const entries = [
  {
    path: '/wecom/api/assistant/downLoadFileByPath',
    section: '7.8',
    summary: '按路径下载助手知识库文件（二进制）',
    methods: ['GET'],
    request: Obj({ filePath: Str('文件路径'), fileName: OptStr('下载文件名（上游未给出时使用）') }),
    response: Type.Unknown({ description: '文件内容' }),
    example: { filePath: '/kb/车险投保须知.pdf' },
    download: { filenameField: 'fileName' },
  },
] as const satisfies readonly CatalogueEntryInput[];
