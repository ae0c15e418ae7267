import { useEffect, useState } from 'react';
import { PRIVACY_NOTICE_VERSION, privacyMessages, SUPPORT_EMAIL, type PrivacyNotice } from '@app/contract';
import { MarketingLayout } from '@/components/layout/marketing-layout';
import { getPrivacyNotice } from '@/features/privacy/api/privacy';

type Grievance = PrivacyNotice['grievance'];

/** The grievance officer, from the server's settings: loading, shown, or the support address instead. */
function useGrievanceContact(): Grievance | 'loading' | 'failed' {
  const [contact, setContact] = useState<Grievance | 'loading' | 'failed'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    getPrivacyNotice(controller.signal).then(
      ({ data }) => setContact(data.grievance),
      () => {
        if (!controller.signal.aborted) setContact('failed');
      },
    );
    return () => controller.abort();
  }, []);
  return contact;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3 grid gap-3 text-muted-foreground">{children}</div>
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function GrievanceCard() {
  const contact = useGrievanceContact();
  const m = privacyMessages.grievance;
  if (contact === 'loading') return <p aria-busy="true">{m.loading}</p>;
  if (contact === 'failed') {
    return (
      <p>
        {m.unavailable}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium break-all text-brand hover:underline">
          {SUPPORT_EMAIL}
        </a>
      </p>
    );
  }
  return (
    <dl className="grid gap-2 rounded-xl border p-5 text-foreground sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-sm text-muted-foreground">{m.name}</dt>
      <dd className="font-medium">{contact.name}</dd>
      <dt className="text-sm text-muted-foreground">{m.email}</dt>
      <dd>
        <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand hover:underline">
          {contact.email}
        </a>
      </dd>
      {contact.phone && (
        <>
          <dt className="text-sm text-muted-foreground">{m.phone}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="font-medium hover:underline">
              {contact.phone}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The privacy notice (issue 25): public, in the language shown, with its version and the grievance officer. */
export function PrivacyPage() {
  const m = privacyMessages;
  return (
    <MarketingLayout>
      <title>{m.tabTitle}</title>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{m.version(PRIVACY_NOTICE_VERSION)}</p>
        <p className="mt-4 text-lg text-muted-foreground">{m.intro}</p>
        <Section title={m.who.title}>
          <p>{m.who.text}</p>
        </Section>
        <Section title={m.what.title}>
          <List items={[m.what.account, m.what.sessions, m.what.payments, m.what.listeners, m.what.safety]} />
        </Section>
        <Section title={m.why.title}>
          <p>{m.why.text}</p>
          <p>{m.why.staff}</p>
        </Section>
        <Section title={m.keep.title}>
          <List items={[m.keep.transcripts, m.keep.uploads, m.keep.money, m.keep.account]} />
        </Section>
        <Section title={m.rights.title}>
          <List
            items={[m.rights.see, m.rights.correct, m.rights.erase, m.rights.withdraw, m.rights.complain]}
          />
        </Section>
        <Section title={m.grievance.title}>
          <p>{m.grievance.text}</p>
          <GrievanceCard />
        </Section>
        <Section title={m.changes.title}>
          <p>{m.changes.text}</p>
        </Section>
      </article>
    </MarketingLayout>
  );
}
