import { z } from 'zod';
import { dataOf } from '../schemas/common.ts';
import {
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportSchema,
} from '../schemas/my-data.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * "Download my data" (issue 25 §3): any signed-in person asks for an export of their own data; it is
 * built in the background and mailed as a link that only its owner, signed in, can use until it expires.
 */
export const myDataEndpoints = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/my-data/export',
    access: 'signed-in',
    summary: "The caller's latest data export and its state (null when they never asked)",
    response: dataOf(dataExportSchema.nullable()),
  }),
  ask: defineEndpoint({
    method: 'POST',
    path: '/my-data/export',
    access: 'signed-in',
    summary:
      'Ask for an export of your data (one pending at a time: asking again answers it; one per DATA_EXPORT_MIN_INTERVAL_HOURS, 429 sooner)',
    response: dataOf(dataExportSchema),
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/my-data/exports/:id/download',
    access: 'signed-in',
    summary:
      "The export's ZIP (application/zip), for its owner with the mailed link's token; 409 while pending, 410 once expired",
    params: dataExportParamsSchema,
    query: dataExportDownloadQuerySchema,
    response: z.unknown(),
  }),
} as const;
