import Fastify, { type FastifyInstance } from 'fastify';
import { REFERENCE_DATE } from './data/seed';
import { DEMO_USERS } from './data/users';
import { HANDLERS } from './handlers/index';
import { resetState, seedState } from './state/index';
import { catalogueRoutes } from './router';
import { playWeCom } from './wecom';
import type { DemoState, Fault } from './types';

// The demo upstream: a stand-in for the insurer's API with seeded data, started in-process on a
// loopback port by the entry point (when UPSTREAM_URL is unset) and by the tests. BFF code never
// imports this folder.

export interface DemoUpstream {
  app: FastifyInstance;
  url: string;
  state: DemoState;
  /** Inject a fault for a catalogue call (tests). */
  fault(name: string, fault: Fault & { times?: number }): void;
  /** Forget recorded calls and faults. */
  reset(): void;
  /** Back to the seeded data: every change undone (and calls and faults forgotten). */
  resetData(): void;
  close(): Promise<void>;
}

/** The seeded data's "today" (YYYY-MM-DD): REFERENCE_DATE unless given (tests pin it; npm start passes the day it starts). */
export interface DemoOptions {
  referenceDate?: string;
}

export function createDemoState(seed?: number, opts: DemoOptions = {}): DemoState {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    ...seedState(opts.referenceDate ?? REFERENCE_DATE, now(), seed),
    users: DEMO_USERS,
    calls: [],
    faults: new Map(),
    now,
    // Tests move the clock with setClockOffset.
    ...{ setClockOffset: (ms: number) => (offsetMs = ms) },
  };
}

export async function buildDemoUpstream(state: DemoState = createDemoState()): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
  app.get('/', async () => ({ status: 0, statusText: 'success', data: { name: 'demo-upstream', calls: state.calls.length } }));
  // A small control API, handy when clicking through by hand: recorded calls and faults.
  app.get('/__demo/calls', async () => state.calls.slice(-200));
  app.get('/__demo/users', async () =>
    state.users.map((u) => ({ userId: u.userId, name: u.name, comId: u.comId, systemRole: u.systemRole })),
  );
  app.delete('/__demo/calls', async () => {
    state.calls.length = 0;
    return { ok: true };
  });
  app.post<{ Body: { name: string } & Fault & { times?: number } }>('/__demo/faults', async (request) => {
    const { name, ...fault } = request.body;
    state.faults.set(name, fault as Fault);
    return { ok: true };
  });
  app.delete('/__demo/faults', async () => {
    state.faults.clear();
    return { ok: true };
  });
  playWeCom(app, state);
  await app.register(catalogueRoutes, { state, handlers: HANDLERS });
  return app;
}

export async function startDemoUpstream(port = 0, opts: DemoOptions = {}): Promise<DemoUpstream> {
  const referenceDate = opts.referenceDate ?? REFERENCE_DATE;
  const state = createDemoState(undefined, { referenceDate });
  const app = await buildDemoUpstream(state);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    app,
    state,
    url: `http://127.0.0.1:${actualPort}`,
    fault: (name, fault) => state.faults.set(name, fault),
    reset: () => {
      state.calls.length = 0;
      state.faults.clear();
    },
    resetData: () => {
      resetState(state);
      state.calls.length = 0;
      state.faults.clear();
    },
    close: () => app.close(),
  };
}
