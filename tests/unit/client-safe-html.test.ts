// @vitest-environment happy-dom
import { createElement, type FunctionComponent, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

// Article bodies come from the upstream as HTML (ui/SafeHtml.tsx): shown with their text and
// simple formatting, never with script, event handlers, styles or links other than http(s).
// Loaded by a path the root typecheck does not follow (client code is the client tsconfig's).
const SAFE_HTML: string = '../../client/src/ui/SafeHtml';
// react-dom's types bring the DOM library into the root typecheck: loaded the same way.
const REACT_DOM_SERVER: string = 'react-dom/server';
const { renderToStaticMarkup } = (await import(/* @vite-ignore */ REACT_DOM_SERVER)) as { renderToStaticMarkup(element: ReactElement): string };
const PARTS: string = '../../client/src/features/content/components/parts';

async function render(html: string): Promise<string> {
  const { SafeHtml } = (await import(/* @vite-ignore */ SAFE_HTML)) as { SafeHtml: FunctionComponent<{ html: string }> };
  return renderToStaticMarkup(createElement(SafeHtml, { html }));
}

describe('SafeHtml', () => {
  it('keeps headings, paragraphs, lists and emphasis', async () => {
    expect(await render('<h2>车险理赔五步走</h2><ol><li>报案</li><li>查勘</li></ol><p><strong>注意</strong>：及时报案</p>')).toBe(
      '<div><h2>车险理赔五步走</h2><ol><li>报案</li><li>查勘</li></ol><p><strong>注意</strong>：及时报案</p></div>',
    );
  });

  it('drops scripts, event handlers, styles and embedded objects, keeping only text', async () => {
    const out = await render('<p onclick="steal()" style="color:red">正文</p><script>alert(1)</script><img src="x" onerror="steal()"><object>对象</object><style>p{}</style>');
    expect(out).not.toMatch(/script|onclick|onerror|style|iframe|object|alert|对象/);
    expect(out).toContain('<p>正文</p>');
  });

  it('lets links and images through only with http(s) (or data images), links opening a new page', async () => {
    const out = await render('<a href="javascript:alert(1)">坏链接</a><a href="https://m.demo-insurer.cn/x">投保</a><img src="data:image/png;base64,AAAA" alt="图"><img src="javascript:1">');
    expect(out).toContain('<span>坏链接</span>');
    expect(out).toContain('<a href="https://m.demo-insurer.cn/x" target="_blank" rel="noopener noreferrer">投保</a>');
    expect(out).toContain('<img src="data:image/png;base64,AAAA" alt="图" loading="lazy"/>');
    expect(out).not.toContain('javascript');
  });
});

describe('content formats', () => {
  it('says how long a visitor stayed in words', async () => {
    const { stayText } = (await import(/* @vite-ignore */ PARTS)) as { stayText(s: number | null): string };
    expect([0, 35, 60, 83, 131, 3600, 3725, null].map(stayText)).toEqual(['0秒', '35秒', '1分', '1分23秒', '2分11秒', '1小时', '1小时2分', '0秒']);
  });

  it('names a past moment as a person scans a list', async () => {
    const { pastTime } = (await import(/* @vite-ignore */ PARTS)) as { pastTime(v: string | null, now?: Date): string };
    const now = new Date(2026, 10, 23, 21, 0);
    expect(pastTime('2026-11-23 14:05:00', now)).toBe('今天 14:05');
    expect(pastTime('2026-11-22 09:12:00', now)).toBe('昨天 09:12');
    expect(pastTime('2026-10-29 09:12:00', now)).toBe('10-29 09:12');
    expect(pastTime('2025-12-30 09:12:00', now)).toBe('2025-12-30 09:12');
    expect(pastTime(null, now)).toBe('—');
  });
});
