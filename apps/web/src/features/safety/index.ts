// The safety feature's public entry: all other features may use of it (eslint walls/feature-zones).
export { useMyReportsBySession } from './api/safety';
export { CrisisHelplines, ListenerCrisisGuidance, UrgentHelp } from './crisis-help';
export { ReportDialog } from './report-dialog';
export { withinReportWindow } from './report-window';
export { useCrisisAlert } from './use-crisis-alert';
