import { Writable } from 'node:stream';

/** The audit log a test stack writes (buildApp's auditStream), as parsed lines and as text. */
export interface AuditCapture {
  stream: Writable;
  lines: Record<string, unknown>[];
  text(): string;
  clear(): void;
}

export function auditCapture(): AuditCapture {
  const lines: Record<string, unknown>[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const s = chunk.toString('utf8');
      text += s;
      for (const line of s.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => text,
    clear() {
      lines.length = 0;
      text = '';
    },
  };
}
