import { Link } from 'react-router';
import { BanknoteIcon, ClipboardCheckIcon, KeyRoundIcon, MailIcon } from 'lucide-react';
import { PRODUCT_NAME, routes, SUPPORT_EMAIL } from '@app/contract';
import { MarketingLayout } from '@/components/layout/marketing-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const topics = [
  {
    icon: ClipboardCheckIcon,
    title: 'Listener applications',
    text: 'Questions about your application or its review. Tell us the email you signed up with.',
  },
  {
    icon: BanknoteIcon,
    title: 'Earnings and withdrawals',
    text: 'A payout that has not arrived, or coins that look wrong. Add the date of the withdrawal request.',
  },
  {
    icon: KeyRoundIcon,
    title: 'Signing in',
    text: 'Locked out or deactivated? Write to us. Forgot your password? You can reset it yourself.',
    link: { to: routes.forgotPassword, label: 'Reset your password' },
  },
];

export function ContactPage() {
  return (
    <MarketingLayout>
      <title>{`Contact support · ${PRODUCT_NAME}`}</title>
      <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact support</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Real people read every message. Write from the email you use with {PRODUCT_NAME} so we can find
            your account straight away.
          </p>
        </div>
        <Card className="mt-10">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MailIcon className="size-5 text-brand" aria-hidden="true" />
              Email us
            </CardTitle>
            <CardDescription>For anything about your account, sessions or payouts.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="text-lg font-semibold break-all text-brand hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            <Button asChild>
              <a href={`mailto:${SUPPORT_EMAIL}`}>Write an email</a>
            </Button>
          </CardContent>
        </Card>
        <h2 className="mt-14 text-xl font-semibold">What to include</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.title} className="rounded-xl border p-5">
              <topic.icon className="size-5 text-brand" aria-hidden="true" />
              <h3 className="mt-3 font-medium">{topic.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{topic.text}</p>
              {topic.link && (
                <Link
                  to={topic.link.to}
                  className="mt-3 inline-block text-sm font-medium underline underline-offset-4"
                >
                  {topic.link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </MarketingLayout>
  );
}
