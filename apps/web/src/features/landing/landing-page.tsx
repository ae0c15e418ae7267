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
import { LANGUAGES, PRODUCT_NAME, routes } from '@app/contract';
import { MarketingLayout } from '@/components/layout/marketing-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HeroPreview } from '@/features/landing/hero-preview';

const sections = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#earnings', label: 'Earnings' },
  { href: '#talk', label: 'Need to talk?' },
];

/**
 * The spec's marketing counts, word for word ("10k+ listeners, 4.9 rating"): the spec's literal texts
 * stand over issue 23 §6 (figures from the data or go). They are claims an operator must be able to
 * stand behind before going live (README, "Going live").
 */
const stats = [
  { value: '10k+', label: 'listeners' },
  { value: '4.9', label: 'average rating', star: true },
  { value: '₹100-150', label: 'per hour' },
];

/** What a person who needs someone to talk to gets. */
const customerPoints = [
  {
    icon: ShieldCheckIcon,
    title: 'Private and safe',
    text: 'Listeners never see your phone number or email, and contact details are hidden in chat.',
  },
  {
    icon: WalletIcon,
    title: 'Pay by the minute',
    text: 'Buy coins once and see each listener’s rate before you start. The first seconds are free.',
  },
  {
    icon: LanguagesIcon,
    title: 'In your language',
    text: `Find someone who speaks your language: ${LANGUAGES.length} languages, from Hindi and English to Tamil and Bhojpuri.`,
  },
];

const features = [
  {
    icon: MessageCircleIcon,
    title: 'Chat or audio, your choice',
    text: 'Take sessions by chat or voice call, right from your browser. No extra app to install.',
  },
  {
    icon: ClockIcon,
    title: 'Your hours, your pace',
    text: 'Go online when it suits you. Accept the requests you want and close the ones you cannot take.',
  },
  {
    icon: WalletIcon,
    title: 'Paid for every minute',
    text: 'Coins are credited for every minute of a session. Withdraw your earnings straight to your UPI id.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Private and safe',
    text: 'Customers never see your phone number or documents. Every listener is reviewed before the first session.',
  },
  {
    icon: LanguagesIcon,
    title: `${LANGUAGES.length} Indian languages`,
    text: 'Listen in the languages you speak best, from Hindi and English to Tamil, Bengali and Marathi.',
  },
  {
    icon: LifeBuoyIcon,
    title: 'Support behind you',
    text: 'A team that answers listeners quickly, for payouts, sessions and anything in between.',
  },
];

const steps = [
  {
    title: 'Sign up with your email',
    text: 'We send you a 6-digit code. Enter it with a password and your account is ready.',
  },
  {
    title: 'Complete your profile',
    text: 'Add your languages, a photo and an ID proof so customers can trust you.',
  },
  { title: 'Get approved', text: 'Our team reviews your application. You see its status in your console.' },
  { title: 'Start earning', text: 'Accept session requests, listen with care, and withdraw what you earn.' },
];

export function LandingPage() {
  return (
    <MarketingLayout sections={sections}>
      <title>{`${PRODUCT_NAME} · Earn by listening`}</title>
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
              Now welcoming listeners across India
            </Badge>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Get paid to do what you do best: <span className="text-brand">listen.</span>
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              {PRODUCT_NAME} connects people who need someone to talk to with kind, caring listeners. Take
              chat and audio sessions from home, on your own hours, and earn ₹100-150 per hour.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="xl" variant="brand">
                <Link to={routes.signup}>
                  Get started
                  <ArrowRightIcon />
                </Link>
              </Button>
              <Button asChild size="xl" variant="outline">
                <Link to={routes.login}>Sign in</Link>
              </Button>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              Need someone to talk to?{' '}
              <Link
                to={routes.app.signup}
                className="font-medium text-brand underline-offset-4 hover:underline"
              >
                Join as a customer
              </Link>
            </p>
            <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-2 sm:gap-4 lg:mx-0">
              {stats.map((stat) => (
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
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Everything you need to listen well
            </h2>
            <p className="mt-3 text-muted-foreground">
              A calm console built for listeners: requests, sessions, earnings and payouts in one place.
            </p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
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
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">From sign-up to first session</h2>
            <p className="mt-3 text-muted-foreground">Four steps, all from your phone or laptop.</p>
          </div>
          <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
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
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Earn ₹100-150 every hour you listen
            </h2>
            <p className="mt-4 text-muted-foreground">
              Customers pay per minute for your time. Your share is credited as coins the moment a session
              ends, and you can withdraw to your UPI id whenever you like.
            </p>
            <ul className="mt-6 grid gap-3 text-sm">
              {[
                'Clear per-minute rate for every session',
                'Every coin you earn listed in your earnings history',
                'Withdrawals paid to your UPI id',
              ].map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <p className="text-sm font-medium text-muted-foreground">A busy hour of sessions</p>
            <dl className="mt-5 grid gap-4 text-sm">
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">Minutes in session</dt>
                <dd className="font-medium">60</dd>
              </div>
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">Customer pays per minute</dt>
                <dd className="font-medium">4 coins</dd>
              </div>
              <div className="flex items-center justify-between">
                <dt className="text-muted-foreground">Your share</dt>
                <dd className="font-medium">60%</dd>
              </div>
              <div className="flex items-center justify-between border-t pt-4 text-base">
                <dt className="font-semibold">You earn</dt>
                <dd className="text-2xl font-bold text-success">₹144</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-muted-foreground">1 coin = ₹1. Rates are set per listener.</p>
          </div>
        </div>
      </section>

      {/* For customers */}
      <section id="talk" className="scroll-mt-16 py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Need someone to talk to?</h2>
            <p className="mt-3 text-muted-foreground">
              Talk to a kind, trained listener by chat or call, whenever you need it. No judgement, no
              appointments.
            </p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-3">
            {customerPoints.map((point) => (
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
                Find a listener
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
            <h2 className="text-3xl font-bold tracking-tight text-balance">
              Ready to be someone's good listener?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-cta-foreground/80">
              Help people across India feel heard, and earn for it. It takes a few minutes to apply.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="xl" variant="brand">
                <Link to={routes.signup}>Get started</Link>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                className="border-cta-foreground/40 bg-transparent text-cta-foreground hover:bg-cta-foreground/10 hover:text-cta-foreground dark:border-cta-foreground/40 dark:bg-transparent dark:hover:bg-cta-foreground/10"
              >
                <Link to={routes.contact}>Talk to us</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
