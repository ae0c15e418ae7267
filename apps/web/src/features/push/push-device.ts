import { pushEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** Whether this browser can take web push (a service worker, the Push API and notifications). */
export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const registration = () => navigator.serviceWorker.ready;

/** This device's push subscription, if it has one. */
export const currentSubscription = async () =>
  isPushSupported()
    ? ((await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null)
    : null;

/**
 * Turns notifications on for this device: asks the person's permission, subscribes with the server's
 * VAPID key and stores the subscription for the signed-in person. Answers the permission.
 */
export async function turnOnPush(alwaysNewRequests: boolean): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const { data } = await callApi(pushEndpoints.key);
  const ready = await registration();
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: data.publicKey }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await callApi(pushEndpoints.subscribe, { body: { ...json, alwaysNewRequests } });
  return permission;
}

/** Turns notifications off for this device: the server forgets it, and the browser drops it. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(pushEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * On sign-out: this device stops getting the person's notifications (best effort, within a second and a
 * half: signing out never waits on the network for long).
 */
export async function forgetPushDevice(): Promise<void> {
  if (!isPushSupported()) return;
  await Promise.race([
    turnOffPush().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
}
