import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Next steps for the user: links or buttons. */
  action?: ReactNode;
};

/** A helpful empty state: what is missing, why, and what the user can do now. */
export function EmptyState({ icon: Icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      {description && (
        <div className="max-w-md text-sm text-balance text-muted-foreground">{description}</div>
      )}
      {action && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div>}
    </div>
  );
}
