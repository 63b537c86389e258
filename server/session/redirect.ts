// Every redirect target (login redirect, permission redirect, `redirect` query) must be a local
// path of the app, never another origin: "/x?y" passes; "//evil", "https://…", "/\\evil",
// "javascript:…" do not.

export function safeLocalPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(target, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
