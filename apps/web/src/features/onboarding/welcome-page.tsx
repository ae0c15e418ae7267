import { Link, Navigate } from 'react-router';
import { ArrowRightIcon, BadgeCheckIcon, ClipboardListIcon, HeadphonesIcon } from 'lucide-react';
import { PRODUCT_NAME, routes } from '@app/contract';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
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

/** Where sign-up lands: what happens next, and the way to the application form. */
export function WelcomePage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return <Navigate to={routes.login} replace />;
  const isListener = user.role === 'LISTENER';
  const firstName = user.name.includes('@') ? '' : user.name.split(' ')[0];

  return (
    <div className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-12 dark:bg-background">
      <title>{`Welcome · ${PRODUCT_NAME}`}</title>
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
              Your account is ready. {isListener ? 'Three steps and you can take your first session.' : ''}
            </CardDescription>
          </CardHeader>
          {isListener && (
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
          )}
          <CardFooter>
            <Button asChild className="w-full">
              <Link to={isListener ? routes.listener.profile : routes.dashboard}>
                {isListener ? 'Complete your profile' : 'Open your dashboard'}
                <ArrowRightIcon />
              </Link>
            </Button>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}
