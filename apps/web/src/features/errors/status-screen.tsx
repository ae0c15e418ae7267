import type { ReactNode } from 'react';
import { frameMessages } from '@app/contract';
import { cn } from '@/lib/utils';

export type StatusScreenProps = {
  code: string;
  title: string;
  description: ReactNode;
  actions: ReactNode;
  footer?: ReactNode;
  /** Inside the console shell: a section of its page, not a page of its own. */
  embedded?: boolean;
};

/** Full-page status (401, 404, crash): big code, title, what happened, what to do. */
export function StatusScreen({
  code,
  title,
  description,
  actions,
  footer,
  embedded = false,
}: StatusScreenProps) {
  const Region = embedded ? 'section' : 'main';
  return (
    <Region
      aria-labelledby={embedded ? 'status-title' : undefined}
      className={cn(
        'flex flex-col items-center justify-center px-4 text-center',
        embedded ? 'min-h-[60svh] flex-1 py-10' : 'min-h-svh py-16',
      )}
    >
      <title>{frameMessages.tabTitle(title)}</title>
      <p className="text-7xl leading-none font-bold tracking-tight text-muted-foreground/75 sm:text-8xl">
        {code}
      </p>
      <h1 id="status-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <div className="mt-3 max-w-md text-muted-foreground">{description}</div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row">{actions}</div>
      {footer && <div className="mt-8 text-sm text-muted-foreground">{footer}</div>}
    </Region>
  );
}
