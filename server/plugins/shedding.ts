import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { AppConfig } from '../config.js';
import { fail } from '../http/answer.js';
import { API_HEADERS } from './security.js';

// Load shedding with @fastify/under-pressure: past the configured event-loop delay, heap or
// event-loop-utilisation threshold (sampled every second) in two samples running, /api answers 503
// in the one answer shape with Retry-After before any other work, /readyz says so (the balancer
// sends traffic elsewhere), and /healthz still answers: the process is alive, only busy. Pages and
// assets are still served. Two samples, not one: a single pause (a long GC, another app built in
// the same process by the tests) is not overload, and one second of 503s would not help it.

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether load is being shed now (past a threshold, once the start's samples are behind). */
    shedding(): boolean;
  }
}

export const OVERLOADED = '服务繁忙，请稍后重试';

export const sheddingPlugin = fp(async function shedding(app, opts: { shed: AppConfig['shed']; sampleIntervalMs?: number }) {
  const sampleInterval = opts.sampleIntervalMs ?? 1000;
  // Building the app blocks the loop (schemas compile) for a second or more: the samples taken until
  // one full interval after ready measure the start, not load, and decide nothing.
  let measuring = false;
  // under-pressure's samples in a row past a threshold. A sample is told from the previous one by its
  // figures; each is looked at (twice per interval, and whenever under-pressure reports pressure).
  let streak = 0;
  let seen = '';
  const observe = () => {
    const m = app.memoryUsage();
    const sample = `${m.eventLoopDelay}|${m.heapUsed}|${m.eventLoopUtilized}`;
    if (sample === seen) return;
    seen = sample;
    streak = app.isUnderPressure() ? streak + 1 : 0;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    setTimeout(() => (measuring = true), sampleInterval * 2).unref();
    timer = setInterval(observe, Math.max(5, Math.floor(sampleInterval / 2))).unref();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
  const sustained = () => {
    observe();
    return measuring && streak >= 2;
  };
  app.decorate('shedding', sustained);
  const shed = new Counter({ name: 'shed_requests_total', help: '/api requests answered 503 OVERLOADED by load shedding', registers: [app.metrics.registry] });
  const { eventLoopDelayMs, heapUsedRatio, eventLoopUtilization, retryAfterS } = opts.shed;
  await app.register(underPressure, {
    maxEventLoopDelay: eventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(heapUsedRatio * getHeapStatistics().heap_size_limit),
    maxEventLoopUtilization: eventLoopUtilization,
    sampleInterval,
    eventLoopUtilizationMode: 'interval',
    retryAfter: retryAfterS,
    // under-pressure sends what the handler returns (its types say void): the cast says so.
    pressureHandler: answer as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });

  function answer(request: FastifyRequest, reply: FastifyReply) {
    // Not an /api route: served anyway (returning nothing lets the request go on).
    if (!request.routeOptions.config?.api || !sustained()) return undefined;
    shed.inc();
    reply.code(503).headers(API_HEADERS).header('retry-after', String(retryAfterS));
    return fail('OVERLOADED', OVERLOADED);
  }
});
