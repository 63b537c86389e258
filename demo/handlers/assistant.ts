import { fail, field, type DemoHandlers } from '../types';

// A minimal valid one-page PDF carrying a title, so a downloaded file opens in a viewer.
function pdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The assistant's knowledge-base files (path → title). */
export const KB_FILES: Record<string, string> = {
  '/kb/车险投保须知.pdf': 'Motor insurance notice',
  '/kb/理赔服务指南.pdf': 'Claims service guide',
  '/kb/非车险产品手册.pdf': 'Non-motor product handbook',
};

export const handlers: DemoHandlers = {
  'assistant/downLoadFileByPath': (ctx) => {
    const path = field(ctx, 'filePath') ?? '';
    const title = KB_FILES[path];
    if (!title) return fail('文件不存在或已被删除');
    return { kind: 'file', body: pdf(title), filename: path.split('/').pop()!, contentType: 'application/pdf' };
  },
};
