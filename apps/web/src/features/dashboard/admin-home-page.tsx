import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { adminNavigation } from '@/config/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';

const sectionPurposes: Record<string, string> = {
  Applications: 'Approve or reject people who applied to listen.',
  Listeners: 'Edit, block and unblock approved listeners.',
  Users: 'Find customers and listeners; activate or deactivate accounts.',
  Plans: 'Set the coin plans customers can buy.',
  'Withdrawal Requests': 'Pay out listener earnings.',
  'Audit Log': 'Every admin decision, with who and when.',
};

/** Admin home: one card per area of the console, so each task is one click away. */
export function AdminHomePage() {
  const sections = adminNavigation
    .flatMap((group) => group.items)
    .filter((item) => item.title in sectionPurposes);
  return (
    <>
      <PageHeader title="Dashboard" description="Run the marketplace: people, plans and payouts" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.url}>
            <Link
              to={section.url}
              className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Card className="h-full flex-row items-start gap-4 px-5 py-5 transition-colors group-hover:border-foreground/20 group-hover:bg-accent/40">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <section.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid flex-1 gap-1">
                  <span className="flex items-center justify-between gap-2 font-semibold">
                    {section.title}
                    <ArrowRightIcon
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{sectionPurposes[section.title]}</span>
                </span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
