import { Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClockIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { adminNavigation, listenerNavigation } from '@/config/navigation';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { NavUser } from '@/components/layout/nav-user';
import { PageSpinner } from '@/components/layout/page-spinner';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Separator } from '@/components/ui/separator';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { isApprovedListener, type SessionUser } from '@/lib/auth-user';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';

function sidebarFor(user: SessionUser) {
  if (user.role === 'ADMIN')
    return { groups: adminNavigation, subtitle: 'Admin console', itemsDisabled: false };
  if (user.role === 'LISTENER') {
    return {
      groups: listenerNavigation,
      subtitle: 'Listener console',
      itemsDisabled: !isApprovedListener(user),
    };
  }
  // Other roles only reach the shared screens (change password, call): no entries to offer.
  return { groups: [], subtitle: 'Console', itemsDisabled: false };
}

function ApprovalNotice() {
  return (
    <div className="flex gap-2 rounded-lg border border-warning/30 bg-warning/10 p-3 text-xs text-foreground">
      <ClockIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <p>
        Your application is waiting for approval. The menu opens once an admin approves it.{' '}
        <Link to={routes.listener.profile} className="font-medium underline underline-offset-2">
          View profile
        </Link>
      </p>
    </div>
  );
}

/** The signed-in shell: inset sidebar, header with the sidebar trigger and theme toggle. */
export function DashboardLayout() {
  const user = useAuthStore((state) => state.user);
  const avatar = useAuthStore((state) => state.avatar);
  const clearAuth = useAuthStore((state) => state.clearAuth);
  const navigate = useNavigate();
  useSignedOutListener();
  // RequireAuth renders this layout only for a signed-in user; the check keeps types honest.
  if (!user) return null;

  const { groups, subtitle, itemsDisabled } = sidebarFor(user);
  const logout = () => {
    clearAuth();
    void navigate(routes.login, { replace: true });
  };

  return (
    <QueryClientProvider client={queryClient}>
      <SidebarProvider>
        <AppSidebar
          groups={groups}
          subtitle={subtitle}
          itemsDisabled={itemsDisabled}
          notice={itemsDisabled ? <ApprovalNotice /> : undefined}
          footer={
            <NavUser
              name={user.name}
              email={user.email}
              avatarUrl={avatar || user.avatar || user.profileImageUrl}
              profileUrl={user.role === 'LISTENER' ? routes.listener.profile : routes.signupProfile}
              onLogout={logout}
            />
          }
        />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 rounded-t-xl border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
            <SidebarTrigger className="-ml-1" />
            <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
            <span className="text-sm text-muted-foreground">{subtitle}</span>
            <div className="ml-auto flex items-center gap-1">
              <ThemeToggle />
            </div>
          </header>
          <div className="flex flex-1 flex-col gap-6 p-4 sm:p-6">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </SidebarInset>
      </SidebarProvider>
    </QueryClientProvider>
  );
}
