import { localized } from '../i18n/localized.ts';

/** The listener console header's Online/Offline switch: in every console page's first load, so on its own. */
export const availabilityMessages = localized('availability', {
  online: 'Online',
  offline: 'Offline',
  onlineHint: 'Customers can send you session requests while this console is open.',
  offlineHint: 'Customers cannot send you requests.',
  availabilityFailed: 'Could not change your availability. Please try again.',
} as const);
