import { messages, type TwoFactorEnrolment } from '@app/contract';

/** The key the fake server hands out at the start of a set-up (and the tests read back from the page). */
export const ENROLMENT_SECRET = 'JBSWY3DPEHPK3PXP';

/** POST /auth/two-factor/enrol's answer: the key, its otpauth URI and a stand-in QR code. */
export const enrolmentStarted: TwoFactorEnrolment = {
  message: messages.twoFactor.enrolmentStarted,
  secret: ENROLMENT_SECRET,
  otpauthUri: `otpauth://totp/ListenWell:x?secret=${ENROLMENT_SECRET}`,
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
