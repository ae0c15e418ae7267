// The two-factor feature's public entry (eslint walls/feature-zones): the account/settings section, the
// code step at sign-in, and the enrolment screen.
export { TwoFactorSection } from './two-factor-section';
export { TwoFactorCodeStep } from './code-step-form';
export { TwoFactorEnrolment } from './enrolment';
