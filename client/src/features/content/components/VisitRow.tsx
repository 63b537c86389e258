import { Link } from 'wouter';
import type { Access } from '../api';
import { customerHref, pastTime, stayText } from './parts';

/** One visit: who (the customer when known, else the WeChat nickname), when, how long. */
export function VisitRow({ a, showTitle = false }: { a: Access; showTitle?: boolean }) {
  return (
    <div className="ct-visit">
      <div className="ct-visit__head">
        {a.custId ? (
          <Link href={customerHref(a.custId)} className="ct-visit__who">
            {a.custName}
          </Link>
        ) : (
          <span className="ct-visit__who">{a.nickName}（未识别）</span>
        )}
        <span className="muted">停留 {stayText(a.timesLong)}</span>
      </div>
      {showTitle && <div className="ct-visit__title">{a.title}</div>}
      <div className="muted">
        打开于 {pastTime(a.accessTime)}
      </div>
    </div>
  );
}
