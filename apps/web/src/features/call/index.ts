// The call feature's public entry: all other features may use of it (eslint walls/feature-zones).
export { RESTART_DELAY_MS, sdpOrigin } from './audio-call';
export { CallAudio, CallControl, CallStatus, MuteButton, callButtonClass } from './call-controls';
export { useAudioCall, type AudioCallView } from './use-audio-call';
