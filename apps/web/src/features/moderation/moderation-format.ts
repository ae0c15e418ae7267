import {
  messages,
  routes,
  type CaseKind,
  type MessageFlag,
  type ReportCategory,
  type Role,
} from '@app/contract';
import { formatNumber } from '@/lib/people-format';

/** The page of one case: a shareable address under the queue's. */
export const caseRoute = (id: string): string => `${routes.admin.moderation}/${id}`;

export const caseKindLabels: Record<CaseKind, string> = { REPORT: 'Report', CRISIS: 'Crisis flag' };

/** What a case is about: the report's category; a crisis flag has none, and is about one thing. */
export const caseTitle = ({ kind, category }: { kind: CaseKind; category: ReportCategory | null }): string =>
  category
    ? messages.safety.categoryLabels[category]
    : kind === 'CRISIS'
      ? 'Possible self-harm risk'
      : 'Report';

export const roleLabels: Record<Role, string> = {
  ADMIN: 'Admin',
  LISTENER: 'Listener',
  CUSTOMER: 'Customer',
};

/** A person's part in another case of their history. */
export const historyRoleLabels = {
  REPORTER: 'Reported by them',
  REPORTED: 'Reported about them',
  FLAGGED: 'Their message was flagged',
} as const;

/** The chips on a flagged message: the four kinds of contact details read as one. */
export type FlagChip = 'contact' | 'crisis' | 'abuse';
export const flagChipLabels: Record<FlagChip, string> = {
  contact: 'Contact details',
  crisis: 'Crisis',
  abuse: 'Abuse',
};

export function flagChips(flags: readonly MessageFlag[]): FlagChip[] {
  const chips: FlagChip[] = [];
  if (flags.includes('crisis')) chips.push('crisis');
  if (flags.includes('abuse')) chips.push('abuse');
  if (flags.some((flag) => flag === 'link' || flag === 'email' || flag === 'upi' || flag === 'phone')) {
    chips.push('contact');
  }
  return chips;
}

export { formatCoins } from '@/lib/people-format';

/** How long a case has waited: 'just now', '12 min', '5 h', '3 days'. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** 'Opened just now', 'Opened 5 h ago'. */
export function openedAgo(iso: string, now: number = Date.now()): string {
  const age = formatAge(iso, now);
  return age === 'just now' ? 'Opened just now' : `Opened ${age} ago`;
}
