import { useState } from 'react';
import { upload } from '../../../lib/api';
import { Cell, Cells, runAction, Section, useParams } from '../../../ui';
import type { AnswerOf } from '../../../parts/policy-answers';
import { fileSize, imageProblem, ImagePicker } from '../../../parts/policy';

// 上传图片 (optional ?custId=, ?bizType=): take a photo or pick one, preview it, upload it as an
// attachment; the uploaded images of this visit are listed with their addresses.

type Attachment = AnswerOf<'uploadAttachment'>;

export default function UploadImage() {
  const query = useParams();
  const custId = query.get('custId') ?? undefined;
  const bizType = query.get('bizType') || 'customerImage';
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<readonly Attachment[]>([]);

  const pick = (f: File | undefined) => {
    setFile(f);
    setError(f ? imageProblem(f) : undefined);
  };

  const submit = async () => {
    if (!file) return setError('请先选择图片');
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    const r = await runAction(() => upload<Attachment>('uploadAttachment', file, { fileField: 'file', fields: { bizType, ...(custId ? { custId } : {}) }, filename: file.name }), {
      loadingText: '正在上传',
      success: '图片已上传',
    });
    if (r) {
      setUploaded((list) => [r, ...list]);
      setFile(undefined);
    }
  };

  return (
    <div className="page">
      <Section title="选择图片">
        <ImagePicker label="拍照或从相册选择" file={file} onFile={pick} error={error} hint="支持 jpg、png 等图片，不超过 10 MB" />
        <button type="button" className="btn btn--primary btn--block" disabled={!file || !!error} onClick={() => void submit()}>
          上传
        </button>
      </Section>
      {uploaded.length > 0 && (
        <Section title="已上传">
          {uploaded.map((a) => (
            <Cells key={a.attachmentId}>
              <Cell label="文件">{a.fileName}</Cell>
              <Cell label="大小">{fileSize(a.fileSize)}</Cell>
              <Cell label="附件编号">{a.attachmentId}</Cell>
              <Cell label="地址">
                <a href={a.fileUrl} target="_blank" rel="noopener noreferrer">
                  查看
                </a>
              </Cell>
            </Cells>
          ))}
        </Section>
      )}
    </div>
  );
}
