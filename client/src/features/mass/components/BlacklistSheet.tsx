import { MsgBlacklist } from '../../../parts/MsgBlacklist';
import { Popup } from '../../../ui/popup';

// One customer's place on the message blacklist, from a send record's customer list ("put a
// customer on it from their page or the send list"): the same section as on the
// customer's more-info page — whether they are on it and why, put on with a reason or taken off,
// each confirmed — in a bottom sheet over the record.

export function BlacklistSheet({ cust, onClose }: { cust: { custId: string; custName: string } | undefined; onClose: () => void }) {
  if (!cust) return null;
  return (
    <Popup title={`${cust.custName}的消息黑名单`} onClose={onClose} className="sheet mass-sheet">
      <div className="sheet__head">
        <h2 className="sheet__title">{cust.custName}</h2>
        <button type="button" className="btn btn--text btn--small" onClick={onClose}>
          关闭
        </button>
      </div>
      <MsgBlacklist custId={cust.custId} />
    </Popup>
  );
}
