import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  text: string;
  /** Milliseconds from connecting to the server closing the connection (or the answer, when kept open). */
  ms: number;
}

/**
 * Bytes written as they are — for what supertest cannot send: oversized headers, unknown methods,
 * bodies that stop early or trickle. `chunks` are written `gapMs` apart; the answer is read until
 * the server closes the connection or `waitMs` passes.
 */
export function rawRequest(port: number, chunks: (string | Buffer)[], opts: { gapMs?: number; waitMs?: number } = {}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const text = rest.join('\r\n\r\n');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, json, text, ms: Date.now() - started });
    };
    socket.on('data', (d) => received.push(d));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0 && opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
        if (socket.destroyed) return;
        socket.write(chunk);
      }
      timer = setTimeout(finish, opts.waitMs ?? 5_000);
    });
    socket.on('timeout', () => reject(new Error('socket timeout')));
  });
}
