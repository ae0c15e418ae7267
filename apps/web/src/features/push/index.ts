// The push feature's public entry (eslint walls/feature-zones): the opt-in card, loaded lazily by the
// pages that show it, and the sign-out step.
export { PushControl } from './push-control';
export { forgetPushDevice } from './push-device';
