import { MsgBlacklist } from '../../../parts/MsgBlacklist';

// One customer's place on the message blacklist, from a send record's customer list ("put a
// customer on it from their page or the send list"): the same section as on the
// customer's more-info page — whether they are on it and why, put on with a reason or taken off,
// each confirmed — in a bottom sheet over the record.

export function BlacklistSheet({ cust, onClose }: { cust: { custId: string; custName: string } | undefined; onClose: () => void }) {
  if (!cust) return null;
  return (
    <div className="sheet-mask" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="sheet mass-sheet" role="dialog" aria-modal="true" aria-label={`${cust.custName}的消息黑名单`}>
        <div className="sheet__head">
          <h2 className="sheet__title">{cust.custName}</h2>
          <button type="button" className="btn btn--text btn--small" onClick={onClose}>
            关闭
          </button>
        </div>
        <MsgBlacklist custId={cust.custId} />
      </div>
    </div>
  );
}
