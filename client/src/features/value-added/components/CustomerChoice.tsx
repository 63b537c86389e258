import { useState } from 'react';
import { CustomerPicker, type SendTarget } from '../../../lib/send';
import { useCall } from '../../../lib/query/use-call';

// The one customer a gift, points or a service goes to: the customer the page was opened for
// (?custId=, from their page), or one chosen with the shared customer picker (only customers
// the staff member serves can be chosen; a WeCom contact is not needed to receive a gift).

export interface Chosen {
  custId: string;
  custName: string;
}

export function useChosenCustomer(custIdParam: string): [Chosen | undefined, (c: Chosen | undefined) => void] {
  const [picked, setPicked] = useState<Chosen>();
  const portrait = useCall('weixinCustPortraitDetail', { custId: custIdParam }, { enabled: Boolean(custIdParam) });
  const named = portrait.data && { custId: custIdParam, custName: portrait.data.name };
  return [picked ?? named, setPicked];
}

export function CustomerChoice({ value, onValue }: { value: Chosen | undefined; onValue: (c: Chosen) => void }) {
  const [open, setOpen] = useState(false);
  const initial: SendTarget[] = value ? [{ custId: value.custId, custName: value.custName, externalUserId: null }] : [];
  return (
    <div className="field">
      <span className="field__label">客户</span>
      <button type="button" className={`field__input dtp-field${value ? '' : ' dtp-field--empty'}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {value ? value.custName : '选择客户'}
      </button>
      <CustomerPicker
        open={open}
        title="选择客户"
        max={1}
        wecomOnly={false}
        initial={initial}
        onClose={() => setOpen(false)}
        onConfirm={(t) => {
          setOpen(false);
          const first = t[0];
          if (first) onValue({ custId: first.custId, custName: first.custName });
        }}
      />
    </div>
  );
}
