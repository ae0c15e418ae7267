import { localized } from '../i18n/localized.ts';
import { LOW_BALANCE_WARNING_SECONDS } from '../constants.ts';

/**
 * Push notifications and the installable app (issue 23 §2). A notification names at most a person
 * (never what anyone wrote); each opens the screen its kind belongs to.
 */
export const pushMessages = localized('push', {
  notification: {
    'new-request': (name?: string) => ({
      title: 'New session request',
      body: name ? `${name} would like to talk. Open your console to accept.` : 'Someone would like to talk.',
    }),
    'request-accepted': (name?: string) => ({
      title: 'Request accepted',
      body: name ? `${name} accepted your request. Join the session now.` : 'Your request was accepted.',
    }),
    'listener-online': (name?: string) => ({
      title: 'Your listener is back online',
      body: name ? `${name} is online now.` : 'A listener you follow is online now.',
    }),
    'low-balance': () => ({
      title: 'Low balance',
      body: `Your coins run out in about ${LOW_BALANCE_WARNING_SECONDS / 60} minutes. Top up to keep talking.`,
    }),
    'withdrawal-paid': () => ({
      title: 'Withdrawal paid',
      body: 'Your withdrawal was paid to your UPI id.',
    }),
    'moderation-outcome': () => ({
      title: 'Your report was reviewed',
      body: 'An admin decided on your report. Open it to see the outcome.',
    }),
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
