import {
  adminModerationMessages,
  formatDateTime as formatLocalDateTime,
  formatNumber as formatLocalNumber,
  routes,
  safetyMessages,
  type CaseKind,
  type MessageFlag,
  type ReportCategory,
  type Role,
  type SessionMode,
} from '@app/contract';

const m = adminModerationMessages;

/** The page of one case: a shareable address under the queue's. */
export const caseRoute = (id: string): string => `${routes.admin.moderation}/${id}`;

// Labels are read while rendering (in the language shown), never fixed when the module loads.
export const caseKindLabel = (kind: CaseKind): string => m.caseKindLabels[kind];
export const roleLabel = (role: Role): string => m.roleLabels[role];
export const modeLabel = (mode: SessionMode): string => m.modeLabels[mode];

/** What a case is about: the report's category; a crisis flag has none, and is about one thing. */
export const caseTitle = ({ kind, category }: { kind: CaseKind; category: ReportCategory | null }): string =>
  category
    ? safetyMessages.categoryLabels[category]
    : kind === 'CRISIS'
      ? m.crisisTitle
      : m.caseKindLabels.REPORT;

/** A person's part in another case of their history. */
export const historyRoleLabel = (role: 'REPORTER' | 'REPORTED' | 'FLAGGED'): string =>
  m.historyRoleLabels[role];

/** The chips on a flagged message: the four kinds of contact details read as one. */
export type FlagChip = 'contact' | 'crisis' | 'abuse';
export const flagChipLabel = (chip: FlagChip): string => m.flagChipLabels[chip];

export function flagChips(flags: readonly MessageFlag[]): FlagChip[] {
  const chips: FlagChip[] = [];
  if (flags.includes('crisis')) chips.push('crisis');
  if (flags.includes('abuse')) chips.push('abuse');
  if (flags.some((flag) => flag === 'link' || flag === 'email' || flag === 'upi' || flag === 'phone')) {
    chips.push('contact');
  }
  return chips;
}

/** Indian grouping, in the language shown. */
export const formatNumber = (value: number): string => formatLocalNumber(value);

/** '1,250 coins', '1 coin'. */
export const formatCoins = (coins: number): string => m.coins(coins);

/** '7 Dec 2026' ('7 दिस॰ 2026'). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatLocalDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** '7 Dec 2026, 3:05 pm'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatLocalDateTime(date, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

/** How long a case has waited: 'just now', '12 min', '5 h', '3 days'. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return m.justNow;
  if (minutes < 60) return m.ageMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.ageHours(hours);
  return m.ageDays(Math.floor(hours / 24));
}

/** 'Opened just now', 'Opened 5 h ago'. */
export function openedAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (!Number.isNaN(at) && now - at < 60_000) return m.openedJustNow;
  return m.openedAgo(formatAge(iso, now));
}
