import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server.js';

// /metrics can be served on a separate METRICS_PORT and protected by METRICS_TOKEN.

describe('/metrics for ops', () => {
  it('METRICS_TOKEN: without the bearer token → 401 in the one shape; with it → Prometheus text', async () => {
    const s = await startServer({ METRICS_TOKEN: 's3cret-token' });
    try {
      const none = await request(s.app.server).get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.body).toEqual({ ok: false, error: { code: 'UNAUTHORIZED', message: '未授权' } });
      const wrong = await request(s.app.server).get('/metrics').set('authorization', 'Bearer s3cret-tokeN');
      expect(wrong.status).toBe(401);
      const right = await request(s.app.server).get('/metrics').set('authorization', 'Bearer s3cret-token');
      expect(right.status).toBe(200);
      expect(right.text).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await s.close();
    }
  });

  it('METRICS_PORT: /metrics answers on its own port only, with the app’s figures; the main port says 404', async () => {
    const s = await startServer({ METRICS_PORT: '0' });
    try {
      expect(s.app.metricsServer).toBeDefined();
      await s.app.metricsServer!.listen({ host: '127.0.0.1', port: 0 });
      const port = (s.app.metricsServer!.server.address() as AddressInfo).port;
      await request(s.app.server).get('/api/session/config').query({ comId: '44000000' });
      const main = await request(s.app.server).get('/metrics');
      expect(main.status).toBe(404);
      const res = await request(`http://127.0.0.1:${port}`).get('/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/session\/config",status="200"\} 1/);
      expect((await request(`http://127.0.0.1:${port}`).get('/api/session')).status).toBe(404);
    } finally {
      await s.close();
    }
    // Closing the app closed the metrics listener too.
    expect(s.app.metricsServer!.server.listening).toBe(false);
  });
});
