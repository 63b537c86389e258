import { inflateSync } from 'node:zlib';

// The text drawn on the pages of a PDF made with standard fonts (what the demo's e-policy files
// are): every content stream, inflated when Flate-encoded, and the strings its text operators
// show — <hex> and (literal) — decoded as Latin-1. Enough to check that a file carries a number;
// not a general PDF text extractor (no CID fonts, no kerning arrays spanning words).

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1] ?? '')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const text = body.toString('latin1');
    for (const s of text.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(s[1] !== undefined ? Buffer.from(s[1].replace(/\s/g, ''), 'hex').toString('latin1') : (s[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}
