import { Link, Navigate } from 'react-router';
import {
  ArrowRightIcon,
  BadgeCheckIcon,
  ClipboardListIcon,
  HeadphonesIcon,
  KeyRoundIcon,
} from 'lucide-react';
import { accountScreensMessages, routes } from '@app/contract';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import type { SessionUser } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

/** Read while rendering: in the language shown. */
const steps = () => {
  const m = accountScreensMessages.welcome;
  return [
    { icon: ClipboardListIcon, title: m.profileTitle, text: m.profileText },
    { icon: BadgeCheckIcon, title: m.approvedTitle, text: m.approvedText },
    { icon: HeadphonesIcon, title: m.listenTitle, text: m.listenText },
  ];
};

const roleNames: Record<string, string> = accountScreensMessages.roles;

function ListenerNextSteps() {
  return (
    <>
      <CardContent>
        <ol className="grid gap-4">
          {steps().map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
                <step.icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">{accountScreensMessages.welcome.step(index + 1, step.title)}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={routes.listener.profile}>
            {accountScreensMessages.welcome.completeProfile}
            <ArrowRightIcon />
          </Link>
        </Button>
      </CardFooter>
    </>
  );
}

/** Admins and customers reach /profile from the account menu: show who they are signed in as. */
function AccountSummary({ user }: { user: SessionUser }) {
  const rows = [
    [accountScreensMessages.name, user.name],
    [accountScreensMessages.email, user.email],
    [accountScreensMessages.role, roleNames[user.role] ?? user.role],
  ];
  return (
    <>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex items-center justify-between gap-4 border-b pb-3 last:border-0 last:pb-0"
            >
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="truncate font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline" className="w-full sm:flex-1">
          <Link to={routes.changePassword}>
            <KeyRoundIcon />
            {accountScreensMessages.changePassword}
          </Link>
        </Button>
        {user.role === 'ADMIN' && (
          <Button asChild className="w-full sm:flex-1">
            <Link to={routes.dashboard}>
              {accountScreensMessages.welcome.openDashboard}
              <ArrowRightIcon />
            </Link>
          </Button>
        )}
      </CardFooter>
    </>
  );
}

/** Where sign-up lands: what happens next, and the way to the application form. */
export function WelcomePage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return <Navigate to={routes.login} replace />;
  const isListener = user.role === 'LISTENER';
  // Sign-up names the account after the email's local part until the person gives a name: greet by
  // name only once there is a real one ('kabir.s' from kabir.s@mail.com is not a name).
  const localPart = user.email.split('@')[0] ?? '';
  const hasRealName = user.name.trim() !== '' && !user.name.includes('@') && user.name !== localPart;
  const firstName = hasRealName ? user.name.trim().split(/\s+/)[0] : '';

  return (
    <div className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-12 dark:bg-background">
      <title>
        {isListener ? accountScreensMessages.welcome.tabListener : accountScreensMessages.welcome.tabOther}
      </title>
      <Link to={routes.home} className="mb-6">
        <Logo />
      </Link>
      <main className="w-full max-w-lg">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">
              {firstName
                ? accountScreensMessages.welcome.greetingNamed(firstName)
                : accountScreensMessages.welcome.greeting}
            </h1>
            <CardDescription>
              {isListener
                ? accountScreensMessages.welcome.listenerReady
                : accountScreensMessages.welcome.signedIn}
            </CardDescription>
          </CardHeader>
          {isListener ? <ListenerNextSteps /> : <AccountSummary user={user} />}
        </Card>
      </main>
    </div>
  );
}
