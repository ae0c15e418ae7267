// /readyz tells a load balancer whether to send work here: the database and Redis must answer, each
// within a second (a restarting store leaves its driver queueing commands; the check must not wait).
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { useTestApp } from '../support/test-app.ts';

// A port that accepts connections and never answers: Redis as it looks while it hangs or restarts.
const silent = net.createServer(() => undefined);
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as net.AddressInfo).port;
afterAll(() => void silent.close());

const ready = await useTestApp({
  env: { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
});
const stuck = await useTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${silentPort}` } });

describe('GET /readyz', () => {
  it('is ready when the database and Redis answer', async () => {
    const res = await ready.call('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', redis: true });
  });

  it('answers 503 within about a second when Redis does not answer, and again once it is asked again', async () => {
    for (let i = 0; i < 2; i += 1) {
      const started = Date.now();
      const res = await stuck.call('GET', '/readyz');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', message: messages.http.notReady, code: 'UNAVAILABLE' });
    }
  });

  it('answers 503 draining once the process is stopping', async () => {
    ready.app.startDraining();
    const res = await ready.call('GET', '/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'draining', message: messages.http.draining, code: 'UNAVAILABLE' });
  });
});
