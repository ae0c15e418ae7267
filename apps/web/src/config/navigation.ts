import {
  BanknoteIcon,
  ClipboardCheckIcon,
  FlagIcon,
  CoinsIcon,
  HeadphonesIcon,
  HistoryIcon,
  InboxIcon,
  LayoutDashboardIcon,
  PackageIcon,
  ReceiptIcon,
  AudioLinesIcon,
  ScrollTextIcon,
  ShieldAlertIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { frameMessages, routes } from '@app/contract';
import type { NavGroup, NavItem } from '@/components/layout/nav-types';

type NavKey = keyof typeof frameMessages.nav;

/** An entry whose title is read in the language shown each time it is drawn. */
const entry = (key: NavKey, url: string, icon: NavItem['icon']): NavItem => ({
  key,
  url,
  icon,
  get title() {
    return frameMessages.nav[key];
  },
});

const general = (items: NavItem[]): NavGroup => ({
  get label() {
    return frameMessages.nav.general;
  },
  items,
});

// Sidebar entries per role, in the spec's order; 'Purchases' (issue 22), 'Moderation' (issue 12) and 'Audit Log'
// follow the spec's admin entries, the listener's 'Reports' (issue 12) the spec's listener entries.
export const adminNavigation: NavGroup[] = [
  general([
    entry('dashboard', routes.dashboard, LayoutDashboardIcon),
    entry('applications', routes.admin.applications, ClipboardCheckIcon),
    entry('listeners', routes.admin.listeners, HeadphonesIcon),
    entry('users', routes.admin.users, UsersIcon),
    entry('plans', routes.admin.plans, PackageIcon),
    entry('withdrawalRequests', routes.admin.withdrawalRequests, BanknoteIcon),
    entry('purchases', routes.admin.purchases, ReceiptIcon),
    entry('moderation', routes.admin.moderation, ShieldAlertIcon),
    entry('auditLog', routes.admin.auditLog, ScrollTextIcon),
  ]),
];

export const listenerNavigation: NavGroup[] = [
  general([
    entry('dashboard', routes.dashboard, LayoutDashboardIcon),
    entry('sessions', routes.listener.sessions, HistoryIcon),
    entry('requests', routes.listener.sessionRequests, InboxIcon),
    entry('ongoingSession', routes.listener.ongoingSessions, AudioLinesIcon),
    entry('earnings', routes.listener.earnings, CoinsIcon),
    entry('withdraw', routes.listener.withdrawals, WalletIcon),
    entry('reports', routes.listener.reports, FlagIcon),
  ]),
];
