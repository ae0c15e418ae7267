import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { marketingFrameMessages, routes, SUPPORT_EMAIL } from '@app/contract';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { LanguageSwitch } from '@/components/theme/language-switch';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';

export type MarketingLayoutProps = {
  children: ReactNode;
  /** In-page section links for the header (landing page only). */
  sections?: { href: string; label: string }[];
};

function MarketingHeader({ sections = [] }: Pick<MarketingLayoutProps, 'sections'>) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={routes.home}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        {sections.length > 0 && (
          <nav
            aria-label={marketingFrameMessages.marketing.sections}
            className="ml-6 hidden items-center gap-6 text-sm text-muted-foreground md:flex"
          >
            {sections.map((section) => (
              <a key={section.href} href={section.href} className="transition-colors hover:text-foreground">
                {section.label}
              </a>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle className="hidden sm:inline-flex" />
          {isAuthenticated ? (
            <Button asChild size="sm">
              <Link to={routes.dashboard}>{marketingFrameMessages.marketing.openConsole}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={routes.login}>{marketingFrameMessages.marketing.signIn}</Link>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link to={routes.signup}>{marketingFrameMessages.marketing.getStarted}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function MarketingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr] sm:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{marketingFrameMessages.marketing.tagline}</p>
        </div>
        <nav
          aria-label={marketingFrameMessages.marketing.product}
          className="grid content-start gap-2 text-sm"
        >
          <p className="font-medium">{marketingFrameMessages.marketing.listeners}</p>
          <Link to={routes.signup} className="text-muted-foreground hover:text-foreground">
            {marketingFrameMessages.marketing.becomeListener}
          </Link>
          <Link to={routes.login} className="text-muted-foreground hover:text-foreground">
            {marketingFrameMessages.marketing.signIn}
          </Link>
          <Link to={routes.forgotPassword} className="text-muted-foreground hover:text-foreground">
            {marketingFrameMessages.marketing.resetPassword}
          </Link>
        </nav>
        <nav
          aria-label={marketingFrameMessages.marketing.support}
          className="grid content-start gap-2 text-sm"
        >
          <p className="font-medium">{marketingFrameMessages.marketing.support}</p>
          <Link to={routes.contact} className="text-muted-foreground hover:text-foreground">
            {marketingFrameMessages.marketing.contactUs}
          </Link>
          <Link to={routes.privacy} className="text-muted-foreground hover:text-foreground">
            {marketingFrameMessages.marketing.privacyNotice}
          </Link>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="break-all text-muted-foreground hover:text-foreground"
          >
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          {marketingFrameMessages.marketing.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}

/** Header and footer of the public pages (landing, contact, access denied). */
export function MarketingLayout({ children, sections }: MarketingLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <MarketingHeader sections={sections} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
