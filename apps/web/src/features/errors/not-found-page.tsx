import { Link } from 'react-router';
import { ArrowLeftIcon, LayoutDashboardIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';

const title = 'Page not found';
const description = 'The page you are looking for does not exist or has moved.';

export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <StatusScreen
      code="404"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            Go Back
          </Button>
          <Button asChild>
            <Link to={routes.home}>Go to home page</Link>
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
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            Go Back
          </Button>
          <Button asChild>
            <Link to={routes.dashboard}>
              <LayoutDashboardIcon />
              Go to your console
            </Link>
          </Button>
        </>
      }
    />
  );
}
