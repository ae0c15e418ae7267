import { formatDateTime, listenerDashboardMessages } from '@app/contract';

/** The spec: change text starting with + is positive, with - negative, else neutral. */
export function changeTone(text: string): 'positive' | 'negative' | 'neutral' {
  const start = text.trimStart();
  if (start.startsWith('+')) return 'positive';
  if (start.startsWith('-')) return 'negative';
  return 'neutral';
}

/** 'just now', '5 min ago', '3 h ago', else the date ('2 Mar 2025'), in the language shown. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return listenerDashboardMessages.justNow;
  if (minutes < 60) return listenerDashboardMessages.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return listenerDashboardMessages.hoursAgo(hours);
  return formatDateTime(at, { day: 'numeric', month: 'short', year: 'numeric' });
}
