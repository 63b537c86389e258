// The BFF writes the base path into <base href>; routing and API calls derive from it.
export function basePath(): string {
  const path = new URL(document.baseURI).pathname;
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
