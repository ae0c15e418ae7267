import { localized } from '../i18n/localized.ts';
import { LOW_BALANCE_WARNING_SECONDS } from '../constants.ts';
import type { PushKind } from '../schemas/push.ts';

/**
 * Push notifications and the installable app (issue 23 §2). A notification names at most a person
 * (never what anyone wrote); each opens the screen its kind belongs to.
 */
export const pushMessages = localized('push', {
  /** Each kind's title; its body names the person when the payload does (`notificationBodiesNamed`). */
  notificationTitles: {
    'new-request': 'New session request',
    'request-accepted': 'Request accepted',
    'listener-online': 'Your listener is back online',
    'low-balance': 'Low balance',
    'withdrawal-paid': 'Withdrawal paid',
    'moderation-outcome': 'Your report was reviewed',
  },
  notificationBodies: {
    'new-request': 'Someone would like to talk.',
    'request-accepted': 'Your request was accepted.',
    'listener-online': 'A listener you follow is online now.',
    'low-balance': `Your coins run out in about ${LOW_BALANCE_WARNING_SECONDS / 60} minutes. Top up to keep talking.`,
    'withdrawal-paid': 'Your withdrawal was paid to your UPI id.',
    'moderation-outcome': 'An admin decided on your report. Open it to see the outcome.',
  },
  notificationBodiesNamed: {
    'new-request': (name: string) => `${name} would like to talk. Open your console to accept.`,
    'request-accepted': (name: string) => `${name} accepted your request. Join the session now.`,
    'listener-online': (name: string) => `${name} is online now.`,
  },
  invalidSubscription: 'Invalid push subscription',
  subscribed: 'Notifications are on for this device',
  unsubscribed: 'Notifications are off for this device',
  // The opt-in control (listener console and customer area).
  controlTitle: 'Notifications on this device',
  controlHint: 'Get a notification on this device even when the app is closed.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  alwaysNewRequests: 'Also notify me of new requests while my console is open',
  unsupported: 'This browser cannot show notifications from the app.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to turn them on.',
  failed: 'Could not change notifications. Please try again.',
} as const);

/** A push's title and body in the language of the moment: the kind's text, naming `name` where it can. */
export const pushNotificationText = (kind: PushKind, name?: string): { title: string; body: string } => {
  const named = name
    ? (pushMessages.notificationBodiesNamed as Partial<Record<PushKind, (n: string) => string>>)[kind]
    : undefined;
  return {
    title: pushMessages.notificationTitles[kind],
    body: named && name ? named(name) : pushMessages.notificationBodies[kind],
  };
};
