import { formatMoney } from '../../../shared/domain/format';

// One way to show money on every screen: ¥ and two decimals with thousands separators
// (¥1,234.56), through the shared formatter; "—" where there is no amount.

export const NO_VALUE = '—';

/** ¥1,234.56, or the fallback ("—") when there is no amount. */
export function money(value: number | string | null | undefined, fallback = NO_VALUE): string {
  const text = formatMoney(value ?? null);
  return text ? `¥${text}` : fallback;
}

/** Money as an element (tabular figures, no break between ¥ and the number). */
export function Money({ value }: { value: number | string | null | undefined }) {
  return <span className="money">{money(value)}</span>;
}
