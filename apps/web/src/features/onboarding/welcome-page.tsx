import { Link, Navigate } from 'react-router';
import {
  ArrowRightIcon,
  BadgeCheckIcon,
  ClipboardListIcon,
  HeadphonesIcon,
  KeyRoundIcon,
} from 'lucide-react';
import { PRODUCT_NAME, routes } from '@app/contract';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import type { SessionUser } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

const steps = [
  {
    icon: ClipboardListIcon,
    title: 'Complete your profile',
    text: 'Tell us about yourself, the languages you speak, and add a photo and an ID proof.',
  },
  { icon: BadgeCheckIcon, title: 'Get approved', text: 'An admin reviews your application and approves it.' },
  {
    icon: HeadphonesIcon,
    title: 'Start listening',
    text: 'Accept chat and audio sessions and earn coins for every minute.',
  },
];

const roleNames: Record<string, string> = { ADMIN: 'Admin', LISTENER: 'Listener', CUSTOMER: 'Customer' };

function ListenerNextSteps() {
  return (
    <>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
                <step.icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">
                  {index + 1}. {step.title}
                </p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={routes.listener.profile}>
            Complete your profile
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
    ['Name', user.name],
    ['Email', user.email],
    ['Role', roleNames[user.role] ?? user.role],
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
            Change Password
          </Link>
        </Button>
        {user.role === 'ADMIN' && (
          <Button asChild className="w-full sm:flex-1">
            <Link to={routes.dashboard}>
              Open your dashboard
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
      <title>{`${isListener ? 'Welcome' : 'Your account'} · ${PRODUCT_NAME}`}</title>
      <Link to={routes.home} className="mb-6">
        <Logo />
      </Link>
      <main className="w-full max-w-lg">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">
              {firstName ? `Welcome, ${firstName}!` : `Welcome to ${PRODUCT_NAME}!`}
            </h1>
            <CardDescription>
              {isListener
                ? 'Your account is ready. Three steps and you can take your first session.'
                : `You are signed in to ${PRODUCT_NAME}.`}
            </CardDescription>
          </CardHeader>
          {isListener ? <ListenerNextSteps /> : <AccountSummary user={user} />}
        </Card>
      </main>
    </div>
  );
}
