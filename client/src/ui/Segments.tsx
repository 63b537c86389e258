import { TabList } from './tabs';

// A segmented control (Vant's tabs, card style): one choice among a few — a filter, a kind, a
// view. The kit's tabs (ui/tabs) in their `segments` look, keyboard included; use <Tabs> there
// when the choice shows a panel of its own. Pair it with useUrlChoice so the choice lives in the URL.

export function Segments<T extends string>({ value, options, onChange, label }: { value: T; options: ReadonlyArray<{ value: T; label: string }>; onChange: (v: T) => void; label: string }) {
  return <TabList label={label} value={value} options={options} onChange={onChange} look="segments" />;
}
