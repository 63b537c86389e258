import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The ingress as deployed (ingress-nginx in deploy/k8s): TLS and HTTP/2 towards the browser, plain
// HTTP/1.1 to the BFF. `npm run bench:client` loads each screen through it as well as straight from
// the BFF: a phone never talks HTTP/1.1 to the pod, and HTTP/1.1's six connections per host are
// what a first load with a few dozen small chunks waits on. A self-signed certificate made by
// openssl for 127.0.0.1 (the browser is told to accept it); nothing here is cached or compressed
// again: the BFF's own headers and bodies pass through as they are.

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);

function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forward(req: Http2ServerRequest, res: Http2ServerResponse, target: URL): void {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    out[name] = value;
  }
  // As ingress-nginx does: the browser's host kept, the protocol and address in X-Forwarded-*
  // (the bench runs the BFF with TRUST_PROXY=127.0.0.1: the front's address).
  out.host = req.authority || (req.headers.host ?? target.host);
  out['x-forwarded-proto'] = 'https';
  out['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
  const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: out }, (answer) => {
    const back: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      back[name] = value;
    }
    if (res.destroyed) return void answer.resume();
    res.writeHead(answer.statusCode ?? 502, back);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

/** An HTTP/2 TLS front to the BFF at `target`, on a free port; its base URL and a stop. */
export async function startH2Front(target: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const to = new URL(target);
  // HTTP/1.1 too, for the bench's own sign-in request (Playwright's request context has no HTTP/2).
  const server = createSecureServer({ ...certificate(), allowHTTP1: true }, (req, res) => forward(req, res, to));
  server.on('sessionError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}${to.pathname}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
