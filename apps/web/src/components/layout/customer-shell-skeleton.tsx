import { frameMessages, PRODUCT_NAME } from '@app/contract';
import { LogoMark } from '@/components/layout/logo';
import { PageSkeleton } from '@/components/layout/page-skeleton';

/**
 * The customer area's frame drawn before its code has arrived (a reload of an /app address with a
 * stored sign-in, and the HTML of its landing pages): the header with the logo in the same place as
 * the real one, and the page skeleton under the page's own header when it is known. Plain markup only,
 * like ShellSkeleton.
 */
export function CustomerShellSkeleton({ header }: { header?: { title: string; description: string } }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40 dark:bg-background" data-slot="shell-skeleton">
      <div className="sticky top-0 z-20 border-b bg-background/95">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 sm:gap-6 sm:px-6">
          <span className="flex items-center gap-2 text-base font-semibold tracking-tight">
            <LogoMark />
            <span className="max-[359px]:sr-only">{PRODUCT_NAME}</span>
          </span>
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 pt-5 pb-24 sm:px-6 sm:pt-8 sm:pb-12">
        <PageSkeleton title={header?.title} description={header?.description} label={frameMessages.opening} />
      </div>
    </div>
  );
}
