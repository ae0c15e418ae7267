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
import { routes } from '@app/contract';
import type { NavGroup } from '@/components/layout/nav-types';

// Sidebar entries per role, in the spec's order; 'Purchases' (issue 22), 'Moderation' (issue 12) and 'Audit Log'
// follow the spec's admin entries, the listener's 'Reports' (issue 12) the spec's listener entries.
export const adminNavigation: NavGroup[] = [
  {
    label: 'General',
    items: [
      { title: 'Dashboard', url: routes.dashboard, icon: LayoutDashboardIcon },
      { title: 'Applications', url: routes.admin.applications, icon: ClipboardCheckIcon },
      { title: 'Listeners', url: routes.admin.listeners, icon: HeadphonesIcon },
      { title: 'Users', url: routes.admin.users, icon: UsersIcon },
      { title: 'Plans', url: routes.admin.plans, icon: PackageIcon },
      { title: 'Withdrawal Requests', url: routes.admin.withdrawalRequests, icon: BanknoteIcon },
      { title: 'Purchases', url: routes.admin.purchases, icon: ReceiptIcon },
      { title: 'Moderation', url: routes.admin.moderation, icon: ShieldAlertIcon },
      { title: 'Audit Log', url: routes.admin.auditLog, icon: ScrollTextIcon },
    ],
  },
];

export const listenerNavigation: NavGroup[] = [
  {
    label: 'General',
    items: [
      { title: 'Dashboard', url: routes.dashboard, icon: LayoutDashboardIcon },
      { title: 'Sessions', url: routes.listener.sessions, icon: HistoryIcon },
      { title: 'Requests', url: routes.listener.sessionRequests, icon: InboxIcon },
      { title: 'Ongoing Session', url: routes.listener.ongoingSessions, icon: AudioLinesIcon },
      { title: 'Earnings', url: routes.listener.earnings, icon: CoinsIcon },
      { title: 'Withdraw', url: routes.listener.withdrawals, icon: WalletIcon },
      { title: 'Reports', url: routes.listener.reports, icon: FlagIcon },
    ],
  },
];
