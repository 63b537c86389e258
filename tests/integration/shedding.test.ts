import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoUpstream } from '../../demo/upstream.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';

// Load shedding (@fastify/under-pressure): past a threshold, /api answers 503 in the one answer
// shape with Retry-After, /readyz says so and /healthz does not. Thresholds are made tiny (heap) or
// the loop is blocked on purpose (event-loop delay); load is sampled every 50 ms here.

const SAMPLE_MS = 50;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function stack(env: Record<string, string>) {
  const demo = await startDemoUpstream(0);
  const config = loadConfig({ LOG_LEVEL: 'silent', AUDIT_LOG: 'off', ...env });
  const app = await buildApp({ config, upstreamUrl: demo.url, logger: false, demo: true, clientDir: 'dist/client', shedSampleIntervalMs: SAMPLE_MS });
  await app.ready();
  closers.push(async () => {
    await app.close();
    await demo.close();
  });
  // The samples of the start (schemas compiling) decide nothing: two intervals after ready.
  await new Promise((r) => setTimeout(r, SAMPLE_MS * 4));
  return app;
}

describe('load shedding', () => {
  it('past the heap threshold: /api → 503 OVERLOADED with Retry-After, /readyz 503, /healthz and pages still 200', async () => {
    const app = await stack({ SHED_HEAP_USED_RATIO: '0.000001', SHED_RETRY_AFTER_S: '7' });
    const res = await request(app.server).get('/api/session/config').query({ comId: '44000000' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ ok: false, error: { code: 'OVERLOADED', message: '服务繁忙，请稍后重试' } });
    const ready = await request(app.server).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('OVERLOADED');
    expect((await request(app.server).get('/healthz')).status).toBe(200);
    expect((await request(app.server).get('/home/customer-home-page').set('accept', 'text/html')).status).toBe(200);
    expect((await request(app.server).get('/metrics')).text).toMatch(/^shed_requests_total 1$/m);
  });

  it('an event loop blocked in two samples running sheds /api until a calm sample, then serves again; one pause alone does not', async () => {
    // A 500 ms pause puts the mean delay of its 50 ms sample above 50 ms whatever else it holds.
    const app = await stack({ SHED_EVENT_LOOP_DELAY_MS: '50', SHED_HEAP_USED_RATIO: '0' });
    const config = () => app.inject({ url: '/api/session/config?comId=44000000' });
    expect((await config()).statusCode).toBe(200);
    /** Block the loop for 500 ms; the overdue sample is taken in the timers phase this waits for. */
    const pause = async () => {
      const until = Date.now() + 500;
      while (Date.now() < until) {
        // busy: the loop is blocked
      }
      await new Promise((r) => setTimeout(r, 1));
    };
    /** Wait for a calm sample (the first requests compile serialisers: the loop may lag then). */
    const calm = async () => {
      for (let i = 0; i < 100 && (app.isUnderPressure() || app.shedding()); i++) await new Promise((r) => setTimeout(r, SAMPLE_MS));
      expect(app.isUnderPressure()).toBe(false);
    };
    // One pause (a long GC, another app built in this process): past the threshold once, not overload.
    await calm();
    let tries = 0;
    do {
      await pause();
      tries++;
    } while (!app.isUnderPressure() && tries < 5);
    expect(app.isUnderPressure()).toBe(true);
    expect(app.shedding()).toBe(false);
    expect((await config()).statusCode).toBe(200);
    await calm();
    // Pauses in samples running: shed from the second on. (No timers phase, so no new sample, between
    // the check and the request.)
    let pauses = 0;
    while (!app.shedding() && pauses < 10) {
      await pause();
      pauses++;
    }
    expect(pauses).toBeGreaterThanOrEqual(2);
    const shed = await config();
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ ok: false, error: { code: 'OVERLOADED', message: '服务繁忙，请稍后重试' } });
    // Calm again: served.
    await calm();
    expect(app.shedding()).toBe(false);
    expect((await config()).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('defaults: 1 s event-loop delay, 90 % of the heap limit, utilisation off, Retry-After 10 s', () => {
    expect(loadConfig({}).shed).toEqual({ eventLoopDelayMs: 1000, heapUsedRatio: 0.9, eventLoopUtilization: 0, retryAfterS: 10 });
    expect(() => loadConfig({ SHED_HEAP_USED_RATIO: '2' })).toThrow(/SHED_HEAP_USED_RATIO/);
  });
});
