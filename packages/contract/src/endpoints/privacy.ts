import { consentBodySchema, consentSchema, privacyNoticeSchema } from '../schemas/privacy.ts';
import { dataOf } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Issue 25 (not in the spec): the privacy notice and the consent to it. */
export const privacyEndpoints = {
  notice: defineEndpoint({
    method: 'GET',
    path: '/privacy/notice',
    access: 'public',
    summary: "The privacy notice's current version and the grievance officer's contact (settings)",
    response: dataOf(privacyNoticeSchema),
  }),
  consent: defineEndpoint({
    method: 'POST',
    path: '/privacy/consent',
    access: 'signed-in',
    summary:
      'Agree to the privacy notice: only the current version (409 otherwise); recorded with its time, once per version, the history kept',
    body: consentBodySchema,
    response: dataOf(consentSchema),
  }),
} as const;
