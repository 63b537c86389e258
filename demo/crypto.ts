import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import type { EncryptKind } from '../shared/catalogue/types';

// The demo's "encrypted ids": AES-128-ECB of "kind|plain[|userCode]" under a demo key, base64url.
// Reversible so handlers can map an encrypted id back to the record; opaque to the BFF.
const KEY = createHash('sha256').update('demo-upstream-id-key').digest().subarray(0, 16);

export function encryptId(kind: EncryptKind, plain: string, userCode?: string): string {
  const text = [kind, plain, ...(userCode ? [userCode] : [])].join('|');
  const cipher = createCipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64url');
}

/**
 * A sealed value for the public pages (a shared article's staff member and customer): encrypted
 * under the demo key with its purpose, so it can be neither read nor forged nor used for another purpose.
 */
export function seal(purpose: string, value: unknown): string {
  const cipher = createCipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([cipher.update(`${purpose}|${JSON.stringify(value)}`, 'utf8'), cipher.final()]).toString('base64url');
}

/** What `seal` sealed for this purpose; undefined for anything else. */
export function unseal<T>(purpose: string, sealed: string | undefined): T | undefined {
  if (!sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-128-ecb', KEY, null);
    const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    if (!text.startsWith(`${purpose}|`)) return undefined;
    return JSON.parse(text.slice(purpose.length + 1)) as T;
  } catch {
    return undefined;
  }
}

/** The plain value (and user code) behind an encrypted id of that kind; undefined if it is not one. */
export function decryptId(kind: EncryptKind, encrypted: string | undefined): { plain: string; userCode?: string } | undefined {
  if (!encrypted) return undefined;
  try {
    const decipher = createDecipheriv('aes-128-ecb', KEY, null);
    const text = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
    const [k, plain, userCode] = text.split('|');
    if (k !== kind || !plain) return undefined;
    return userCode ? { plain, userCode } : { plain };
  } catch {
    return undefined;
  }
}
