export const earningsMessages = {
  noRecords: 'No earnings records found.',
  loading: 'Loading earnings...',
  errorTitle: 'Error loading earnings data',
} as const;
