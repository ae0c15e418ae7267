import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CircleXIcon, ClockIcon } from 'lucide-react';
import { isApprovedListener, routes, shellMessages } from '@app/contract';
import { preloadRoute } from '@/app/layouts/route-preload';
import { pageHeaderFor } from '@/app/routes/page-titles';
import { adminNavigation, listenerNavigation } from '@/config/navigation';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { NavUser } from '@/components/layout/nav-user';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { LanguageSwitch } from '@/components/theme/language-switch';
import { useListenerProfile } from '@/features/listener-profile/api/get-profile';
import { AvailabilitySwitch } from '@/features/sessions/availability-switch';
import { IncomingRequests, RequestAlerts } from '@/features/sessions/request-alerts';
import { Separator } from '@/components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import type { SessionUser } from '@/lib/auth-user';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';

function sidebarFor(user: SessionUser, rejected: boolean) {
  if (user.role === 'ADMIN')
    return { groups: adminNavigation, subtitle: shellMessages.console.admin, disabledReason: undefined };
  if (user.role === 'LISTENER') {
    return {
      groups: listenerNavigation,
      subtitle: shellMessages.console.listener,
      disabledReason: isApprovedListener(user)
        ? undefined
        : rejected
          ? // A rejected application will not be approved: the entries stay closed, and the sidebar says so.
            shellMessages.console.rejectedReason
          : // Why the entries of an unapproved listener cannot be followed (tooltip of each entry).
            shellMessages.console.pendingApprovalReason,
    };
  }
  // Other roles only reach the shared screens (account, change password, call): no entries to offer.
  return { groups: [], subtitle: shellMessages.console.other, disabledReason: undefined };
}

function ApprovalNotice({ rejected }: { rejected: boolean }) {
  // Issue 19: a rejected applicant was still promised approval ('opens once an admin approves').
  if (rejected) {
    return (
      <div className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-xs text-foreground">
        <CircleXIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          {shellMessages.console.rejectedNotice}{' '}
          <Link to={routes.listener.profile} className="font-medium underline underline-offset-2">
            {shellMessages.console.viewProfile}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="flex gap-2 rounded-lg border border-warning/30 bg-warning/10 p-3 text-xs text-foreground">
      <ClockIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <p>
        {shellMessages.console.pendingNotice}{' '}
        <Link to={routes.listener.profile} className="font-medium underline underline-offset-2">
          {shellMessages.console.viewProfile}
        </Link>
      </p>
    </div>
  );
}

/**
 * The sidebar, inside the shell's query client: an unapproved listener's entries are closed, and the
 * notice says why from the application's status (a rejected one is not told to wait for approval).
 */
function ShellSidebar({ user, footer }: { user: SessionUser; footer: ReactNode }) {
  const unapprovedListener = user.role === 'LISTENER' && !isApprovedListener(user);
  const profile = useListenerProfile({ enabled: unapprovedListener });
  const rejected = unapprovedListener && profile.data?.applicationStatus === 'REJECTED';
  const { groups, subtitle, disabledReason } = sidebarFor(user, rejected);
  return (
    <AppSidebar
      groups={groups}
      subtitle={subtitle}
      disabledReason={disabledReason}
      notice={disabledReason ? <ApprovalNotice rejected={rejected} /> : undefined}
      onPreload={preloadRoute}
      footer={footer}
    />
  );
}

/**
 * The signed-in shell: inset sidebar, header with the sidebar trigger and theme toggle, and the page
 * in the main region. The shell stays mounted across navigations: a page whose code is still loading
 * shows its title and skeleton inside it (and navigations are transitions, so the current page stays
 * until the next can show at least that). `children` replaces the routed page (the 404 of an unknown
 * address while signed in).
 */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const avatar = useAuthStore((state) => state.avatar);
  const clearAuth = useAuthStore((state) => state.clearAuth);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useSignedOutListener();
  // RequireAuth renders this layout only for a signed-in user; the check keeps types honest.
  if (!user) return null;

  const logout = async () => {
    // This device stops getting the person's notifications first, while the sign-in still holds.
    const { forgetPushDevice } = await import('@/features/push');
    await forgetPushDevice();
    clearAuth();
    void navigate(routes.login, { replace: true });
  };

  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <SidebarProvider>
        <ShellSidebar
          user={user}
          footer={
            <NavUser
              name={user.name}
              email={user.email}
              avatarUrl={avatar || user.avatar || user.profileImageUrl}
              profileUrl={user.role === 'LISTENER' ? routes.listener.profile : routes.account}
              onPreload={preloadRoute}
              onLogout={() => void logout()}
            />
          }
        />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 rounded-t-xl border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
            <SidebarTrigger className="-ml-1" />
            {/* On a phone the header's controls need the room; the sidebar names the console there. */}
            <Separator
              orientation="vertical"
              className="mr-1 data-[orientation=vertical]:h-4 max-sm:hidden"
            />
            <span className="text-sm text-muted-foreground max-sm:hidden">
              {sidebarFor(user, false).subtitle}
            </span>
            <div className="ml-auto flex items-center gap-1">
              <AvailabilitySwitch />
              <RequestAlerts />
              <LanguageSwitch />
              <ThemeToggle className="hidden sm:inline-flex" />
            </div>
          </header>
          <IncomingRequests />
          {/* SidebarInset is the main landmark; this is the page within it, where the skip link lands. */}
          <div
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="flex flex-1 flex-col gap-6 p-4 outline-none sm:p-6"
          >
            <ErrorBoundary resetKey={pathname} embedded>
              <Suspense fallback={<PageSkeleton {...pageHeaderFor(pathname, user.role)} />}>
                {children ?? <Outlet />}
              </Suspense>
            </ErrorBoundary>
          </div>
        </SidebarInset>
      </SidebarProvider>
    </QueryClientProvider>
  );
}
