import { createCipheriv, createDecipheriv } from 'node:crypto';

// The AES helper of spec 000 §9: "a key built from a base secret interleaved with the user code".
//
// The interleave: take one character of the secret, then one of the user code, alternately
// (s0 u0 s1 u1 …); when one runs out, the rest of the other follows. The first 16 bytes of the
// result's UTF-8 form are the AES-128 key, right-padded with "0" when shorter.
// Cipher: AES-128-ECB with PKCS#7 padding; ciphertext as base64 (what CryptoJS front ends send).
//
//   interleaveKey('ABCDEFGHIJ', '4401') = 'A4B4C0D1EFGHIJ00'

export function interleaveKey(secret: string, userCode: string): Buffer {
  let mixed = '';
  for (let i = 0; i < Math.max(secret.length, userCode.length); i++) {
    mixed += (secret[i] ?? '') + (userCode[i] ?? '');
  }
  const bytes = Buffer.from(mixed, 'utf8').subarray(0, 16);
  return Buffer.concat([bytes, Buffer.alloc(16 - bytes.length, '0')]);
}

export function aesEncrypt(plain: string, secret: string, userCode: string): string {
  const cipher = createCipheriv('aes-128-ecb', interleaveKey(secret, userCode), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function aesDecrypt(encrypted: string, secret: string, userCode: string): string {
  const decipher = createDecipheriv('aes-128-ecb', interleaveKey(secret, userCode), null);
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
}
