// The one redirect normaliser (server and client): every redirect target that is stored or
// answered (login redirect, permission redirect, `redirect` query) becomes a local path of the
// app, never another origin. "/x?y" passes; "//evil", "https://…", "/\\evil", "javascript:…" fall
// back. Idempotent: normalising its own output changes nothing ("/.//evil.com" becomes
// "/evil.com", not "//evil.com", which a second reading would treat as another host).

const BASE = 'http://local.invalid';

/** Control characters are dropped by the URL parser ("/\t/evil" reads as "//evil"): refuse them. */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeLocalPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\') || hasControl(target)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Dot segments can leave a path that starts with "//" (a protocol-relative URL): collapse it.
  const path = url.pathname.replace(/^\/{2,}/, '/');
  return `${path}${url.search}`;
}
