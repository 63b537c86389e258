import { chinaTime } from '../../shared/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { policyByNo } from '../data/queries';
import { ePolicyPdf } from '../data/epolicy-pdf';
import type { DemoPolicy } from '../data/seed';
import { type DemoContext, type DemoHandlers, fail, field } from '../types';

// The e-policy files of the demo upstream: links to its own origin, signed (HMAC of the policy
// number and the expiry) and valid for the download window; the file a real PDF (pdf-lib).

/** How long an e-policy link stays valid. */
export const E_POLICY_WINDOW_S = 48 * 3600;
const SECRET = 'demo-upstream-epolicy-link-secret';
const FILE_PATH = '/wecom/api/downloadEPolicyFile.do';

const signatureOf = (policyNo: string, expires: string) => createHmac('sha256', SECRET).update(`${policyNo}|${expires}`).digest('hex').slice(0, 32);

/** China time "YYYY-MM-DD HH:mm:ss" of a Unix time in seconds. */

/** A signed link to the policy's file on this upstream's own origin, and when it expires. */
export function ePolicyLink(ctx: DemoContext, p: DemoPolicy): { url: string; expireTime: string } {
  const expires = String(Math.floor(ctx.state.now().getTime() / 1000) + E_POLICY_WINDOW_S);
  const query = new URLSearchParams({ policyNo: p.policyNo, expires, signature: signatureOf(p.policyNo, expires) });
  const host = ctx.headers.host ?? '127.0.0.1';
  return { url: `http://${host}${FILE_PATH}?${query}`, expireTime: chinaTime(Number(expires) * 1000) };
}

export const ePolicyFileName = (p: DemoPolicy) => `电子保单_${p.policyNo}.pdf`;

export const handlers: DemoHandlers = {
  downloadEPolicyFile: async (ctx: DemoContext) => {
    const policyNo = field(ctx, 'policyNo') ?? '';
    const expires = field(ctx, 'expires') ?? '';
    const given = Buffer.from(field(ctx, 'signature') ?? '');
    const wanted = Buffer.from(signatureOf(policyNo, expires));
    if (!/^\d+$/.test(expires) || given.length !== wanted.length || !timingSafeEqual(given, wanted)) return fail('电子保单链接无效，请向客户经理重新获取');
    if (Number(expires) * 1000 <= ctx.state.now().getTime()) return fail('电子保单下载链接已过期，请向客户经理重新获取');
    const p = policyByNo(ctx.state.db, policyNo);
    if (!p) return fail('未查询到该保单');
    const body = Buffer.from(await ePolicyPdf(p, wanted.toString().slice(0, 12).toUpperCase()));
    return { kind: 'file', body, filename: ePolicyFileName(p), contentType: 'application/pdf' };
  },
};
