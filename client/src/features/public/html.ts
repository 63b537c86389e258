// Article HTML from the upstream, cleaned before it is shown on a public page: only reading
// markup stays (no scripts, frames, forms, styles or event handlers), links and pictures only
// over http(s).

const ALLOWED = new Set(['P', 'BR', 'H1', 'H2', 'H3', 'H4', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'A', 'IMG', 'SPAN', 'DIV', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TD', 'TH', 'SECTION']);
const ATTRS: Record<string, readonly string[]> = { A: ['href'], IMG: ['src', 'alt'] };
const SAFE_URL = /^https?:\/\//i;
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT', 'LINK', 'META', 'SVG', 'MATH']);

export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (!ALLOWED.has(child.tagName)) {
        // Unknown wrappers keep their text; dangerous ones go entirely.
        if (DROPPED.has(child.tagName)) child.remove();
        else {
          walk(child);
          child.replaceWith(...Array.from(child.childNodes));
        }
        continue;
      }
      const keep = ATTRS[child.tagName] ?? [];
      for (const a of Array.from(child.attributes)) {
        if (!keep.includes(a.name) || ((a.name === 'href' || a.name === 'src') && !SAFE_URL.test(a.value.trim()))) child.removeAttribute(a.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('rel', 'noopener noreferrer');
        child.setAttribute('target', '_blank');
      }
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
