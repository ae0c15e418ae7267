import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { frameMessages, routes } from '@app/contract';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { LanguageSwitch } from '@/components/theme/language-switch';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

export type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Small print under the card, e.g. the link to the other auth screen. */
  footer?: ReactNode;
};

/** Centered card for sign-in, sign-up and password reset, with the logo leading back home. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-12 dark:bg-background">
      <title>{frameMessages.tabTitle(title)}</title>
      <SkipLink />
      <div className="absolute top-4 right-4 flex items-center gap-2">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
      <Link
        to={routes.home}
        className="mb-6 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Logo />
      </Link>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="w-full max-w-sm outline-none">
        <Card className="gap-5">
          <CardHeader>
            <h1 className="text-xl leading-none font-semibold tracking-tight">{title}</h1>
            {description && (
              <CardDescription className="text-pretty [overflow-wrap:anywhere]">
                {description}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      </main>
    </div>
  );
}
