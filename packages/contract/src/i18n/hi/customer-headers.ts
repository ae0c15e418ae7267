import type { Catalogue } from '../catalogue.ts';

export const customerHeadersHi = {
  'customerHeaders.directoryTitle': 'लिसनर खोजें',
  'customerHeaders.directoryDescription':
    'कोई आपकी बात प्यार से सुनने के लिए तैयार है। किसी ऑनलाइन लिसनर को चुनें और चैट या कॉल के लिए अनुरोध भेजें।',
  'customerHeaders.walletTitle': 'वॉलेट',
  'customerHeaders.walletDescription': 'लिसनर से बात करने के लिए कॉइन खरीदें। आप हर शुरू हुए मिनट का भुगतान करते हैं।',
} satisfies Catalogue;
