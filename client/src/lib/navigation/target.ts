import { normalisePath } from '../../../../shared/routes/lists';

// A navigation target inside the app: path (relative to the base path) and query.

export interface Target {
  path: string;
  query: Record<string, string>;
}

export function parseTarget(href: string): Target {
  const [pathPart = '/', search = ''] = href.split('#')[0]!.split('?', 2) as [string?, string?];
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((v, k) => {
    query[k] = v;
  });
  return { path: normalisePath(pathPart || '/'), query };
}

export function formatTarget(t: Target): string {
  const search = new URLSearchParams(t.query).toString();
  return search ? `${t.path}?${search}` : t.path;
}

/** The one redirect normaliser, shared with the BFF. */
export { safeLocalPath } from '../../../../shared/redirect';
