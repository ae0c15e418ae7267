import { Link } from 'react-router';
import { MapPinOffIcon } from 'lucide-react';
import { customerScreensMessages as m, PRODUCT_NAME, routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BROWSE_STATE } from '@/features/customer/navigation';

/** An unknown address inside the customer area, or anywhere while a customer is signed in. */
export function CustomerNotFoundPage() {
  return (
    <>
      <title>{m.notFoundDocumentTitle(PRODUCT_NAME)}</title>
      <h1 className="sr-only">{m.notFoundHeading}</h1>
      <EmptyState
        icon={MapPinOffIcon}
        title={m.notFoundTitle}
        description={m.notFoundDescription}
        className="bg-card"
        action={
          <Button asChild variant="brand">
            <Link to={routes.app.home} state={BROWSE_STATE}>
              {m.findListener}
            </Link>
          </Button>
        }
      />
    </>
  );
}
