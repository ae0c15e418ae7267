import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import {
  ArrowRightIcon,
  CoinsIcon,
  HistoryIcon,
  UsersRoundIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  customerScreensMessages as m,
  formatNumber,
  PRODUCT_NAME,
  routes,
  type CustomerSession,
} from '@app/contract';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { LogoMark } from '@/components/layout/logo';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { LanguageSwitch } from '@/components/theme/language-switch';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentSession } from '@/features/customer/api/sessions';
import { useWallet } from '@/features/customer/api/wallet';
import { AccountMenuButton } from '@/features/customer/components/account-menu-button';
import { BROWSE_STATE } from '@/features/customer/navigation';
import { customerPageHeaders } from '@/features/customer/page-headers';
import { useSessionUpdates } from '@/hooks/use-session-events';
import { useSignedOutListener } from '@/hooks/use-signed-out-listener';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { useAuthStore } from '@/stores/auth-store';

type NavItem = { to: string; label: () => string; icon: LucideIcon };

const navItems: NavItem[] = [
  { to: routes.app.home, label: () => m.navListeners, icon: UsersRoundIcon },
  { to: routes.app.wallet, label: () => m.navWallet, icon: WalletIcon },
  { to: routes.app.sessions, label: () => m.navSessions, icon: HistoryIcon },
];

/** A listener's page belongs to "Listeners" in the navigation. */
const isListenersPath = (pathname: string) =>
  pathname === routes.app.home || pathname.startsWith(`${routes.app.home}/listeners/`);

function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === routes.app.home) return isListenersPath(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** The coin balance, always in sight: a tap opens the wallet. */
function WalletChip() {
  const wallet = useWallet();
  const balance = wallet.data?.balance;
  return (
    <Link
      to={routes.app.wallet}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border bg-background px-3 text-sm font-semibold tabular-nums shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
    >
      <CoinsIcon className="size-4 text-warning" aria-hidden="true" />
      {balance === undefined ? (
        <>
          {/* No balance to show (it failed to load): the wallet page says why. */}
          {wallet.isError ? <span aria-hidden="true">—</span> : <Skeleton className="h-4 w-8" />}
          <span className="sr-only">{m.walletChipLabel}</span>
        </>
      ) : (
        <>
          <span>{formatNumber(balance)}</span>
          <span className="sr-only">{m.coinsInWallet}</span>
        </>
      )}
    </Link>
  );
}

const loadAccountMenu = () => import('@/features/customer/components/account-menu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

/** The account menu; its code loads on first use (see DeferredMenu). */
function DeferredAccountMenu({ onLogout }: { onLogout: () => void }) {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <DeferredMenu
      load={loadAccountMenu}
      placeholder={(props) => <AccountMenuButton user={user} {...props} />}
    >
      {(props) => <AccountMenu user={user} onLogout={onLogout} {...props} />}
    </DeferredMenu>
  );
}

const openSessionText = (session: CustomerSession): string => {
  const { name } = session.listener;
  if (session.status === 'pending') return m.openSessionWaiting(name);
  if (session.status === 'ACCEPTED') return m.openSessionAccepted(name);
  return m.openSessionLive(name);
};

/** Wherever the customer is, an open session is one tap away. */
function OpenSessionBanner() {
  const { pathname } = useLocation();
  const current = useCurrentSession({ refetchInterval: 10_000 });
  const queryClient = useQueryClient();
  // Any change to one of the customer's sessions may open or close one, or move coins.
  useSessionUpdates(() => {
    void current.refetch();
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  });
  const session = current.data;
  if (!session || pathname === routes.app.session(session.id)) return null;
  return (
    <div className="border-b border-brand/20 bg-brand/10">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <span className="relative flex size-2 shrink-0" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-60 motion-reduce:hidden" />
          <span className="relative inline-flex size-2 rounded-full bg-brand" />
        </span>
        <p className="min-w-0 flex-1 truncate font-medium">{openSessionText(session)}</p>
        <Button asChild size="sm" variant="brand">
          <Link to={routes.app.session(session.id)}>
            {m.openSessionOpen}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label={m.navMain} className="hidden items-center gap-1 sm:flex">
      {navItems.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          state={BROWSE_STATE}
          aria-current={isActive(item, pathname) ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            isActive(item, pathname) && 'bg-accent text-foreground',
          )}
        >
          {item.label()}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The page of the customer's open session (waiting, accepted or live): there the conversation or the
 * call gets the phone's whole screen, without the bottom navigation (issue 23 §6); "Sessions" at the
 * top of the page leads back.
 */
function useOnOpenSessionPage(pathname: string): boolean {
  const current = useCurrentSession({ refetchInterval: 10_000 });
  const session = current.data;
  return session ? pathname === routes.app.session(session.id) : false;
}

/** On a phone the navigation sits at the bottom, under the thumb. */
function BottomNav({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label={m.navMain}
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:hidden"
    >
      <ul className="grid grid-cols-3">
        {navItems.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                state={BROWSE_STATE}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground outline-none focus-visible:bg-accent',
                  active && 'text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-14 items-center justify-center rounded-full transition-colors',
                    active && 'bg-brand/15 text-brand',
                  )}
                >
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                {item.label()}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The customer area's frame: a compact header (logo, coin balance, theme, account), the open-session
 * banner, the page, and on a phone a bottom navigation. `children` replaces the routed page (a 404).
 */
export function CustomerLayout({ children }: { children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CustomerFrame>{children}</CustomerFrame>
    </QueryClientProvider>
  );
}

function CustomerFrame({ children }: { children?: ReactNode }) {
  const clearAuth = useAuthStore((state) => state.clearAuth);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useSignedOutListener();
  const inSession = useOnOpenSessionPage(pathname);

  const logout = async () => {
    // This device stops getting the person's notifications first, while the sign-in still holds.
    const { forgetPushDevice } = await import('@/features/push');
    await forgetPushDevice();
    clearAuth();
    void navigate(routes.login, { replace: true });
  };

  return (
    <>
      <SkipLink />
      <div className="flex min-h-svh flex-col bg-muted/40 dark:bg-background">
        <header className="sticky top-0 z-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
          <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 sm:gap-6 sm:px-6">
            <Link
              to={routes.app.home}
              state={BROWSE_STATE}
              className="flex items-center gap-2 rounded-md text-base font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <LogoMark />
              <span className="max-[359px]:sr-only">{PRODUCT_NAME}</span>
            </Link>
            <DesktopNav pathname={pathname} />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <WalletChip />
              <LanguageSwitch />
              <ThemeToggle className="hidden md:inline-flex" />
              <DeferredAccountMenu onLogout={() => void logout()} />
            </div>
          </div>
        </header>
        <OpenSessionBanner />
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={cn(
            'mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 pt-5 outline-none sm:px-6 sm:pt-8 sm:pb-12',
            // Room for the bottom navigation, where it shows.
            inSession ? 'pb-4' : 'pb-24',
          )}
        >
          <ErrorBoundary resetKey={pathname} embedded>
            <Suspense fallback={<PageSkeleton {...customerPageHeaders[pathname]} />}>
              {children ?? <Outlet />}
            </Suspense>
          </ErrorBoundary>
        </main>
        {!inSession && <BottomNav pathname={pathname} />}
      </div>
    </>
  );
}
