import type { NavTab } from '../../lib/navbar-store';
import { TabList } from '../../ui/tabs';

/**
 * A screen's tabs in the navbar (spec 000 §2): the kit's tabs in their `bar` look, each in its own
 * colour with its red dot (有新消息); a tab, tapped or chosen with the arrow keys, runs its action.
 */
export default function NavTabs({ tabs, label }: { tabs: readonly NavTab[]; label: string }) {
  const options = tabs.map((t) => ({ value: t.name, label: t.name, color: t.color, dot: t.hasDot === '1' }));
  const choose = (name: string) => tabs.find((t) => t.name === name)?.onClick?.();
  return <TabList look="bar" label={label} value={tabs.find((t) => t.active)?.name ?? ''} options={options} onChange={choose} />;
}
