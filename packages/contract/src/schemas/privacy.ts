import { z } from 'zod';
import { privacyMessages } from '../messages/privacy.ts';

/** The privacy notice's current version and the grievance officer (settings), for the public page. */
export const privacyNoticeSchema = z.object({
  version: z.string(),
  grievance: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const consentBodySchema = z.object({
  version: z
    .string({ error: privacyMessages.errors.versionRequired })
    .trim()
    .min(1, { error: privacyMessages.errors.versionRequired })
    .max(32, { error: privacyMessages.errors.versionRequired }),
});

export const consentSchema = z.object({ version: z.string(), consentedAt: z.string() });
