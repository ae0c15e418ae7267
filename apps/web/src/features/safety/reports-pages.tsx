import { Link } from 'react-router';
import { routes, safetyMessages } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { MyReports } from '@/features/safety/my-reports';

/** /app/reports: the customer's reports and what an admin decided. */
export function CustomerReportsPage() {
  return (
    <>
      <PageHeader
        title={safetyMessages.screens.myReportsTitle}
        description={safetyMessages.screens.myReportsDescription}
      />
      <MyReports
        audience="customer"
        emptyAction={
          <Button asChild variant="outline">
            <Link to={routes.app.sessions}>{safetyMessages.screens.yourSessions}</Link>
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
      <PageHeader
        title={safetyMessages.screens.reportsTitle}
        description={safetyMessages.screens.reportsDescription}
      />
      <MyReports
        audience="listener"
        emptyAction={
          <Button asChild variant="outline">
            <Link to={routes.listener.sessions}>{safetyMessages.screens.yourSessions}</Link>
          </Button>
        }
      />
    </>
  );
}
