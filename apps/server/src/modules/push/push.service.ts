import webpush from 'web-push';
import {
  ACCEPTED_SESSION_TTL_SECONDS,
  LOW_BALANCE_WARNING_SECONDS,
  PUSH_NAME_MAX,
  DEFAULT_LOCALE,
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
import { createOutboxDrain } from '../../lib/outbox-drain.ts';
import {
  claimPushes,
  findUserLocale,
  deferPush,
  deletePush,
  deleteSubscription,
  deleteSubscriptionOf,
  enqueuePush,
  listSubscriptionsOf,
  upsertSubscription,
  type ClaimedPush,
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
const BATCH = 20;
/** How long a sender holds a claimed notification: more than a send's timeout, so never sent twice at once. */
const LEASE_MS = 60_000;
/** How often each process looks for retries that came due and rows a crashed process left. */
const SWEEP_MS = 5_000;
/** The wait before the n-th retry: 5 s, 15 s, 45 s, ... at most 5 minutes (within the kind's TTL). */
const retryDelayMs = (attempts: number) => Math.min(5_000 * 3 ** (attempts - 1), 5 * 60_000);

/** A device's answer: taken (or gone, or refused for good), or worth trying again later. */
type Outcome = 'settled' | 'retry';

/**
 * Web push (issue 23 §2). `sendPush` is the one way any module notifies a person's devices: called once
 * the change it reports has committed, it writes the notification to the push outbox and returns, so it
 * never delays or fails the request that triggered it; a drain (in this process at once, in any process
 * later) delivers it. A device whose push service fails for now (a network error, a timeout, 429, 5xx)
 * gets it again with a growing wait until the kind's TTL, when it no longer matters; a crashed process's
 * claimed rows come back when their lease ends. A device that took it never gets it again from here.
 * Nothing personal is logged (no endpoint, no name): a failure names the kind, the push service's host
 * and its status. A 404/410 answer means the browser dropped the subscription: the row goes.
 */
export const createPushService = ({ db, clock, vapid, isConnected, log, settings }: PushDeps) => {
  const timeoutMs = settings.timeoutMs ?? 10_000;

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

  const sendTo = async (subscription: StoredSubscription, payload: PushPayload): Promise<Outcome> => {
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
      if (response.ok) return 'settled';
      if (response.status === 404 || response.status === 410) {
        await deleteSubscription(db, subscription.id);
        log.info({ kind: payload.kind, host, status: response.status }, 'push subscription gone; removed');
        return 'settled';
      }
      const retry = response.status === 429 || response.status >= 500;
      log.warn({ kind: payload.kind, host, status: response.status, retry }, 'push refused');
      return retry ? 'retry' : 'settled';
    } catch (error) {
      log.warn({ kind: payload.kind, host, reason: (error as Error).name }, 'push failed; will retry');
      return 'retry';
    }
  };

  /** One claimed notification to the devices it is still owed to; the failed ones are tried again later. */
  const deliver = async ({ id, userId, payload, deviceIds, attempts }: ClaimedPush) => {
    let devices = await listSubscriptionsOf(db, userId);
    if (deviceIds) devices = devices.filter((device) => deviceIds.includes(device.id));
    if (payload.kind === 'new-request' && devices.length > 0) {
      // A listener with a console open on any process hears the request there; only the devices they
      // asked to hear of every request get it too.
      const live = await isConnected(userId).catch((error: unknown) => {
        log.warn({ err: error }, 'console presence unknown; notifying every device');
        return false;
      });
      if (live) devices = devices.filter((device) => device.alwaysNewRequests);
    }
    // The device shows the texts, in the language the person reads now (named when it is not English).
    const locale = devices.length > 0 ? await findUserLocale(db, userId) : undefined;
    const sent = locale && locale !== DEFAULT_LOCALE ? { ...payload, locale } : payload;
    const outcomes = await Promise.all(devices.map((device) => sendTo(device, sent)));
    const again = devices.filter((_, index) => outcomes[index] === 'retry').map((device) => device.id);
    if (again.length === 0) await deletePush(db, id);
    else await deferPush(db, id, new Date(clock.now().getTime() + retryDelayMs(attempts)), again);
  };

  const outbox = createOutboxDrain({
    claim: () => claimPushes(db, { limit: BATCH, leaseMs: LEASE_MS, now: clock.now() }),
    send: deliver,
    sweepMs: SWEEP_MS,
    // Each row is one person's: their push services answer independently.
    parallel: true,
    log,
    failure: 'push outbox drain failed',
  });

  return {
    /**
     * Queues a notification for every device of `userId` (see above) and wakes the sender. Resolves once
     * it is stored; never throws (a failed write is logged: the action it reports has already happened).
     */
    sendPush: async (userId: string, notification: PushNotification) => {
      try {
        const payload = pushPayloadSchema.parse({
          kind: notification.kind,
          url: notification.url,
          ...(notification.name ? { name: notification.name.slice(0, PUSH_NAME_MAX) } : {}),
        });
        const now = clock.now();
        await enqueuePush(db, {
          userId,
          payload,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ttlOf(payload.kind) * 1000),
        });
        outbox.wake();
      } catch (error) {
        log.error({ err: error, kind: notification.kind }, 'push not queued');
      }
    },

    /** Delivers what is due now and waits for it (tests; a graceful stop). */
    flush: outbox.flush,
    /** Delivers what other processes left and retries that come due, every few seconds. */
    start: outbox.start,
    stop: outbox.stop,

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
