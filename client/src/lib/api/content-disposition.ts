// The download's filename from its content-disposition header.

/** The filename of a content-disposition header (RFC 6266: filename* wins over filename). */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (star) {
    const value = star.replace(/^UTF-8''/i, '').replace(/^"|"$/g, '');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return (plain?.[2] ?? plain?.[1])?.trim() || undefined;
}
