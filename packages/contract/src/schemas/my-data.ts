import { z } from 'zod';
import { myDataMessages } from '../messages/my-data.ts';
import { uuidSchema } from './common.ts';

// "Download my data" (issue 25 §3): a person's own export, prepared in the background as a ZIP of JSON
// files and mailed as a link that expires.

/** An export's life: asked (pending), built (ready), given up on (failed), past its link (expired). */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;

/** One export per person in any this many hours (a failed one does not count). */
export const DATA_EXPORT_MIN_INTERVAL_HOURS = 24;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  /** When it became ready (or failed). */
  finishedAt: z.string().nullable(),
  /** When its link stops working (ready and expired only). */
  expiresAt: z.string().nullable(),
  /** The earliest moment a new export may be asked for. */
  nextAllowedAt: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.object({ id: uuidSchema });

export const dataExportDownloadQuerySchema = z.object({
  token: z
    .string({ error: myDataMessages.tokenRequired })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, myDataMessages.tokenRequired),
});
