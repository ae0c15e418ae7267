/** The spec: change text starting with + is positive, with - negative, else neutral. */
export function changeTone(text: string): 'positive' | 'negative' | 'neutral' {
  const start = text.trimStart();
  if (start.startsWith('+')) return 'positive';
  if (start.startsWith('-')) return 'negative';
  return 'neutral';
}

/** 'just now', '5 min ago', '3 h ago', else the spec's date ('Mar 2, 2025'). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}
