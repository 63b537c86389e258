// @vitest-environment happy-dom
import { createElement, useState, type FunctionComponent, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { $, $$, byText, click, focused, mount, press } from '../helpers/dom';

// The kit's tabs (client/src/ui/tabs), after the WAI-ARIA tabs pattern: one tab in the tab order,
// the arrow keys move among the tabs and choose, the panel is labelled by the chosen tab.

interface Option {
  value: string;
  label: string;
  count?: number;
  danger?: boolean;
  color?: string;
  dot?: boolean;
}
interface TabsProps {
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
  look?: 'segments' | 'line' | 'chips' | 'stats' | 'bar';
  children?: ReactNode;
}
const TABS: string = '../../client/src/ui/tabs';
const SEGMENTS: string = '../../client/src/ui/Segments';
const { Tabs } = (await import(/* @vite-ignore */ TABS)) as { Tabs: FunctionComponent<TabsProps> };
const { Segments } = (await import(/* @vite-ignore */ SEGMENTS)) as { Segments: FunctionComponent<TabsProps> };

const OPTIONS: Option[] = [
  { value: 'todo', label: '待办', count: 3 },
  { value: 'done', label: '已办' },
  { value: 'all', label: '全部' },
];

function Host({ of = Tabs, look, options = OPTIONS }: { of?: FunctionComponent<TabsProps>; look?: TabsProps['look']; options?: Option[] }) {
  const [value, setValue] = useState(options[0]!.value);
  return createElement(of, { label: '任务状态', value, options, onChange: setValue, ...(look ? { look } : {}) }, `面板：${value}`);
}

const selected = () => $$('[role="tab"]').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs', () => {
  it('is a named tablist whose chosen tab alone is in the tab order and labels the panel it controls', async () => {
    const view = await mount(createElement(Host));
    expect($('[role="tablist"]').getAttribute('aria-label')).toBe('任务状态');
    const tabs = $$('[role="tab"]');
    expect(tabs.map((t) => t.textContent)).toEqual(['待办 3', '已办', '全部']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = $('[role="tabpanel"]');
    expect(panel.textContent).toBe('面板：todo');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs.every((t) => t.getAttribute('aria-controls') === panel.id)).toBe(true);
    await view.unmount();
  });

  it('moves and chooses with the arrow keys, wrapping at both ends, and with Home and End', async () => {
    const view = await mount(createElement(Host));
    const first = byText('[role="tab"]', '待办 3');
    first.focus();
    await press(first, 'ArrowRight');
    expect(selected()).toEqual(['已办']);
    expect(focused()?.textContent).toBe('已办');
    expect($('[role="tabpanel"]').textContent).toBe('面板：done');
    await press(focused()!, 'End');
    expect(selected()).toEqual(['全部']);
    await press(focused()!, 'ArrowRight');
    expect(selected()).toEqual(['待办 3']);
    await press(focused()!, 'ArrowLeft');
    expect(selected()).toEqual(['全部']);
    expect(focused()?.textContent).toBe('全部');
    await press(focused()!, 'Home');
    expect(selected()).toEqual(['待办 3']);
    expect($$('[role="tab"]').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await view.unmount();
  });

  it('chooses a tab on a tap', async () => {
    const view = await mount(createElement(Host));
    await click(byText('[role="tab"]', '已办'));
    expect(selected()).toEqual(['已办']);
    expect($('[role="tabpanel"]').getAttribute('aria-labelledby')).toBe(byText('[role="tab"]', '已办').id);
    await view.unmount();
  });

  it('serves the segmented control (Segments) with the same roles and keys', async () => {
    const view = await mount(createElement(Host, { of: Segments }));
    expect($('[role="tablist"]').getAttribute('class')).toContain('tabs--segments');
    // No panel of its own: the tabs point at nothing that does not exist.
    expect($$('[role="tab"]').map((t) => t.getAttribute('aria-controls'))).toEqual([null, null, null]);
    const first = byText('[role="tab"]', '待办 3');
    first.focus();
    await press(first, 'ArrowRight');
    expect(selected()).toEqual(['已办']);
    await view.unmount();
  });

  it('shows each tab as a figure over its label in the stats look (the progress of a send), failures in the danger colour, with the same roles and keys', async () => {
    const options = [
      { value: 'sent', label: '已发送', count: 2 },
      { value: 'failed', label: '失败', count: 1, danger: true },
      { value: 'pending', label: '未发送' },
    ];
    const view = await mount(createElement(Host, { look: 'stats', options }));
    expect($('[role="tablist"]').getAttribute('class')).toContain('tabs--stats');
    const tabs = $$('[role="tab"]');
    // The figure first, then the label; a tab without a count shows 0.
    expect(tabs.map((t) => t.textContent)).toEqual(['2 已发送', '1 失败', '0 未发送']);
    expect(tabs.map((t) => t.querySelector('.tabs__figure')?.textContent)).toEqual(['2', '1', '0']);
    expect(tabs.map((t) => (t.getAttribute('class') ?? '').includes('tabs__tab--danger'))).toEqual([false, true, false]);
    tabs[0]!.focus();
    await press(tabs[0]!, 'ArrowRight');
    expect(selected()).toEqual(['1 失败']);
    expect($('[role="tabpanel"]').textContent).toBe('面板：failed');
    await view.unmount();
  });

  it("gives each tab its own colour and a red dot where something is new, in the navbar's bar look", async () => {
    const options = [
      { value: 'todo', label: '待办', color: '#1a73e8', dot: true },
      { value: 'done', label: '已办', color: '#e8590c' },
      { value: 'all', label: '全部' },
    ];
    const view = await mount(createElement(Host, { look: 'bar', options }));
    expect($('[role="tablist"]').getAttribute('class')).toContain('tabs--bar');
    const tabs = $$('[role="tab"]');
    expect(tabs.map((t) => t.getAttribute('style'))).toEqual(['--tab-color: #1a73e8;', '--tab-color: #e8590c;', null]);
    expect(tabs.map((t) => t.querySelector('.tabs__dot')?.getAttribute('aria-label') ?? null)).toEqual(['有新消息', null, null]);
    // The dot adds nothing to the tab's text.
    expect(tabs.map((t) => t.textContent)).toEqual(['待办', '已办', '全部']);
    tabs[0]!.focus();
    await press(tabs[0]!, 'ArrowRight');
    expect(selected()).toEqual(['已办']);
    await view.unmount();
  });
});
