import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { adminRoutes } from '@/app/routes/admin-routes';
import { customerRoutes } from '@/app/routes/customer-routes';
import { DashboardHome } from '@/app/routes/dashboard-home';
import { GuestOnly, RequireAuth } from '@/app/routes/guards';
import { listenerRoutes } from '@/app/routes/listener-routes';
import { pageLoaders } from '@/app/routes/page-loaders';
import { pageHeaderFor } from '@/app/routes/page-titles';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { PageSpinner } from '@/components/layout/page-spinner';
import { CustomerShellSkeleton } from '@/components/layout/customer-shell-skeleton';
import { ShellSkeleton } from '@/components/layout/shell-skeleton';
import { customerPageHeaders } from '@/features/customer/page-headers';
import { useAuthStore } from '@/stores/auth-store';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { lazyNamed } from '@/lib/lazy-named';

// Every page is its own chunk: the first load of `/` or `/login` fetches that page's code only
// (scripts/check-size.mjs keeps it under 120 KB gzipped).
const LandingPage = lazyNamed(() => import('@/features/landing/landing-page'), 'LandingPage');
const ContactPage = lazyNamed(() => import('@/features/contact/contact-page'), 'ContactPage');
const PrivacyPage = lazyNamed(() => import('@/features/privacy/privacy-page'), 'PrivacyPage');
const UnauthorizedPage = lazyNamed(() => import('@/features/errors/unauthorized-page'), 'UnauthorizedPage');
const NotFoundPage = lazyNamed(() => import('@/features/errors/not-found-page'), 'NotFoundPage');
const ConsoleNotFoundPage = lazyNamed(
  () => import('@/features/errors/not-found-page'),
  'ConsoleNotFoundPage',
);
const LoginPage = lazyNamed(() => import('@/features/auth/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('@/features/auth/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyNamed(
  () => import('@/features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const WelcomePage = lazyNamed(() => import('@/features/onboarding/welcome-page'), 'WelcomePage');
const DashboardLayout = lazyNamed(() => import('@/app/layouts/dashboard-layout'), 'DashboardLayout');
const ChangePasswordPage = lazyNamed(pageLoaders.changePassword, 'ChangePasswordPage');
const AccountPage = lazyNamed(pageLoaders.account, 'AccountPage');
const CallPage = lazyNamed(() => import('@/features/sessions/call-page'), 'CallPage');
const CustomerLayout = lazyNamed(
  () => import('@/features/customer/components/customer-layout'),
  'CustomerLayout',
);
const CustomerNotFoundPage = lazyNamed(
  () => import('@/features/customer/customer-not-found-page'),
  'CustomerNotFoundPage',
);

export const appRoutes: RouteObject[] = [
  { path: routes.home, element: <LandingPage /> },
  { path: routes.contact, element: <ContactPage /> },
  { path: routes.privacy, element: <PrivacyPage /> },
  { path: routes.unauthorized, element: <UnauthorizedPage /> },
  { path: routes.forgotPassword, element: <ForgotPasswordPage /> },
  { path: routes.signupProfile, element: <WelcomePage /> },
  {
    element: <GuestOnly />,
    children: [
      { path: routes.login, element: <LoginPage /> },
      // Keyed: the two sign-ups are separate forms, not one form that keeps its state across them.
      { path: routes.signup, element: <SignupPage key="listener" /> },
      { path: routes.app.signup, element: <SignupPage key="customer" role="CUSTOMER" /> },
    ],
  },
  customerRoutes,
  {
    path: routes.dashboard,
    element: <RequireAuth />,
    children: [
      {
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardHome /> },
          { path: routes.account, element: <AccountPage /> },
          { path: routes.changePassword, element: <ChangePasswordPage /> },
          { path: routes.call(':id'), element: <CallPage /> },
          adminRoutes,
          listenerRoutes,
          { path: '*', element: <ConsoleNotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

/**
 * An unknown address: inside the customer area for a customer, inside the console shell for anyone
 * else signed in, the public 404 otherwise.
 */
function NotFoundRoute() {
  const role = useAuthStore((state) => state.user?.role ?? null);
  const isSignedIn = role !== null;
  if (role === 'CUSTOMER') {
    return (
      <CustomerLayout>
        <CustomerNotFoundPage />
      </CustomerLayout>
    );
  }
  return isSignedIn ? (
    <DashboardLayout>
      <ConsoleNotFoundPage />
    </DashboardLayout>
  ) : (
    <NotFoundPage />
  );
}

/**
 * Shown while a screen's code loads outside an already mounted shell (a first load or a reload): for
 * someone signed in, the frame of the console (with the page title) on a console address, of the
 * customer area on an /app address; a spinner otherwise. The landing pages' HTML carries the same
 * frame (src/prerender.tsx), so the first render changes nothing on screen.
 */
function RouteFallback({ pathname }: { pathname: string }) {
  const role = useAuthStore((state) => state.user?.role ?? null);
  const isConsolePath = pathname === routes.dashboard || pathname.startsWith(`${routes.dashboard}/`);
  const isCustomerPath = pathname === routes.app.home || pathname.startsWith(`${routes.app.home}/`);
  if (role !== null && isConsolePath) return <ShellSkeleton {...pageHeaderFor(pathname, role)} />;
  if (role === 'CUSTOMER' && isCustomerPath) {
    return <CustomerShellSkeleton header={customerPageHeaders[pathname]} />;
  }
  return <PageSpinner />;
}

/** Lets the API client send the user to /login after a 401 (it lives outside React). */
function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate(routes.login, { replace: true }));
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate]);
}

/** New screens start at the top; in-page anchors (#features) are left to the browser. */
function useScrollToTop(pathname: string, hash: string): void {
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes);
  useUnauthorizedRedirect();
  useScrollToTop(location.pathname, location.hash);
  return (
    // Reset by path so a crashed screen does not stay crashed after the user navigates away; not keyed
    // by it, which would remount the console shell on every navigation.
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<RouteFallback pathname={location.pathname} />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
