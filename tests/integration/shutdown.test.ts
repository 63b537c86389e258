import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

// Done-when of the foundation: "a SIGTERM during a slow request lets it finish before the
// process exits". Runs the built entry point as a real process against a slow upstream.
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM during a slow request lets it finish, then the process exits 0', async () => {
    const upstream = createServer((req, res) => {
      setTimeout(() => res.end('{"status":0,"data":null}'), req.url === '/slow' ? 1500 : 0);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: '0', UPSTREAM_URL: upstreamUrl, PUBLIC_URL: 'https://wecom.example.com', ALLOW_UNVERIFIED_TOKENS: 'true', UPSTREAM_READY_PATH: '/slow', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
        const m = /open (http:\/\/[^\s]+)/.exec(out);
        if (m?.[1]) resolve(m[1].replace(/\/$/, ''));
      });
      child.on('exit', () => reject(new Error(`server exited early: ${out}`)));
    });

    const started = Date.now();
    const slow = get(`${url}/readyz`);
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    const res = await slow;
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await exited).toBe(0);
    await expect(get(`${url}/healthz`)).rejects.toThrow();
    upstream.close();
  });

  it('a bad variable stops the start with a message naming it', async () => {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(2);
    expect(err).toContain('PORT must be a whole number');
  });
});
