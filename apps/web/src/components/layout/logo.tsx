import { PRODUCT_NAME } from '@app/contract';
import { cn } from '@/lib/utils';

/** The ListenWell mark: an ear-shaped stroke on the brand tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand text-brand-foreground',
        className,
      )}
    >
      <svg
        viewBox="0 0 32 32"
        className="size-[70%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      >
        <path d="M11 20.5c0 1.9 1.6 3.5 3.5 3.5 1.5 0 2.5-.8 3.1-2.1l.7-1.5c.4-.8 1-1.4 1.8-2 1.7-1.2 2.9-3.2 2.9-5.4 0-3.6-2.9-6.5-6.5-6.5S10 9.4 10 13" />
        <path d="M14 13a2.5 2.5 0 0 1 5 0" />
      </svg>
    </span>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <LogoMark />
      {PRODUCT_NAME}
    </span>
  );
}
