// Spec 001 §5: "vinNo, frameNo and licenseNo are URL-encoded before sending." One list for every
// call, nested fields included, instead of a list per catalogue entry: a call the catalogue
// reads differently from the upstream (a plate inside an object, vinNo beside licenseNo) is
// still encoded. The BFF encodes (server/upstream/encode.ts); the demo upstream decodes.

export const URL_ENCODED_FIELDS = ['vinNo', 'frameNo', 'licenseNo'] as const;

const NAMES: ReadonlySet<string> = new Set(URL_ENCODED_FIELDS);

/** A request key that is one of them: `licenseNo`, or a dotted flat key ending in one (`searchCriteria.frameNo`). */
export function isUrlEncodedField(key: string): boolean {
  return NAMES.has(key.slice(key.lastIndexOf('.') + 1));
}

/** The URL-encoded fields a request schema names, nested ones dotted (for the call's documentation). */
export function urlEncodedFieldsOf(schema: unknown, prefix = ''): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return Object.entries(properties).flatMap(([key, sub]) =>
    isUrlEncodedField(key) ? [`${prefix}${key}`] : urlEncodedFieldsOf(sub, `${prefix}${key}.`),
  );
}
