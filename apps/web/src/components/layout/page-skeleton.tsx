import { PageHeader, type PageHeaderProps } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { frameMessages } from '@app/contract';

/**
 * What a console page shows while its code or its first answer is on the way: the page's own title
 * (when known) and the shape of its content, so the header and title never blink out between pages.
 */
export function PageSkeleton({
  title,
  description,
  roleDescriptions,
  label,
}: Partial<Pick<PageHeaderProps, 'title' | 'description' | 'roleDescriptions'>> & { label?: string }) {
  return (
    <div className="flex flex-col gap-6" data-slot="page-skeleton">
      {title ? (
        <PageHeader title={title} description={description} roleDescriptions={roleDescriptions} />
      ) : (
        <Skeleton className="h-8 w-48" aria-hidden="true" />
      )}
      <p role="status" className="sr-only">
        {label ?? (title ? frameMessages.loadingPage(title) : frameMessages.loading)}
      </p>
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-9 w-full max-w-sm" />
        <div className="rounded-xl border p-4">
          <div className="grid gap-3">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-6 w-full" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
