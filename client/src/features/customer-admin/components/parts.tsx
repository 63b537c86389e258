import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatTime } from '../../../../../shared/domain/format';
import { CustomerSummary, detailHref } from '../../../parts/customer';
import type { Customer } from '../api';

// A customer row of the client-administration lists: summary (PII masked), binding time and
// source, opening the customer's detail.

export function CustomerRow({ c, action }: { c: Customer; action?: ReactNode }) {
  return (
    <div className="cl-row">
      <Link href={detailHref(c.custId)} className="cl-row__main">
        <CustomerSummary customer={c} />
        {(c.bindTime || c.bindingSourceName) && (
          <div className="cl-row__meta">
            {c.bindTime && <span>绑定于 {formatTime(c.bindTime, 'YYYY-MM-DD')}</span>}
            {c.bindingSourceName && <span>来源 {c.bindingSourceName}</span>}
          </div>
        )}
      </Link>
      {action}
    </div>
  );
}
