// @vitest-environment happy-dom
import { createElement, useState, type FunctionComponent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { $, $$, byText, click, mount, typeInto } from '../helpers/dom';

// The kit's search box (client/src/ui/SearchBox.tsx): what is typed stays the box's own until
// 搜索; the screen gets the word trimmed; an empty or too long word is not searched, with the
// reason in words; 清除 empties both.

interface SearchProps {
  label: string;
  value?: string;
  onSearch: (text: string) => void;
  required?: boolean;
  longest?: number;
  clearable?: boolean;
  regionLabel?: string;
}
const SEARCH: string = '../../client/src/ui/SearchBox';
const { SearchBox } = (await import(/* @vite-ignore */ SEARCH)) as { SearchBox: FunctionComponent<SearchProps> };

function Host({ onSearch, ...rest }: Omit<SearchProps, 'label' | 'value'>) {
  const [q, setQ] = useState('');
  return createElement('div', null, createElement(SearchBox, { label: '搜索文章', value: q, onSearch: (t: string) => (setQ(t), onSearch(t)), ...rest }), createElement('p', { id: 'searched' }, q));
}

const submit = () => click(byText('button', '搜索'));

describe('SearchBox', () => {
  it('is a search landmark with a named field; the word goes to the screen trimmed on 搜索 only', async () => {
    const onSearch = vi.fn();
    const view = await mount(createElement(Host, { onSearch, regionLabel: '文章搜索' }));
    expect($('[role="search"]').getAttribute('aria-label')).toBe('文章搜索');
    const input = $('input[type="search"]');
    expect(input.getAttribute('aria-label')).toBe('搜索文章');
    await typeInto(input, '  理赔 ');
    expect(onSearch).not.toHaveBeenCalled();
    await submit();
    expect(onSearch).toHaveBeenCalledWith('理赔');
    expect($('#searched').textContent).toBe('理赔');
    await view.unmount();
  });

  it('keeps the button off for an empty word when required, and says when the word is too long', async () => {
    const onSearch = vi.fn();
    const view = await mount(createElement(Host, { onSearch, required: true, longest: 4 }));
    expect(byText('button', '搜索').disabled).toBe(true);
    await typeInto($('input'), '新能源车险优惠');
    expect(byText('button', '搜索').disabled).toBe(true);
    expect($('[role="alert"]').textContent).toBe('关键字不能超过 4 个字');
    expect($('input').getAttribute('aria-invalid')).toBe('true');
    await typeInto($('input'), '车险');
    expect($$('[role="alert"]')).toHaveLength(0);
    await submit();
    expect(onSearch).toHaveBeenCalledWith('车险');
    await view.unmount();
  });

  it('offers 清除 once a word is searched, which empties the box and the search', async () => {
    const onSearch = vi.fn();
    const view = await mount(createElement(Host, { onSearch, clearable: true }));
    expect($$('button').map((b) => b.textContent)).toEqual(['搜索']);
    await typeInto($('input'), '理赔');
    await submit();
    await click(byText('button', '清除'));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect($('input').value).toBe('');
    expect($$('button').map((b) => b.textContent)).toEqual(['搜索']);
    await view.unmount();
  });
});
