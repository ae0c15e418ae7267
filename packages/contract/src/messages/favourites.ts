import { localized } from '../i18n/localized.ts';
import { QUEUE_MAX_LENGTH, QUEUE_PLACE_TTL_MINUTES } from '../constants.ts';

/** Favourites and the waiting queue (issue 23 §5). */
export const favouritesMessages = localized('favourites', {
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
  favouriteOf: (name: string) => `Add ${name} to favourites`,
  unfavouriteOf: (name: string) => `Remove ${name} from favourites`,
  favourited: (name: string) => `${name} is in your favourites`,
  unfavourited: (name: string) => `${name} was removed from your favourites`,
  notifyOnline: 'Notify me when online',
  notifyOnlineHint: 'At most one alert a day for each listener.',
  notifyBodyOf: (name: string) => `${name} is online now. Tap to talk to them.`,
  notifyTitle: 'A favourite listener is online',
  listenerOnly: 'Only listeners can be favourites.',
  // ---------- The queue ----------
  queueJoin: 'Wait in line',
  queueLeave: 'Leave the line',
  queueTakeNext: 'Take next',
  queueHint: `Up to ${QUEUE_MAX_LENGTH} people can wait. Your place lasts ${QUEUE_PLACE_TTL_MINUTES} minutes, and you can leave any time.`,
  queuePositionOf: (position: number, name: string) =>
    position === 1 ? `You are next for ${name}` : `You are number ${position} in line for ${name}`,
  queueFull: `This listener's line is full (${QUEUE_MAX_LENGTH} people). Please try again later.`,
  queueListenerFree: 'This listener is free now: send them a request instead.',
  queueElsewhere: (name: string) => `You are already waiting for ${name}. Leave that line first.`,
  queueOpenSession: 'You already have an open session. Finish it before you wait for someone.',
  queueEmpty: 'No one is waiting for you.',
  queueStillBusy: 'Finish your current session before you take the next person.',
  queueGoOnline: 'Go online to take the next person.',
  queueRequestWaiting: 'A request is already waiting for you. Accept or close it first.',
  queueLeft: 'You left the line.',
  queueTaken: (name: string) => `${name} is ready for you: your request has been sent.`,
  queueExpired: 'Your place in line ran out. You can join again if they are still busy.',
  queueOffline: 'The listener went offline, so the line was closed.',
  queueDropped: 'Your turn came but your request could not be sent.',
  queueWaitingTitle: 'Waiting for you',
  queueNobody: 'No one is waiting.',
} as const);
