import { basePath } from '../base-path';
import { download } from './download';

// E-policy links. The upstream's e-policy calls (getDownloadEPolicyLink, getSendEPolicyLink,
// queryEPolicyByCodeAndIdNo) answer a link to the file on the insurer's side, signed and valid for
// the download window: …/downloadEPolicyFile.do?policyNo=&expires=&signature=. The browser never
// goes to that host: the file comes through the BFF (/api/downloadEPolicyFile streams it with its
// filename), and the link a customer is sent opens this app's public download page.

export interface EPolicyFile {
  policyNo: string;
  /** Unix seconds. */
  expires: string;
  signature: string;
}

const FILE_NAME = /\/downloadEPolicyFile(\.do)?$/;

/** The file a link names, when it has the upstream's e-policy file shape. */
export function ePolicyFileOf(link: string | undefined): EPolicyFile | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, 'http://link.invalid');
    return FILE_NAME.test(url.pathname) ? ePolicyFileFrom(url.searchParams) : undefined;
  } catch {
    return undefined;
  }
}

/** A signed link's expiry: Unix seconds. */
const EXPIRES = /^\d{1,12}$/;

/** The file named by a page's query (the public download pages). */
export function ePolicyFileFrom(q: URLSearchParams): EPolicyFile | undefined {
  const policyNo = q.get('policyNo') ?? '';
  const expires = q.get('expires') ?? '';
  const signature = q.get('signature') ?? '';
  return policyNo && EXPIRES.test(expires) && signature ? { policyNo, expires, signature } : undefined;
}

export const expiresAt = (f: EPolicyFile) => new Date(Number(f.expires) * 1000);
export const isExpired = (f: EPolicyFile, now = Date.now()) => Number(f.expires) * 1000 <= now;

/** Fetch the PDF through the BFF and save it under its name; resolves with the name. */
export const downloadEPolicy = (f: EPolicyFile) => download('downloadEPolicyFile', { policyNo: f.policyNo, expires: f.expires, signature: f.signature });

/** The app's public page for the file: its app path, or (absolute) the link to send to a customer. */
export function ePolicyPage(f: EPolicyFile, page: '/external/download-policy-single' | '/external/download-file', absolute = false): string {
  const appPath = `${page}?${new URLSearchParams({ policyNo: f.policyNo, expires: f.expires, signature: f.signature })}`;
  return absolute ? `${location.origin}${basePath()}${appPath}` : appPath;
}
