import webpush from 'web-push';
import {
  ACCEPTED_SESSION_TTL_SECONDS,
  LOW_BALANCE_WARNING_SECONDS,
  PUSH_NAME_MAX,
  messages,
  pushPayloadSchema,
  type PushKind,
  type PushPayload,
  type PushSubscribeBody,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import type { VapidKeys } from '../../lib/secrets.ts';
import {
  deleteSubscription,
  deleteSubscriptionOf,
  listSubscriptionsOf,
  upsertSubscription,
  type StoredSubscription,
} from './push.repository.ts';

/** What a module asks to be shown: a kind, at most a person's name, and the screen to open. */
export type PushNotification = PushPayload;

type PushDeps = {
  db: Db;
  clock: Clock;
  vapid: VapidKeys & { subject: string };
  /** Whether a person has a live socket (an open console) on any process. */
  isConnected: (userId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  settings: { requestTtlSeconds: number; timeoutMs?: number };
};

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Web push (issue 23 §2). `sendPush` is the one way any module notifies a person's devices: called once
 * the change it reports has committed, it returns at once and delivers in the background, so it never
 * delays or fails the request that triggered it. A push is best-effort, like the push services
 * themselves: one lost with a crashing process is not retried (the screens still show the state).
 * Nothing personal is logged (no endpoint, no name): a failure names the kind, the push service's host
 * and its status. A 404/410 answer means the browser dropped the subscription: the row goes.
 */
export const createPushService = ({ db, clock, vapid, isConnected, log, settings }: PushDeps) => {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const pending = new Set<Promise<void>>();

  /** How long the push service may hold a notification for an offline device: no longer than it matters. */
  const ttlOf = (kind: PushKind) =>
    kind === 'new-request'
      ? settings.requestTtlSeconds
      : kind === 'request-accepted'
        ? ACCEPTED_SESSION_TTL_SECONDS
        : kind === 'low-balance'
          ? LOW_BALANCE_WARNING_SECONDS
          : DAY_SECONDS;
  const isUrgent = (kind: PushKind) =>
    kind === 'new-request' || kind === 'request-accepted' || kind === 'low-balance';

  const sendTo = async (subscription: StoredSubscription, payload: PushPayload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: ttlOf(payload.kind),
        urgency: isUrgent(payload.kind) ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const host = new URL(subscription.endpoint).host;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) {
        await deleteSubscription(db, subscription.id);
        log.info({ kind: payload.kind, host, status: response.status }, 'push subscription gone; removed');
      } else if (!response.ok) {
        log.warn({ kind: payload.kind, host, status: response.status }, 'push refused');
      }
    } catch (error) {
      log.warn({ kind: payload.kind, host, reason: (error as Error).name }, 'push failed');
    }
  };

  const deliver = async (userId: string, notification: PushNotification) => {
    let devices = await listSubscriptionsOf(db, userId);
    if (devices.length === 0) return;
    if (notification.kind === 'new-request') {
      // A listener with a console open on any process hears the request there; only the devices they
      // asked to hear of every request get it too.
      const live = await isConnected(userId).catch((error: unknown) => {
        log.warn({ err: error }, 'console presence unknown; notifying every device');
        return false;
      });
      if (live) devices = devices.filter((device) => device.alwaysNewRequests);
    }
    const payload = pushPayloadSchema.parse({
      kind: notification.kind,
      url: notification.url,
      ...(notification.name ? { name: notification.name.slice(0, PUSH_NAME_MAX) } : {}),
    });
    await Promise.all(devices.map((device) => sendTo(device, payload)));
  };

  return {
    /** Notifies every device of `userId` in the background (see above); never throws. */
    sendPush: (userId: string, notification: PushNotification) => {
      const job = deliver(userId, notification)
        .catch((error: unknown) => log.error({ err: error, kind: notification.kind }, 'push send failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Waits for the pushes in flight (tests; a graceful stop). */
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    key: () => Promise.resolve({ data: { publicKey: vapid.publicKey } }),

    async subscribe(user: CurrentUser, body: PushSubscribeBody) {
      const row = await upsertSubscription(
        db,
        {
          userId: user.id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          // Only a listener's console hears requests; the choice means nothing for anyone else.
          alwaysNewRequests: user.role === 'LISTENER' && (body.alwaysNewRequests ?? false),
        },
        clock.now(),
      );
      return {
        data: { subscribed: true, alwaysNewRequests: row?.alwaysNewRequests ?? false },
        message: messages.push.subscribed,
      };
    },

    /** Removes the caller's own device; answers the same whether or not it was subscribed (sign-out). */
    async unsubscribe(user: CurrentUser, endpoint: string) {
      await deleteSubscriptionOf(db, user.id, endpoint);
      return { data: { subscribed: false, alwaysNewRequests: false }, message: messages.push.unsubscribed };
    },
  };
};

export type PushService = ReturnType<typeof createPushService>;
/** What other modules are given: the one send function. */
export type SendPush = PushService['sendPush'];
