// What other features use of the privacy notice: the sign-up screens' agreement box.
export { PrivacyAgreement } from './privacy-agreement';
