import { useState } from 'react';
import { Link } from 'wouter';
import { formatTime } from '../../../../../shared/domain/format';
import { downloadEPolicy, ePolicyFileFrom, expiresAt, isExpired, type EPolicyFile } from '../../../lib/api/epolicy';
import type { ScreenProps } from '../../../lib/screen';
import { withLoading } from '../../../lib/loading-store';
import { toast } from '../../../lib/toast-store';
import { errorText, useParams } from '../../../ui';

// The public pages a shared e-policy link opens (no login, spec 000 §2):
//   /external/download-policy-single  the link a staff member sent the customer in a chat
//   /external/download-file           the file link itself (e.g. copied from the policy screen)
// Both carry the signed link's policyNo, expires and signature; the file comes through the BFF
// (downloadEPolicyFile). An expired or broken link says so in Chinese and offers the look-up page.

const VARIANTS: Record<string, { heading: string; note: string }> = {
  DownloadPolicySingle: { heading: '您的电子保单', note: '电子保单与纸质保单具有同等效力，下载后可保存在手机中随时查看。' },
  DownloadFile: { heading: '文件下载', note: '文件为 PDF 格式，可用手机自带的文件或阅读应用打开。' },
};

export default function SignedFile({ route }: ScreenProps) {
  const variant = VARIANTS[route.name] ?? VARIANTS.DownloadFile!;
  const file = ePolicyFileFrom(useParams());
  if (!file) {
    return (
      <div className="page ep">
        <Problem text="链接不完整，请向您的客户经理重新获取电子保单链接。" />
      </div>
    );
  }
  return <FileCard key={file.signature} file={file} {...variant} />;
}

function FileCard({ file, heading, note }: { file: EPolicyFile; heading: string; note: string }) {
  // The expiry the link carries is checked again by the upstream when the file is fetched.
  const [problem, setProblem] = useState(isExpired(file) ? '该链接已过期，请向您的客户经理重新获取，或按保单号查询下载。' : '');
  const [saved, setSaved] = useState('');
  const fileName = `电子保单_${file.policyNo}.pdf`;

  const fetchIt = async () => {
    try {
      const name = await withLoading(() => downloadEPolicy(file), { text: '正在下载' });
      setSaved(name);
      toast.success('下载完成');
    } catch (err) {
      setProblem(errorText(err));
    }
  };

  return (
    <div className="page ep">
      <section className="card ep-file" aria-label={heading}>
        <h2 className="ep-file__heading">{heading}</h2>
        <div className="ep-file__doc">
          <span className="ep-file__icon" aria-hidden="true">
            PDF
          </span>
          <div className="ep-file__meta">
            <div className="ep-file__name">{fileName}</div>
            <div className="muted">保单号 {file.policyNo}</div>
            <div className="muted">链接有效期至 {formatTime(expiresAt(file), 'YYYY-MM-DD HH:mm')}</div>
          </div>
        </div>
        {problem ? (
          <Problem text={problem} policyNo={file.policyNo} />
        ) : (
          <>
            <button type="button" className="btn btn--primary btn--block" onClick={() => void fetchIt()}>
              {saved ? '再次下载' : '下载电子保单'}
            </button>
            {saved && <p className="ep-file__done">已保存：{saved}</p>}
            <p className="muted ep-file__note">{note}</p>
          </>
        )}
      </section>
    </div>
  );
}

function Problem({ text, policyNo }: { text: string; policyNo?: string }) {
  return (
    <div className="ep-problem" role="alert">
      <p>{text}</p>
      <Link href={`/external/download-policy${policyNo ? `?${new URLSearchParams({ policyNo })}` : ''}`} className="btn btn--block">
        按保单号查询下载
      </Link>
    </div>
  );
}
