import { privacyEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** The current notice version and the grievance officer (public). */
export const getPrivacyNotice = (signal?: AbortSignal) =>
  callApi(privacyEndpoints.notice, signal ? { signal } : {});

/** Agrees to `version` of the notice; the server refuses any but the current one. */
export const agreeToPrivacyNotice = (version: string) =>
  callApi(privacyEndpoints.consent, { body: { version } });
