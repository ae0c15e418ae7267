import { Link } from 'react-router';
import { MapPinOffIcon } from 'lucide-react';
import { PRODUCT_NAME, routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BROWSE_STATE } from '@/features/customer/navigation';

/** An unknown address inside the customer area, or anywhere while a customer is signed in. */
export function CustomerNotFoundPage() {
  return (
    <>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <h1 className="sr-only">Page not found</h1>
      <EmptyState
        icon={MapPinOffIcon}
        title="This page does not exist"
        description="The address may be mistyped, or the page has moved."
        className="bg-card"
        action={
          <Button asChild variant="brand">
            <Link to={routes.app.home} state={BROWSE_STATE}>
              Find a listener
            </Link>
          </Button>
        }
      />
    </>
  );
}
