import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import { CALL_CANDIDATE_MAX, CALL_SDP_MAX } from '../constants.ts';

/** Audio calls (issue 10): signalling refusals. The call screen's texts are in liveSession. */
export const callsMessages = localized('calls', {
  descriptionInvalid: 'A session description needs its type and sdp',
  descriptionTooLarge: `A session description can be at most ${formatNumber(CALL_SDP_MAX, {}, 'en')} characters`,
  candidateInvalid: 'An ICE candidate needs its candidate line',
  candidateTooLarge: `An ICE candidate can be at most ${formatNumber(CALL_CANDIDATE_MAX, {}, 'en')} characters`,
  audioOnly: 'Calls are only for audio sessions.',
  notCallable: 'This session is not available for calling.',
  notJoined: 'Join the session before signalling.',
} as const);
