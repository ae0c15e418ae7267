import { REPORT_WINDOW_HOURS } from '@app/contract';

const REPORT_WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;

/** Whether a session that ended at `endedAt` may still be reported at `now` (as the server counts it: the last millisecond included). */
export const withinReportWindow = (endedAt: string, now: number) =>
  now - Date.parse(endedAt) <= REPORT_WINDOW_MS;
