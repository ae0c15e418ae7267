import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClockIcon, type LucideIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export type NextReleaseScreenProps = {
  title: string;
  description?: string;
  icon?: LucideIcon;
  /** What this screen will let the user do, in one or two sentences. */
  purpose: string;
  /** Offer a way back to the dashboard home (not on the home itself). */
  showBackLink?: boolean;
  children?: ReactNode;
};

/**
 * A console screen whose content ships in a later release: the real header, an honest note, and a
 * way back. Keeps navigation complete so every sidebar entry leads somewhere meaningful.
 */
export function NextReleaseScreen({
  title,
  description,
  icon = CalendarClockIcon,
  purpose,
  showBackLink = true,
  children,
}: NextReleaseScreenProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState
        icon={icon}
        title="This screen opens in the next release."
        description={purpose}
        action={
          showBackLink && (
            <Button variant="outline" asChild>
              <Link to={routes.dashboard}>Back to dashboard</Link>
            </Button>
          )
        }
      />
    </>
  );
}
