import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../../shared/domain/format';
import { IN_FORCE_STATUS } from '../../../shared/domain/codes';
import { CodeLabel, Money, money, Tag } from '../ui';
import type { Policy } from './policy-answers';

// Building blocks shared by the policy, claim and quotation screens.

/** Codes this area shows that the spec leaves unnamed (what the demo upstream sends). */
export { E_POLICY_SEND_FLAG, SEND_CHANNEL } from '../../../shared/domain/codes';
import { POLICY_KIND } from '../../../shared/domain/codes';

/** Money: the screen pattern's one format (ui/format.tsx). */
export { Money };

export const dateRange = (start: string | undefined | null, end: string | undefined | null) => `${formatDate(start, '—')} 至 ${formatDate(end, '—')}`;

export function InForceTag({ code }: { code: string | undefined }) {
  return (
    <Tag kind={code === '1' ? 'success' : 'default'}>
      <CodeLabel table={IN_FORCE_STATUS} code={code} />
    </Tag>
  );
}

export function KindTag({ kind }: { kind: string | undefined }) {
  return (
    <Tag kind="info">
      <CodeLabel table={POLICY_KIND} code={kind} />
    </Tag>
  );
}

/** One policy in a list: risk, number, period and premium; tapping opens its detail. */
/** A policy in a list, opening its detail (or `href`, e.g. the customer-service chat's policy page). */
export function PolicyItem({ policy, href }: { policy: Policy; href?: string }) {
  return (
    <Link href={href ?? `/customer-info/PolicyDetail?policyNo=${encodeURIComponent(policy.policyNo)}`} className="pl-item" aria-label={`${policy.riskName} ${policy.policyNo}`}>
      <div className="pl-item__head">
        <strong className="pl-item__title">{policy.riskName}</strong>
        <span className="pl-item__tags">
          <KindTag kind={policy.kind} />
          <InForceTag code={policy.inForceStatus} />
        </span>
      </div>
      <div className="pl-item__sub">{policy.policyNo}</div>
      {policy.licenseNo && <div className="pl-item__sub">车牌号 {policy.licenseNo}</div>}
      <div className="pl-item__foot">
        <span className="muted">{dateRange(policy.startDate, policy.endDate)}</span>
        <Money value={policy.premium} />
      </div>
    </Link>
  );
}

/** Policies as a list of PolicyItem rows, named for assistive technology and tests. */
export function PolicyRows({ list, label, hrefOf }: { list: readonly Policy[]; label: string; hrefOf?: (p: Policy) => string }) {
  return (
    <ul className="list" aria-label={label}>
      {list.map((p) => (
        <li key={p.policyNo} className="list__item">
          <PolicyItem policy={p} {...(hrefOf ? { href: hrefOf(p) } : {})} />
        </li>
      ))}
    </ul>
  );
}

/** The screen pattern's segmented control (ui/Segments), kept here for the screens importing it from parts. */
export { Segments } from '../ui';

/** A picked image's preview URL, revoked when the file changes or the screen goes away. */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why an image cannot be uploaded, or undefined when it can. */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return '请选择图片文件（jpg、png 等）';
  if (file.size === 0) return '图片为空，请重新选择';
  if (file.size > MAX_IMAGE_BYTES) return '图片不能超过 10 MB';
  return undefined;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Choose an image (camera or album on a phone) and preview it. The input is a real
 * <input type="file"> inside the label, so tapping the frame opens the picker.
 */
export function ImagePicker({ file, onFile, label, hint, error }: { file: File | undefined; onFile: (f: File | undefined) => void; label: string; hint?: ReactNode; error?: string | undefined }) {
  const url = useObjectUrl(file);
  return (
    <div className={`pl-picker${error ? ' pl-picker--error' : ''}`}>
      <label className="pl-picker__frame">
        {url ? <img src={url} alt="已选图片预览" className="pl-picker__img" /> : <span className="pl-picker__empty">＋ {label}</span>}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="pl-picker__input"
          aria-label={label}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {file && (
        <div className="pl-picker__meta">
          <span className="pl-picker__name">{file.name}</span>
          <span className="muted">{fileSize(file.size)}</span>
          <button type="button" className="btn btn--text btn--small" onClick={() => onFile(undefined)}>
            重选
          </button>
        </div>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="muted">{hint}</p>
      ) : null}
    </div>
  );
}

/** A claim's status: its name from the upstream, green once closed, orange while in progress. */
export function ClaimStatus({ code, name }: { code: string | undefined; name: string | undefined }) {
  const text = name || code || '—';
  return <Tag kind={/结案|已赔付|已支付/.test(text) ? 'success' : 'warning'}>{text}</Tag>;
}

/** Insured items (险别) with amount and premium. */
export function CoverageTable({ items }: { items: ReadonlyArray<{ kindCode: string; kindName: string; amount: string | number; premium: string | number }> }) {
  return (
    <table className="pl-table">
      <thead>
        <tr>
          <th>险别</th>
          <th>保额</th>
          <th>保费</th>
        </tr>
      </thead>
      <tbody>
        {items.map((k) => (
          <tr key={k.kindCode}>
            <td>{k.kindName}</td>
            <td>{money(k.amount)}</td>
            <td>{money(k.premium)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
