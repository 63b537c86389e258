import { createHmac, timingSafeEqual } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { chinaTime } from '../../shared/domain';
import { field, type DemoContext } from '../types';
import { policyByNo } from './queries';
import type { DemoPolicy } from './seed';

// The e-policy file the demo upstream serves: a real one-page A4 PDF made with pdf-lib.
// Its drawn text is Latin letters and digits only: pdf-lib's standard fonts (WinAnsi) cannot draw
// Chinese, and embedding a CJK font would add megabytes to every file and to the install for a
// stand-in of the insurer's document. What a reader must find — the policy number, period,
// coverages' codes and amounts — is Latin; Chinese names are left out, the ID number masked.

// Links to it point at the demo upstream's own origin, signed (HMAC of the policy number and the
// expiry) and valid for the download window.

const E_POLICY_WINDOW_S = 48 * 3600;
const SECRET = 'demo-upstream-epolicy-link-secret';
const FILE_PATH = '/wecom/api/downloadEPolicyFile.do';

const signatureOf = (policyNo: string, expires: string) => createHmac('sha256', SECRET).update(`${policyNo}|${expires}`).digest('hex').slice(0, 32);

/** A signed link to the policy's file on this upstream's own origin, and when it expires. */
export function ePolicyLink(ctx: DemoContext, p: DemoPolicy): { url: string; expireTime: string } {
  const expires = String(Math.floor(ctx.state.now().getTime() / 1000) + E_POLICY_WINDOW_S);
  const query = new URLSearchParams({ policyNo: p.policyNo, expires, signature: signatureOf(p.policyNo, expires) });
  const host = ctx.headers.host ?? '127.0.0.1';
  return { url: `http://${host}${FILE_PATH}?${query}`, expireTime: chinaTime(Number(expires) * 1000) };
}

export const ePolicyFileName = (p: DemoPolicy) => `电子保单_${p.policyNo}.pdf`;

/** The policy a download link names (and the file's verify code), or why the link is refused. */
export function policyOfLink(ctx: DemoContext): { policy: DemoPolicy; verifyCode: string } | string {
  const policyNo = field(ctx, 'policyNo') ?? '';
  const expires = field(ctx, 'expires') ?? '';
  const given = Buffer.from(field(ctx, 'signature') ?? '');
  const wanted = Buffer.from(signatureOf(policyNo, expires));
  if (!/^\d+$/.test(expires) || given.length !== wanted.length || !timingSafeEqual(given, wanted)) return '电子保单链接无效，请向客户经理重新获取';
  if (Number(expires) * 1000 <= ctx.state.now().getTime()) return '电子保单下载链接已过期，请向客户经理重新获取';
  const policy = policyByNo(ctx.state.db, policyNo);
  return policy ? { policy, verifyCode: wanted.toString().slice(0, 12).toUpperCase() } : '未查询到该保单';
}

const A4: [number, number] = [595.28, 841.89];

/** Keep what the standard font can draw: printable ASCII. */
const latin = (s: string) => s.replace(/[^\x20-\x7e]/g, '').trim();
const amount = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function ePolicyPdf(p: DemoPolicy, verifyCode: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`E-Policy ${p.policyNo}`);
  doc.setSubject(`Electronic insurance policy ${p.policyNo}`);
  doc.setProducer('demo upstream (pdf-lib)');
  doc.setCreationDate(new Date(`${p.issueDate}T09:00:00+08:00`));
  const page = doc.addPage(A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const grey = rgb(0.45, 0.45, 0.45);
  let y = A4[1] - 72;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: 72, y, size: 11, font, color: grey });
    page.drawText(latin(value) || '-', { x: 220, y, size: 11, font, color: ink });
    y -= 22;
  };

  page.drawText('Demo Insurer - Electronic Insurance Policy', { x: 72, y, size: 18, font: bold, color: ink });
  y -= 36;
  line('Policy No.', p.policyNo);
  line('Proposal No.', p.proposalNo);
  line('Product code', p.riskCode);
  line('Period', `${p.startDate} 00:00 to ${p.endDate} 24:00`);
  line('Insured ID No.', `${p.insuredIdNumber.slice(0, 4)}**********${p.insuredIdNumber.slice(-4)}`);
  if (p.frameNo) line('VIN', p.frameNo);
  line('Sum insured (CNY)', amount(p.sumInsured));
  line('Premium (CNY)', amount(p.premium));
  line('Issue date', p.issueDate);
  y -= 10;
  if (p.coverages.length > 0) {
    page.drawText('Coverages', { x: 72, y, size: 13, font: bold, color: ink });
    y -= 22;
    for (const c of p.coverages) line(`  ${latin(c.kindCode)}`, `amount ${amount(c.amount)} / premium ${amount(c.premium)}`);
    y -= 10;
  }
  page.drawText(`Verification code: ${verifyCode}`, { x: 72, y, size: 10, font, color: grey });
  page.drawText('This electronic policy has the same effect as the paper policy.', { x: 72, y: 72, size: 9, font, color: grey });
  return doc.save({ useObjectStreams: false });
}
