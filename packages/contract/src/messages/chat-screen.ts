import { localized } from '../i18n/localized.ts';

/**
 * The chat and call widgets both people's live screens share (the message box, the conversation, Mute):
 * apart from sessionScreens, so the first load of the customer's session carries only these.
 */
export const chatScreenMessages = localized('chatScreen', {
  messageLabel: 'Message',
  sendMessage: 'Send message',
  messagesLabel: 'Messages',
  notSent: (reason: string) => `Not sent: ${reason}`,
  today: (day: string) => `Today · ${day}`,
  yesterday: (day: string) => `Yesterday · ${day}`,
  mute: 'Mute',
} as const);
