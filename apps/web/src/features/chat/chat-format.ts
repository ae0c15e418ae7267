const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's chat timestamp: time, then dd-mm-yyyy ('3:07 PM 15-06-2026'), in the reader's time zone. */
export function formatChatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${timeFormat.format(date)} ${day}`;
}
