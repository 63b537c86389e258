import { createElement, useMemo, type ReactNode } from 'react';

// Rich text from the upstream (article bodies) shown without trusting it: the HTML is parsed
// inertly (DOMParser runs no script and loads nothing) and rebuilt as React elements from an
// allow-list of tags; every attribute is dropped except an http(s) or data:image src on images
// and an http(s) href on links (opened in a new page). Script, styles, frames and the like are
// dropped with their content; any other tag keeps only its text.

const TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'blockquote', 'img', 'a', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'section']);
/** Dropped with everything inside (their text is code or another document, not the article). */
const DROP = new Set(['script', 'style', 'iframe', 'frame', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'head', 'title']);
const SAFE_URL = /^https?:\/\//i;
const SAFE_IMG = /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i;

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes).map(convert);
  if (!TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'img') {
    const src = el.getAttribute('src') ?? '';
    return SAFE_IMG.test(src) ? createElement('img', { key, src, alt: el.getAttribute('alt') ?? '', loading: 'lazy' }) : null;
  }
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    return SAFE_URL.test(href) ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children) : createElement('span', { key }, ...children);
  }
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes).map(convert);
  }, [html]);
  return <div className={className}>{nodes}</div>;
}
