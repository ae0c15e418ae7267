import { Link } from 'react-router';
import {
  ArrowRightIcon,
  BadgeCheckIcon,
  ClockIcon,
  HeartHandshakeIcon,
  LanguagesIcon,
  LifeBuoyIcon,
  MessageCircleIcon,
  ShieldCheckIcon,
  StarIcon,
  WalletIcon,
} from 'lucide-react';
import { LANGUAGES, landingMessages, routes } from '@app/contract';
import { MarketingLayout } from '@/components/layout/marketing-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HeroPreview } from '@/features/landing/hero-preview';

const sections = () => [
  { href: '#features', label: landingMessages.sections.features },
  { href: '#how-it-works', label: landingMessages.sections.howItWorks },
  { href: '#earnings', label: landingMessages.sections.earnings },
  { href: '#talk', label: landingMessages.sections.talk },
];

/**
 * The spec's marketing counts, word for word ("10k+ listeners, 4.9 rating"): the spec's literal texts
 * stand over issue 23 §6 (figures from the data or go). They are claims an operator must be able to
 * stand behind before going live (README, "Going live").
 */
const stats = () => [
  { value: '10k+', label: landingMessages.stats.listeners },
  { value: '4.9', label: landingMessages.stats.rating, star: true },
  { value: '₹100-150', label: landingMessages.stats.perHour },
];

/** What a person who needs someone to talk to gets (read while rendering: in the language shown). */
const customerPoints = () => {
  const m = landingMessages.customerPoints;
  return [
    { icon: ShieldCheckIcon, title: m.privateTitle, text: m.privateText },
    { icon: WalletIcon, title: m.payTitle, text: m.payText },
    { icon: LanguagesIcon, title: m.languageTitle, text: m.languageText(LANGUAGES.length) },
  ];
};

const features = () => {
  const m = landingMessages.features;
  return [
    { icon: MessageCircleIcon, title: m.chatTitle, text: m.chatText },
    { icon: ClockIcon, title: m.hoursTitle, text: m.hoursText },
    { icon: WalletIcon, title: m.paidTitle, text: m.paidText },
    { icon: ShieldCheckIcon, title: m.privateTitle, text: m.privateText },
    { icon: LanguagesIcon, title: m.languagesTitle(LANGUAGES.length), text: m.languagesText },
    { icon: LifeBuoyIcon, title: m.supportTitle, text: m.supportText },
  ];
};

const steps = () => {
  const m = landingMessages.steps;
  return [
    { title: m.signUpTitle, text: m.signUpText },
    { title: m.profileTitle, text: m.profileText },
    { title: m.approvedTitle, text: m.approvedText },
    { title: m.earnTitle, text: m.earnText },
  ];
};

export function LandingPage() {
  const m = landingMessages;
  return (
    <MarketingLayout sections={sections()}>
      <title>{m.pageTitle}</title>
      {/* Hero */}
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklch,var(--brand)_18%,transparent),transparent)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
          <div className="text-center lg:text-left">
            <Badge variant="brand" className="mb-5 rounded-full px-3 py-1">
              <HeartHandshakeIcon />
              {m.heroBadge}
            </Badge>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {/* One text node before the accent: the pre-rendered HTML reads as the sentence it is. */}
              {`${m.heroTitle} `}
              <span className="text-brand">{m.heroTitleAccent}</span>
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              {m.heroText}
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="xl" variant="brand">
                <Link to={routes.signup}>
                  {m.getStarted}
                  <ArrowRightIcon />
                </Link>
              </Button>
              <Button asChild size="xl" variant="outline">
                <Link to={routes.login}>{m.signIn}</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              {m.needToTalk}{' '}
              <Link
                to={routes.app.signup}
                className="font-medium text-brand underline-offset-4 hover:underline"
              >
                {m.joinAsCustomer}
              </Link>
            </p>
            <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-2 sm:gap-4 lg:mx-0">
              {stats().map((stat) => (
                <div key={stat.label} className="text-center lg:text-left">
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="flex items-center justify-center gap-1 text-xl font-bold tracking-tight whitespace-nowrap sm:text-3xl lg:justify-start">
                    {stat.value}
                    {stat.star && (
                      <StarIcon className="size-5 fill-warning text-warning" aria-hidden="true" />
                    )}
                  </dd>
                  <dd className="text-xs text-muted-foreground sm:text-sm" aria-hidden="true">
                    {stat.label}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <HeroPreview />
        </div>
      </section>

      {/* Features */}
      <section id="features" className="scroll-mt-16 border-t bg-muted/30 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.featuresTitle}</h2>
            <p className="mt-3 text-muted-foreground">{m.featuresText}</p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features().map((feature) => (
              <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <feature.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* How it works */}
      <section id="how-it-works" className="scroll-mt-16 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.stepsTitle}</h2>
            <p className="mt-3 text-muted-foreground">{m.stepsText}</p>
          </div>
          <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps().map((step, index) => (
              <li key={step.title} className="relative">
                <span className="flex size-10 items-center justify-center rounded-full border-2 border-brand font-semibold text-brand">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Earnings */}
      <section id="earnings" className="scroll-mt-16 border-t bg-muted/30 py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.earningsTitle}</h2>
            <p className="mt-4 text-muted-foreground">{m.earningsText}</p>
            <ul className="mt-6 grid gap-3 text-sm">
              {[m.earningsPoints.rate, m.earningsPoints.history, m.earningsPoints.withdrawals].map(
                (point) => (
                  <li key={point} className="flex items-start gap-2">
                    <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                    {point}
                  </li>
                ),
              )}
            </ul>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <p className="text-sm font-medium text-muted-foreground">{m.exampleTitle}</p>
            <dl className="mt-5 grid gap-4 text-sm">
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">{m.exampleMinutes}</dt>
                <dd className="font-medium">60</dd>
              </div>
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">{m.examplePerMinute}</dt>
                <dd className="font-medium">{m.exampleCoins(4)}</dd>
              </div>
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">{m.exampleShare}</dt>
                <dd className="font-medium">60%</dd>
              </div>
              <div className="flex items-center justify-between border-t pt-4 text-base">
                <dt className="font-semibold">{m.exampleEarn}</dt>
                <dd className="text-2xl font-bold text-success">₹144</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-muted-foreground">{m.exampleNote}</p>
          </div>
        </div>
      </section>

      {/* For customers */}
      <section id="talk" className="scroll-mt-16 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.talkTitle}</h2>
            <p className="mt-3 text-muted-foreground">{m.talkText}</p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-3">
            {customerPoints().map((point) => (
              <li key={point.title} className="rounded-xl border bg-card p-6 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <point.icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Button asChild size="xl" variant="brand">
              <Link to={routes.app.signup}>
                {m.findListener}
                <ArrowRightIcon />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      {/* Call to action */}
      <section className="py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="rounded-3xl bg-cta px-6 py-12 text-center text-cta-foreground sm:px-12">
            <h2 className="text-3xl font-bold tracking-tight text-balance">{m.ctaTitle}</h2>
            <p className="mx-auto mt-3 max-w-xl text-cta-foreground/80">{m.ctaText}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="xl" variant="brand">
                <Link to={routes.signup}>{m.getStarted}</Link>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                className="border-cta-foreground/40 bg-transparent text-cta-foreground hover:bg-cta-foreground/10 hover:text-cta-foreground dark:border-cta-foreground/40 dark:bg-transparent dark:hover:bg-cta-foreground/10"
              >
                <Link to={routes.contact}>{m.talkToUs}</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
