import { Link } from 'react-router';
import { ArrowLeftIcon, LayoutDashboardIcon } from 'lucide-react';
import { routes, shellMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';

export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <StatusScreen
      code="404"
      title={shellMessages.notFound.title}
      description={shellMessages.notFound.description}
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            {shellMessages.goBack}
          </Button>
          <Button asChild>
            <Link to={routes.home}>{shellMessages.notFound.home}</Link>
          </Button>
        </>
      }
    />
  );
}

/** The 404 of someone signed in: inside the console shell, with the way back to the console. */
export function ConsoleNotFoundPage() {
  const goBack = useGoBack();
  return (
    <StatusScreen
      embedded
      code="404"
      title={shellMessages.notFound.title}
      description={shellMessages.notFound.description}
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            {shellMessages.goBack}
          </Button>
          <Button asChild>
            <Link to={routes.dashboard}>
              <LayoutDashboardIcon />
              {shellMessages.goToConsole}
            </Link>
          </Button>
        </>
      }
    />
  );
}
