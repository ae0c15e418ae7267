import { Link } from 'react-router';
import { BanknoteIcon, ClipboardCheckIcon, KeyRoundIcon, MailIcon } from 'lucide-react';
import { accountScreensMessages, routes, SUPPORT_EMAIL } from '@app/contract';
import { MarketingLayout } from '@/components/layout/marketing-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Read while rendering: in the language shown. */
const topics = () => {
  const m = accountScreensMessages.contact;
  return [
    { icon: ClipboardCheckIcon, title: m.applicationsTitle, text: m.applicationsText, link: undefined },
    { icon: BanknoteIcon, title: m.earningsTitle, text: m.earningsText, link: undefined },
    {
      icon: KeyRoundIcon,
      title: m.signInTitle,
      text: m.signInText,
      link: { to: routes.forgotPassword, label: m.resetLink },
    },
  ];
};

export function ContactPage() {
  return (
    <MarketingLayout>
      <title>{accountScreensMessages.contact.tabTitle}</title>
      <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {accountScreensMessages.contact.title}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{accountScreensMessages.contact.intro}</p>
        </div>
        <Card className="mt-10">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MailIcon className="size-5 text-brand" aria-hidden="true" />
              {accountScreensMessages.contact.emailUs}
            </CardTitle>
            <CardDescription>{accountScreensMessages.contact.emailUsText}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="text-lg font-semibold break-all text-brand hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
            <Button asChild>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{accountScreensMessages.contact.writeEmail}</a>
            </Button>
          </CardContent>
        </Card>
        <h2 className="mt-14 text-xl font-semibold">{accountScreensMessages.contact.include}</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {topics().map((topic) => (
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
