import type { ComponentProps } from 'react';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { frameMessages } from '@app/contract';

/**
 * The console's frame drawn before its code has arrived (a reload of a console URL with a stored
 * sign-in): a sidebar-shaped column, the header bar and the page skeleton under the page's own header
 * when it is known, in the same places as the real shell, so a reload never shows a bare loading
 * screen. Plain markup only: it is part of the first load of every page, so it must stay tiny.
 */
export function ShellSkeleton(
  header: Pick<ComponentProps<typeof PageSkeleton>, 'title' | 'description' | 'roleDescriptions'>,
) {
  return (
    <div className="flex min-h-svh w-full bg-sidebar" data-slot="shell-skeleton">
      <div className="hidden w-64 shrink-0 flex-col gap-4 p-4 md:flex" aria-hidden="true">
        <div className="flex items-center gap-2">
          <div className="size-8 rounded-lg bg-brand" />
          <div className="h-4 w-24 animate-pulse rounded bg-sidebar-accent" />
        </div>
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <div key={item} className="h-6 animate-pulse rounded bg-sidebar-accent" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col bg-background md:m-2 md:ml-0 md:rounded-xl md:shadow-sm">
        <div className="h-14 shrink-0 border-b" aria-hidden="true" />
        <div className="flex flex-1 flex-col gap-6 p-4 sm:p-6">
          <PageSkeleton {...header} label={frameMessages.openingConsole} />
        </div>
      </div>
    </div>
  );
}
