import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';

export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <StatusScreen
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
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
