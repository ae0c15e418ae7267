import type { Catalogue } from '../catalogue.ts';

export const connectionHi = {
  'connection.connected': 'जुड़े हुए हैं',
  'connection.reconnecting': 'फिर से जुड़ रहे हैं…',
  'connection.reconnectingCustomer': 'सेशन जारी है; जब तक यह चलता है, आपसे शुल्क लिया जाता है।',
  'connection.reconnectingListener': 'जब तक आप फिर से जुड़ते हैं, सेशन जारी रहता है।',
  'connection.reconnectingEnds': 'अगर आप {0, number} सेकंड के अंदर वापस नहीं आते, तो यह खत्म हो जाएगा।',
  // {0} is connection.customer or connection.yourListener (honorific, so it reads with का).
  'connection.peerLost': '{0} का कनेक्शन टूट गया',
  'connection.peerEndsIn': 'अगर वे वापस नहीं आते, तो सेशन {0} में खत्म हो जाएगा।',
  'connection.peerEnding': 'सेशन खत्म किया जा रहा है…',
  'connection.peerLostBilling': 'अगर सेशन खत्म होता है, तो शुल्क उसी पल से रुक जाएगा जब वे गए थे।',
  'connection.waitingForCustomer': 'ग्राहक के जुड़ने का इंतज़ार है',
  'connection.waitingForListener': 'आपके लिसनर के जुड़ने का इंतज़ार है',
  'connection.connecting': 'जुड़ रहे हैं…',
  'connection.customer': 'ग्राहक',
  'connection.yourListener': 'आपके लिसनर',
} satisfies Catalogue;
