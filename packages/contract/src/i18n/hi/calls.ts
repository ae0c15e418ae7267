import { CALL_CANDIDATE_MAX, CALL_SDP_MAX } from '../../constants.ts';
import type { Catalogue } from '../catalogue.ts';
import { formatNumber } from '../format.ts';

export const callsHi = {
  'calls.descriptionInvalid': 'session description में उसका type और sdp होना चाहिए',
  'calls.descriptionTooLarge': `session description में ज़्यादा से ज़्यादा ${formatNumber(CALL_SDP_MAX, {}, 'hi')} अक्षर हो सकते हैं`,
  'calls.candidateInvalid': 'ICE candidate में उसकी candidate लाइन होनी चाहिए',
  'calls.candidateTooLarge': `ICE candidate में ज़्यादा से ज़्यादा ${formatNumber(CALL_CANDIDATE_MAX, {}, 'hi')} अक्षर हो सकते हैं`,
  'calls.audioOnly': 'कॉल सिर्फ़ ऑडियो कॉल सेशन के लिए हैं।',
  'calls.notCallable': 'इस सेशन में कॉल नहीं की जा सकती।',
  'calls.notJoined': 'सिग्नलिंग से पहले सेशन में शामिल हों।',
} satisfies Catalogue;
