// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { routes } from '@app/contract';
import { useTestApp } from '../support/test-app.ts';
import { createCustomer, createOnlineListener, listenerAction, requestBody } from '../support/marketplace.ts';
import { startPushService } from '../support/push-service.ts';

// The push module's happy path on each database: a device subscribes, a request and its acceptance
// reach the two people's devices through a real push service's protocol (VAPID checked, payload
// decrypted), and turning notifications off stops them. Every other case is in push.test.ts.
describe('web push', () => {
  it('subscribes, delivers the request and the acceptance, and stops after sign-out', async () => {
    const t = await useTestApp({ deadlineSweepMs: 0 });
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const key = await t.get('/push/key', customer.token);
    const pushService = await startPushService({
      vapidPublicKey: (key.body.data as { publicKey: string }).publicKey,
    });
    try {
      const listenerDevice = pushService.device();
      const customerDevice = pushService.device();
      expect((await t.post('/push/subscriptions', listenerDevice.subscription, listener.token)).status).toBe(
        200,
      );
      expect((await t.post('/push/subscriptions', customerDevice.subscription, customer.token)).status).toBe(
        200,
      );

      const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
      const id = (requested.body.data as { id: string }).id;
      await pushService.waitFor(listenerDevice.id);
      expect(listenerDevice.received()[0]?.payload).toEqual({
        kind: 'new-request',
        name: 'Test CUSTOMER',
        url: routes.listener.sessionRequests,
      });

      await listenerAction(t, 'accept-session-request', id, listener.token);
      await pushService.waitFor(customerDevice.id);
      expect(customerDevice.received()[0]?.payload).toEqual({
        kind: 'request-accepted',
        name: 'Test LISTENER',
        url: routes.app.session(id),
      });
      expect(pushService.refusals).toEqual([]);

      // Signing out turns the device off: the next push finds nobody there.
      const off = await t.post(
        '/push/subscriptions/remove',
        { endpoint: listenerDevice.subscription.endpoint },
        listener.token,
      );
      expect(off.status).toBe(200);
      await listenerAction(t, 'close-session', id, listener.token);
      const other = await createCustomer(t, 100);
      await t.post('/sessions/request', requestBody(listener.id), other.token);
      await t.app.services.push.flush();
      expect(listenerDevice.received()).toHaveLength(1);
    } finally {
      await pushService.close();
    }
  });
});
