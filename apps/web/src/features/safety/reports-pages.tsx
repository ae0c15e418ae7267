import { Link } from 'react-router';
import { routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { MyReports } from '@/features/safety/my-reports';

/** /app/reports: the customer's reports and what an admin decided. */
export function CustomerReportsPage() {
  return (
    <>
      <PageHeader title="My reports" description="Sessions you reported and what an admin decided." />
      <MyReports
        audience="customer"
        emptyAction={
          <Button asChild variant="outline">
            <Link to={routes.app.sessions}>Your sessions</Link>
          </Button>
        }
      />
    </>
  );
}

/** /dashboard/reports: the sessions this listener reported and what an admin decided. */
export function ListenerReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Sessions you reported and what an admin decided" />
      <MyReports
        audience="listener"
        emptyAction={
          <Button asChild variant="outline">
            <Link to={routes.listener.sessions}>Your sessions</Link>
          </Button>
        }
      />
    </>
  );
}
