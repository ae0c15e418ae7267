import { chatScreenMessages, formatDateTime } from '@app/contract';

const pad = (value: number) => String(value).padStart(2, '0');

const validDate = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A bubble's time in the reader's time zone and the language shown ('3:07 pm'). The spec's chat timestamp is time then
 * dd-mm-yyyy: the date part sits once per day on the day's separator (`formatChatDay`), not on every
 * bubble (issue 23 §6).
 */
export function formatChatTime(value: string): string {
  const date = validDate(value);
  return date ? formatDateTime(date, { hour: 'numeric', minute: '2-digit' }) : '';
}

/** The reader's local calendar day of an instant, 'yyyy-mm-dd' (a day separator's key and datetime). */
export function chatDayKey(value: string | number | Date): string {
  const date = validDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day separator's text in the reader's time zone: the spec's dd-mm-yyyy, led by 'Today' or
 * 'Yesterday' when it is one of those ('Today · 15-06-2026', '13-06-2026').
 */
export function formatChatDay(value: string, now: number | Date = Date.now()): string {
  const date = validDate(value);
  if (!date) return '';
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  const today = new Date(now);
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const key = chatDayKey(date);
  if (key === chatDayKey(today)) return chatScreenMessages.today(day);
  if (key === chatDayKey(yesterday)) return chatScreenMessages.yesterday(day);
  return day;
}
