// @vitest-environment happy-dom
import { createElement, type FunctionComponent, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { $, mount } from '../helpers/dom';

// How a screen reads the parameter it needs (lib/url-state: useParam, useParams) and what it shows
// without it (ui/MissingParam): the sentence names what is missing and where to open the page from.

interface MissingParamProps {
  what: string;
  from?: string;
}
const MISSING: string = '../../client/src/ui/MissingParam';
const URL_STATE: string = '../../client/src/lib/url-state';
const WOUTER: string = 'wouter';
const { MissingParam } = (await import(/* @vite-ignore */ MISSING)) as { MissingParam: FunctionComponent<MissingParamProps> };
const { useParam, useParams } = (await import(/* @vite-ignore */ URL_STATE)) as { useParam: (name: string) => string; useParams: () => URLSearchParams };
const { Router } = (await import(/* @vite-ignore */ WOUTER)) as { Router: FunctionComponent<{ searchHook: () => string; children?: ReactNode }> };

/** Render `children` in a view whose query is `search` (each view has its own router). */
const inView = (search: string, children: ReactNode) => createElement(Router, { searchHook: () => search }, children);

describe('MissingParam', () => {
  it('says what is missing and where to open the page from, inside the page card', async () => {
    const view = await mount(createElement(MissingParam, { what: '客户信息', from: '客户列表' }));
    const empty = $('.page > .card > .state--empty', view.container);
    expect(empty.textContent).toBe('缺少客户信息，请从客户列表进入本页面');
    expect(empty.getAttribute('role')).toBe('status');
    await view.unmount();
  });

  it('sends people to the customer detail when the page does not say where from', async () => {
    const view = await mount(createElement(MissingParam, { what: '客户号' }));
    expect($('.state--empty', view.container).textContent).toBe('缺少客户号，请从客户详情进入本页面');
    await view.unmount();
  });
});

describe('useParam / useParams', () => {
  function Show({ names }: { names: string[] }) {
    return createElement('output', null, names.map((n) => `${n}=[${useParam(n)}]`).join(' '));
  }

  it('reads one parameter of the view trimmed, and an absent one as empty', async () => {
    const view = await mount(inView('custId=%20C001%20&title=%E4%BF%9D%E5%8D%95&blank=', createElement(Show, { names: ['custId', 'title', 'blank', 'absent'] })));
    expect($('output', view.container).textContent).toBe('custId=[C001] title=[保单] blank=[] absent=[]');
    await view.unmount();
  });

  it('gives the exact text through useParams, and the same object while the query is unchanged', async () => {
    const seen: URLSearchParams[] = [];
    function Keep({ tick }: { tick: number }) {
      const params = useParams();
      seen.push(params);
      return createElement('output', null, `${tick}:${params.get('signature') ?? ''}`);
    }
    let search = 'signature=%20a%2Bb%3D%20';
    const host = (tick: number) => createElement(Router, { searchHook: () => search }, createElement(Keep, { tick }));
    const view = await mount(host(1));
    expect($('output', view.container).textContent).toBe('1: a+b= ');
    await view.rerender(host(2));
    expect(seen.at(-1)).toBe(seen[0]);
    search = 'signature=other';
    await view.rerender(host(3));
    expect($('output', view.container).textContent).toBe('3:other');
    expect(seen.at(-1)).not.toBe(seen[0]);
    await view.unmount();
  });
});
