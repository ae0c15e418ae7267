import type { Catalogue } from '../catalogue.ts';

export const chatScreenHi = {
  'chatScreen.messageLabel': 'संदेश',
  'chatScreen.sendMessage': 'संदेश भेजें',
  'chatScreen.messagesLabel': 'संदेश',
  'chatScreen.notSent': 'नहीं भेजा गया: {0}',
  'chatScreen.today': 'आज · {0}',
  'chatScreen.yesterday': 'कल · {0}',
  'chatScreen.mute': 'म्यूट करें',
} satisfies Catalogue;
